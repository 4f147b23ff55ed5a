import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { PullToRefresh } from '../../components/PullToRefresh';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { useWithdrawalDetail } from '../../features/wallet/api/withdrawals';
import { accountName, isReturned } from '../../features/wallet/format';
import { WithdrawalStatusChip } from '../../features/wallet/components/WithdrawalStatusChip';
import { WithdrawalTimeline } from '../../features/wallet/components/WithdrawalTimeline';
import { percentFromBps, yuan } from '../../lib/format';
import { dateTime } from '../../lib/format-date';
import './withdrawDetail.css';

const IN_FLIGHT = new Set(['submitted', 'approved', 'paying']);

/** The page's shape while it loads: the centred amount, the facts as label/value rows, then the timeline. */
function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card withdraw-detail-head">
        <Shimmer className="withdraw-detail-sk-chip" />
        <Shimmer className="withdraw-detail-sk-amount" />
        <Shimmer className="withdraw-detail-sk-net" />
      </div>
      <div className="card">
        <div className="withdraw-detail-facts">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i}>
              <Shimmer className="withdraw-detail-sk-label" />
              <Shimmer className="withdraw-detail-sk-value" />
            </div>
          ))}
        </div>
      </div>
      <div className="card withdraw-detail-sk-steps">
        <Shimmer className="withdraw-detail-sk-label" />
        {[0, 1].map((i) => (
          <div key={i} className="withdraw-detail-sk-step">
            <Shimmer className="withdraw-detail-sk-dot" />
            <Shimmer className="withdraw-detail-sk-value" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** 提现详情 (?id=): the amounts, the account, why it was refused if it was, and every step so far. */
export default function WithdrawDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const detail = useWithdrawalDetail(id);

  let body;
  if (id === null || (detail.error as { code?: number } | null)?.code === 404)
    body = (
      <EmptyState
        text="没有找到这笔提现"
        action={
          <button type="button" className="btn-outline" onClick={() => navigate(to('account/withdrawList'), { replace: true })}>
            查看提现记录
          </button>
        }
      />
    );
  else if (detail.isError) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (detail.isPending) body = <DetailSkeleton />;
  else {
    const w = detail.data;
    const returned = isReturned(w.status);
    const refused = w.status === 'rejected' ? '驳回原因' : w.status === 'failed' ? '失败原因' : null;
    body = (
      <PullToRefresh onRefresh={() => detail.refetch()}>
        <section className="card withdraw-detail-head">
          <WithdrawalStatusChip w={w} />
          <div className="withdraw-detail-amount num">{yuan(w.amount)}</div>
          <div className="withdraw-detail-net">
            {returned ? '已退回可提现余额' : w.status === 'paid' ? '已到账' : '到账金额'}{' '}
            <span className="num">{yuan(returned ? w.amount : w.net)}</span>
          </div>
        </section>
        {refused && (
          <section className="withdraw-detail-reason" role="note">
            {refused}：{w.reason ?? '未说明'}
          </section>
        )}
        <section className="card" aria-label="提现信息">
          <dl className="withdraw-detail-facts">
            <div>
              <dt>提现金额</dt>
              <dd className="num">{yuan(w.amount)}</dd>
            </div>
            <div>
              <dt>手续费（{percentFromBps(w.feeBps)}）</dt>
              <dd className="num">{yuan(-w.fee)}</dd>
            </div>
            <div>
              <dt>个税</dt>
              <dd className="num">{yuan(-w.tax)}</dd>
            </div>
            {returned ? (
              <div>
                <dt>退回余额</dt>
                <dd className="num">{yuan(w.amount)}</dd>
              </div>
            ) : (
              <div>
                <dt>实际到账</dt>
                <dd className="num withdraw-detail-strong">{yuan(w.net)}</dd>
              </div>
            )}
            <div>
              <dt>提现账户</dt>
              <dd>{accountName(w.account)}</dd>
            </div>
            <div>
              <dt>收款人</dt>
              <dd>{w.account.holder}</dd>
            </div>
            <div>
              <dt>申请时间</dt>
              <dd>{dateTime(w.createdAt)}</dd>
            </div>
            {IN_FLIGHT.has(w.status) && (
              <div>
                <dt>预计到账</dt>
                <dd>{dateTime(w.expectedArrival)}</dd>
              </div>
            )}
          </dl>
        </section>
        <section className="card" aria-label="提现进度">
          <h2 className="withdraw-detail-title">提现进度</h2>
          <WithdrawalTimeline events={w.timeline} expectedArrival={w.expectedArrival} />
        </section>
      </PullToRefresh>
    );
  }
  return <PageShell>{body}</PageShell>;
}
