import type { WithdrawAccount } from '@tuike/contract/wallet';
import { DeleteOutline } from 'antd-mobile-icons';
import { Shimmer } from '../../../components/StateViews';
import { accountName } from '../format';
import { AccountFace } from './AccountFace';
import './withdraw.css';
import './AccountList.css';

interface Props {
  accounts: WithdrawAccount[];
  deletingId: number | null;
  onDelete: (account: WithdrawAccount) => void;
}

/** My withdrawal accounts, each with its delete button (which asks first). */
export function AccountList({ accounts, deletingId, onDelete }: Props) {
  return (
    <ul className="card wd-accounts" aria-label="提现账户">
      {accounts.map((a) => (
        <li key={a.id} className="wd-account">
          <AccountFace account={a} />
          <button
            type="button"
            className="wd-account-delete"
            aria-label={`删除 ${accountName(a)}`}
            disabled={deletingId === a.id}
            onClick={() => onDelete(a)}
          >
            <DeleteOutline />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The page's shape while it loads: the real-name card, then two account rows. */
export function AccountsSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card wd-skeleton-card">
        <Shimmer className="wd-skeleton-title" />
        <Shimmer className="wd-skeleton-line" />
      </div>
      <div className="card wd-skeleton-card">
        <AccountRowSkeleton />
        <AccountRowSkeleton />
      </div>
    </div>
  );
}

/** One account row's shape while it loads: its icon, name and number. */
export function AccountRowSkeleton() {
  return (
    <div className="wd-skeleton-row">
      <Shimmer className="wd-skeleton-icon" />
      <div className="wd-skeleton-lines">
        <Shimmer className="wd-skeleton-title" />
        <Shimmer className="wd-skeleton-line" />
      </div>
    </div>
  );
}
