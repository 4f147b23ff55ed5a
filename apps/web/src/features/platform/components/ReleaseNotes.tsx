import { date } from '../../../lib/format-date';
import { Shimmer } from '../../../components/StateViews';
import { useUpgradeNotes } from '../api/upgrade-notes';
import './platform.css';

/** 更新日志: each release with its date and notes; hidden when there is nothing to tell. */
export function ReleaseNotes() {
  const { data, isPending, isError } = useUpgradeNotes();
  if (isPending) return <Shimmer className="release-skeleton" />;
  if (isError || !data.length) return null;
  return (
    <section className="card" aria-label="更新日志">
      <h2 className="release-title">更新日志</h2>
      {data.map((n) => (
        <div key={n.id} className="release-item">
          <div className="release-head">
            <span>v{n.version}</span>
            <span className="release-date">{date(n.publishedAt)}</span>
          </div>
          <p className="release-notes">{n.notes}</p>
        </div>
      ))}
    </section>
  );
}
