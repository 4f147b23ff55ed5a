import type { PanLink } from '@tuike/contract/pan';
import { dateTime } from '../../../lib/format-date';
import { copyWithToast } from '../../../platform/clipboard';
import './PanLinkItem.css';

/**
 * One back-filled post: the resource it shares, where and from which account it was posted, and its
 * review (only an accepted one credits new users by link); a rejection says why.
 */
export function PanLinkItem({ link }: { link: PanLink }) {
  return (
    <article className="card pan-link" aria-label={`回填 ${link.resourceTitle}`}>
      <div className="pan-link-head">
        <img className="pan-link-cover" src={link.resourceCover} alt="" loading="lazy" />
        <div className="pan-link-main">
          <div className="pan-link-title ellipsis-1">{link.resourceTitle}</div>
          <div className="pan-link-sub ellipsis-1">
            {link.taskPlatformName} · {link.platformLabel}「{link.accountNickname}」
          </div>
        </div>
        <span className={`pan-link-state pan-link-state-${link.state}`}>{link.stateLabel}</span>
      </div>
      <div className="pan-link-url">{link.url}</div>
      {link.reason && <div className="pan-link-reason">驳回原因：{link.reason}</div>}
      <div className="pan-link-foot">
        <time className="pan-link-time">{dateTime(link.createdAt)} 回填</time>
        <button type="button" className="pan-link-btn" onClick={() => void copyWithToast(link.url)}>
          复制链接
        </button>
      </div>
    </article>
  );
}
