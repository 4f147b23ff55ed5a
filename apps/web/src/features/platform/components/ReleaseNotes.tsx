import { date } from '../../../lib/format-date';
import { Shimmer } from '../../../components/StateViews';
import { useUpgradeNotes } from '../api/upgrade-notes';

/** 更新日志: each release with its date and notes; hidden when there is nothing to tell. */
export function ReleaseNotes() {
  const { data, isPending, isError } = useUpgradeNotes();
  if (isPending) return <Shimmer style={{ margin: 12, height: 96, borderRadius: 12 }} />;
  if (isError || !data.length) return null;
  return (
    <section className="card" aria-label="更新日志">
      <h2 style={{ margin: '0 0 8px', fontSize: 15 }}>更新日志</h2>
      {data.map((n) => (
        <div key={n.id} style={{ padding: '8px 0', borderTop: '1px solid var(--line)' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14, fontWeight: 600 }}>
            <span>v{n.version}</span>
            <span style={{ color: 'var(--text-3)', fontWeight: 400, fontSize: 12 }}>{date(n.publishedAt)}</span>
          </div>
          <p style={{ margin: '4px 0 0', whiteSpace: 'pre-line', color: 'var(--text-2)', fontSize: 13 }}>{n.notes}</p>
        </div>
      ))}
    </section>
  );
}
