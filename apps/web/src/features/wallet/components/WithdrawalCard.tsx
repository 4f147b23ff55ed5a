import type { Withdrawal } from '@tuike/contract/wallet';
import { RightOutline } from 'antd-mobile-icons';
import { yuan } from '../../../lib/format';
import { dateTime } from '../../../lib/format-date';
import { accountName, isReturned } from '../format';
import { WithdrawalStatusChip } from './WithdrawalStatusChip';
import './withdrawal.css';

/** One withdrawal in the history: amount, status, what arrives, the account and when it was applied for. */
export function WithdrawalCard({ w, onOpen }: { w: Withdrawal; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="card list-card withdrawal-card"
      aria-label={`提现 ${yuan(w.amount)} ${w.statusLabel}，查看详情`}
      onClick={onOpen}
    >
      <span className="withdrawal-card-top">
        <span className="withdrawal-card-amount num">{yuan(w.amount)}</span>
        <WithdrawalStatusChip w={w} />
      </span>
      <span className="withdrawal-card-net">
        {isReturned(w.status) ? (
          <>
            已退回余额 <span className="num">{yuan(w.amount)}</span>
          </>
        ) : (
          <>
            到账 <span className="num">{yuan(w.net)}</span>
            {w.fee > 0 && <> · 手续费 {yuan(w.fee)}</>}
            {w.tax > 0 && <> · 个税 {yuan(w.tax)}</>}
          </>
        )}
      </span>
      <span className="withdrawal-card-account ellipsis-1">{accountName(w.account)}</span>
      <span className="withdrawal-card-time">
        {dateTime(w.createdAt)}
        <RightOutline className="withdrawal-card-chevron" />
      </span>
    </button>
  );
}
