import { Link, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { TabStrip } from '../../components/TabStrip';
import { IncomeTab } from '../../features/wallet/components/IncomeTab';
import { RecordsTab } from '../../features/wallet/components/RecordsTab';
import { SummaryCard } from '../../features/wallet/components/SummaryCard';
import { UidNotices } from '../../features/wallet/components/UidNotices';
import './account.css';

const TABS = [
  { key: 'income', title: '收益明细' },
  { key: 'records', title: '账户流水' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/**
 * 推广收益: my balance and the way to withdraw it, a notice for each unbound UID data arrived for, the way
 * to the month's reconciliation, then my income lines and my ledger.
 */
export default function AccountPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'records' ? 'records' : 'income';
  // The tab lives in the URL, so coming back from a withdrawal opened from the ledger shows the ledger.
  const choose = (next: Tab) =>
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        if (next === 'records') q.set('tab', next);
        else q.delete('tab');
        return q;
      },
      { replace: true },
    );
  return (
    <PageShell>
      <SummaryCard />
      <UidNotices />
      <Link to={to('account/reconciliation')} className="card account-recon-link">
        <span className="account-recon-title">收益对账</span>
        <span className="account-recon-hint">预估与结算的差额及原因</span>
      </Link>
      <div className="account-tabs">
        <TabStrip variant="line" label="收益与流水" items={TABS} active={tab} onChange={choose} />
      </div>
      {tab === 'income' ? <IncomeTab /> : <RecordsTab />}
    </PageShell>
  );
}
