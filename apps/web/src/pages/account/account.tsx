import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { ListSkeleton } from '../../components/StateViews';
import { TabStrip } from '../../components/TabStrip';
import { IncomeTab } from '../../features/wallet/components/IncomeTab';
import { RecordsTab } from '../../features/wallet/components/RecordsTab';
import { SummaryCard } from '../../features/wallet/components/SummaryCard';
import { UidNotices } from '../../features/wallet/components/UidNotices';
import './account.css';

// Reconciliation is read now and then, not on every visit: its code loads when the tab is opened.
const ReconciliationTab = lazy(() =>
  import('../../features/wallet/components/ReconciliationTab').then((m) => ({ default: m.ReconciliationTab })),
);

const TABS = [
  { key: 'income', title: '收益明细' },
  { key: 'records', title: '账户流水' },
  { key: 'recon', title: '对账' },
] as const;
type Tab = (typeof TABS)[number]['key'];
const tabOf = (value: string | null): Tab => TABS.find((t) => t.key === value)?.key ?? 'income';

/**
 * 推广收益: my balance and the way to withdraw it, a notice for each unbound UID data arrived for, then my
 * income lines, my ledger and a month's reconciliation (estimated vs settled) as tabs.
 */
export default function AccountPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  // The tab lives in the URL, so coming back from a withdrawal opened from the ledger shows the ledger.
  const choose = (next: Tab) =>
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        if (next === 'income') q.delete('tab');
        else q.set('tab', next);
        if (next !== 'recon') q.delete('month');
        return q;
      },
      { replace: true },
    );
  return (
    <PageShell>
      <SummaryCard />
      <UidNotices />
      <div className="account-tabs">
        <TabStrip variant="line" label="收益与流水" items={TABS} active={tab} onChange={choose} />
      </div>
      {tab === 'income' && <IncomeTab />}
      {tab === 'records' && <RecordsTab />}
      {tab === 'recon' && (
        <Suspense fallback={<ListSkeleton rows={3} cover={false} />}>
          <ReconciliationTab />
        </Suspense>
      )}
    </PageShell>
  );
}
