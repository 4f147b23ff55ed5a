import { FireIcon } from '../../../components/icons';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover';
import { Shimmer } from '../../../components/StateViews';
import { compactCount } from '../../../lib/format';
import { useWorksStrip, type WorksFilter } from '../api/works';
import { workDetailPath } from './WorkCard';

/** A horizontal row of covers for the home page; hidden when empty or failed. */
export function WorkStrip({ filter, size = 8 }: { filter: WorksFilter; size?: number }) {
  const { data, isPending } = useWorksStrip(filter, size);
  const row = { display: 'flex', gap: 10, overflowX: 'auto', padding: '0 12px 4px', scrollbarWidth: 'none' } as const;
  if (isPending)
    return (
      <div style={row} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Shimmer key={i} style={{ width: 96, height: 128, borderRadius: 8, flex: 'none' }} />
        ))}
      </div>
    );
  if (!data?.length) return null;
  return (
    <div style={row}>
      {data.map((w) => (
        <Link key={w.id} to={workDetailPath(w)} style={{ width: 96, flex: 'none' }}>
          <div style={{ position: 'relative' }}>
            <Cover src={w.cover} alt={w.title} width={96} />
            <span
              style={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                padding: '12px 6px 4px',
                fontSize: 11,
                color: '#fff',
                background: 'linear-gradient(transparent, rgba(0,0,0,.6))',
                borderRadius: '0 0 8px 8px',
              }}
            >
              <FireIcon style={{ verticalAlign: -2 }} /> {compactCount(w.heat)}
            </span>
          </div>
          <div className="ellipsis-2" style={{ fontSize: 13, marginTop: 6, lineHeight: 1.35 }}>
            {w.title}
          </div>
        </Link>
      ))}
    </div>
  );
}
