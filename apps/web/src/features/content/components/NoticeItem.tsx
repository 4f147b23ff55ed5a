import type { Notice } from '@tuike/contract/content';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { dateTime } from '../../../lib/format-date';
import './content.css';

/** One notice in the list; the red dot marks what the logged-in user has not opened yet. */
export function NoticeItem({ notice, showUnread }: { notice: Notice; showUnread: boolean }) {
  const unread = showUnread && !notice.read;
  return (
    <Link
      to={to('my/notice/detail', { id: notice.id })}
      className="card notice-item"
      aria-label={unread ? `未读：${notice.title}` : notice.title}
    >
      {unread && <span className="unread-dot" aria-hidden="true" />}
      <div className="notice-item-title">
        {notice.pinned && <span className="pin-tag">置顶</span>}
        <span className="ellipsis-1">{notice.title}</span>
      </div>
      {notice.summary && <div className="notice-item-summary ellipsis-2">{notice.summary}</div>}
      <div className="notice-item-meta">{dateTime(notice.publishedAt)}</div>
    </Link>
  );
}
