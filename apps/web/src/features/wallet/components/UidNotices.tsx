import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { useUidNotices } from '../api/reconciliation';
import './UidNotices.css';

/**
 * Upstream rows arrived for a UID of mine that is not bound: one notice each, leading to binding it
 * (the rows wait in the operator's queue until then). Nothing at all while loading, on failure or
 * when there is none: it is a nudge, not the page's content.
 */
export function UidNotices() {
  const notices = useUidNotices();
  if (!notices.data?.length) return null;
  return (
    <section className="uid-notices" aria-label="待绑定的 UID">
      {notices.data.map((n) => (
        <Link key={`${n.taskPlatformId}-${n.uid}`} to={to('account/addMediaAccount')} className="card uid-notice">
          <span className="uid-notice-text">
            数据已到达 UID <span className="num">{n.uid}</span>，绑定后即可入账
          </span>
          <span className="uid-notice-meta">
            {n.taskPlatformName} · {n.rows} 条 · 最近 {n.latestReportDate}
          </span>
          <span className="uid-notice-action">去绑定</span>
        </Link>
      ))}
    </section>
  );
}
