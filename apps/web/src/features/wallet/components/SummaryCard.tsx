import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { Shimmer } from '../../../components/StateViews';
import { yuan } from '../../../lib/format';
import { useAccountSummary } from '../api/summary';
import './SummaryCard.css';

/**
 * 推广收益's head: what may be withdrawn now, what is on its way out, what was paid out, and what was
 * ever credited, which is exactly those three (the server keeps them so); 提现 and 提现记录. When a
 * refund or 扣量 came in past the balance, what is still owed (待扣回) and why.
 */
export function SummaryCard() {
  const summary = useAccountSummary();
  const navigate = useNavigate();
  if (summary.isPending)
    return (
      <section className="wallet-summary" aria-busy="true" aria-label="加载中">
        <Shimmer className="wallet-summary-skeleton-label" />
        <Shimmer className="wallet-summary-skeleton-amount" />
        <Shimmer className="wallet-summary-skeleton-figures" />
      </section>
    );
  if (summary.isError)
    return (
      <section className="wallet-summary wallet-summary-error" role="alert">
        <span>余额加载失败，请检查网络</span>
        <button type="button" className="wallet-summary-retry" onClick={() => void summary.refetch()}>
          重试
        </button>
      </section>
    );
  const s = summary.data;
  return (
    <section className="wallet-summary" aria-label="我的余额">
      <div className="wallet-summary-label">可提现金额</div>
      <div className="wallet-summary-amount num">{yuan(s.withdrawable)}</div>
      {s.receivable > 0 && (
        // Why the balance is 0 and the next income will not all show up in it.
        <p className="wallet-summary-receivable" role="note">
          <span>
            待扣回 <span className="num">{yuan(s.receivable)}</span>
          </span>
          <span className="wallet-summary-receivable-why">退款、扣量超出当时余额的部分，之后收益入账时先扣回</span>
        </p>
      )}
      <dl className="wallet-summary-figures">
        <div>
          <dt>提现中</dt>
          <dd className="num">{yuan(s.frozen)}</dd>
        </div>
        <div>
          <dt>已提现</dt>
          <dd className="num">{yuan(s.totalWithdrawn)}</dd>
        </div>
        <div>
          <dt>累计入账</dt>
          <dd className="num">{yuan(s.totalEarned)}</dd>
        </div>
      </dl>
      {/* What 累计入账 holds, so the income list's 合计 (every status) does not read as a contradiction. */}
      <p className="wallet-summary-note">
        累计入账 = 可提现 + 提现中 + 已提现：已入账的收益，加邀请返佣与平台调整（见账户流水）；预估、已结算的收益入账后计入
      </p>
      <div className="wallet-summary-actions">
        <button type="button" className="wallet-summary-withdraw" onClick={() => navigate(to('account/withdrawMoeny'))}>
          提现
        </button>
        <button type="button" className="wallet-summary-history" onClick={() => navigate(to('account/withdrawList'))}>
          提现记录
        </button>
      </div>
    </section>
  );
}
