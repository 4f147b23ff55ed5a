import { FireIcon } from '../../../components/icons';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover';
import { Shimmer } from '../../../components/StateViews';
import { compactCount } from '../../../lib/format';
import { useWorksStrip, type WorksFilter } from '../api/works';
import { workDetailPath } from './WorkCard';
import './works.css';

/** A horizontal row of covers for the home page; hidden when empty or failed. */
export function WorkStrip({ filter, size = 8 }: { filter: WorksFilter; size?: number }) {
  const { data, isPending } = useWorksStrip(filter, size);
  if (isPending)
    return (
      <div className="work-strip" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Shimmer key={i} className="work-strip-skeleton" />
        ))}
      </div>
    );
  if (!data?.length) return null;
  return (
    <div className="work-strip">
      {data.map((w) => (
        <Link key={w.id} to={workDetailPath(w)} className="work-strip-item">
          <div className="work-strip-cover">
            <Cover src={w.cover} alt={w.title} width={96} />
            <span className="work-strip-heat">
              <FireIcon className="work-fire-inline" /> {compactCount(w.heat)}
            </span>
          </div>
          <div className="ellipsis-2 work-strip-title">{w.title}</div>
        </Link>
      ))}
    </div>
  );
}
