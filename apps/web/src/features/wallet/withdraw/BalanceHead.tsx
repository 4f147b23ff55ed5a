import { Shimmer } from '../../../components/StateViews';
import { yuan } from '../../../lib/format';
import { AccountRowSkeleton } from './AccountList';
import './withdraw.css';
import './BalanceHead.css';

/** What may be withdrawn now, at the top of the withdraw form. */
export function BalanceHead({ withdrawable, frozen }: { withdrawable: number; frozen: number }) {
  return (
    <section className="wd-balance" aria-label="可提现金额">
      <div className="wd-balance-label">可提现金额</div>
      <div className="wd-balance-amount num">{yuan(withdrawable)}</div>
      {frozen > 0 && <div className="wd-balance-frozen">提现中 {yuan(frozen)}</div>}
    </section>
  );
}

/** The withdraw form's shape while its balance, accounts and rules load. */
export function WithdrawSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="wd-balance">
        <Shimmer className="wd-skeleton-balance-label" />
        <Shimmer className="wd-skeleton-balance" />
      </div>
      <div className="card wd-skeleton-card">
        <Shimmer className="wd-skeleton-title" />
        <Shimmer className="wd-skeleton-amount" />
        <Shimmer className="wd-skeleton-line" />
      </div>
      <div className="card wd-skeleton-card">
        <AccountRowSkeleton />
      </div>
    </div>
  );
}
