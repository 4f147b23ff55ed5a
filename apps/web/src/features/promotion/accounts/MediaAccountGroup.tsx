import type { MediaAccount } from '@tuike/contract/promotion';
import type { MediaPlatform } from '@tuike/contract/enums';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { Shimmer } from '../../../components/StateViews';
import { date } from '../../../lib/format-date';
import { copyWithToast } from '../../../platform/clipboard';
import { PlatformIcon } from './PlatformIcon';
import './accounts.css';

interface Props {
  platform: MediaPlatform;
  label: string;
  accounts: MediaAccount[];
  /** The account whose unbinding is being sent: its button waits. */
  unbindingId: number | null;
  onUnbind: (account: MediaAccount) => void;
}

/** One platform's card: its accounts with UID to copy and 解绑, or a line inviting to bind one. */
export function MediaAccountGroup({ platform, label, accounts, unbindingId, onUnbind }: Props) {
  return (
    <section className="card media-acc-group" aria-label={label}>
      <header className="media-acc-head">
        <PlatformIcon platform={platform} />
        <h2 className="media-acc-platform">{label}</h2>
        {accounts.length > 0 && <span className="media-acc-count">{accounts.length} 个</span>}
        <Link className="media-acc-add" to={to('account/addMediaAccount', { platform })} aria-label={`添加${label}账号`}>
          + 添加
        </Link>
      </header>
      {accounts.length === 0 ? (
        <p className="media-acc-none">还没有绑定{label}账号</p>
      ) : (
        <ul className="media-acc-list">
          {accounts.map((a) => (
            <li key={a.id} className="media-acc-row">
              <div className="media-acc-main">
                <div className="media-acc-name ellipsis-1">{a.nickname}</div>
                <div className="media-acc-uid">
                  <span className="ellipsis-1">UID：{a.uid}</span>
                  <button
                    type="button"
                    className="media-acc-copy"
                    aria-label={`复制 UID ${a.uid}`}
                    onClick={() => void copyWithToast(a.uid)}
                  >
                    复制
                  </button>
                </div>
                <div className="media-acc-date">绑定于 {date(a.createdAt)}</div>
              </div>
              <button
                type="button"
                className="media-acc-unbind"
                aria-label={`解绑 ${a.nickname}`}
                disabled={unbindingId === a.id}
                onClick={() => onUnbind(a)}
              >
                {unbindingId === a.id ? '解绑中' : '解绑'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Three platform cards with an account row each, while the list loads. */
export function MediaAccountSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card media-acc-group">
          <div className="media-acc-head">
            <Shimmer className="media-acc-sk-icon" />
            <Shimmer className="media-acc-sk-title" />
          </div>
          <div className="media-acc-row">
            <div className="media-acc-main">
              <Shimmer className="media-acc-sk-line" />
              <Shimmer className="media-acc-sk-line media-acc-sk-short" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
