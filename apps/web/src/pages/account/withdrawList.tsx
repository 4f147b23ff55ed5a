import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import type { Withdrawal } from '@tuike/contract/wallet';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PagedList } from '../../components/PagedList';
import { PageShell } from '../../components/PageShell';
import { ListSkeleton } from '../../components/StateViews';
import { TabStrip } from '../../components/TabStrip';
import { useWithdrawals } from '../../features/wallet/api/withdrawals';
import { WithdrawalCard } from '../../features/wallet/components/WithdrawalCard';
import { isWithdrawalStatus } from '../../features/wallet/format';
import './withdrawList.css';

const TABS = [{ key: 'all', title: '全部' }, ...Object.entries(WITHDRAWAL_STATUS_LABELS).map(([key, title]) => ({ key, title }))];

/** 提现记录: my withdrawals by status, each opening its page with the timeline. */
export default function WithdrawListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('status');
  const status = isWithdrawalStatus(raw) ? raw : undefined;
  const list = useWithdrawals(status);
  return (
    <PageShell>
      <div className="withdraw-list-tabs">
        <TabStrip
          variant="capsule"
          label="提现状态"
          items={TABS}
          active={status ?? 'all'}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
        />
      </div>
      <PagedList<Withdrawal>
        list={list}
        itemKey={(w) => w.id}
        skeleton={<ListSkeleton cover={false} rows={5} />}
        renderItem={(w) => <WithdrawalCard w={w} onOpen={() => navigate(to('account/withdrawDetail', { id: w.id }))} />}
        empty={
          status
            ? {
                text: `没有${WITHDRAWAL_STATUS_LABELS[status]}的提现`,
                action: (
                  <button type="button" className="btn-outline" onClick={() => setParams({}, { replace: true })}>
                    查看全部
                  </button>
                ),
              }
            : {
                text: '还没有提现记录，收益到账后可以提现到支付宝或银行卡',
                action: (
                  <button type="button" className="btn-solid" onClick={() => navigate(to('account/withdrawMoeny'))}>
                    去提现
                  </button>
                ),
              }
        }
      />
    </PageShell>
  );
}
