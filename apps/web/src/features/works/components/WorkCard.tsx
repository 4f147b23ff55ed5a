import { FireIcon } from '../../../components/icons';
import { Link } from 'react-router-dom';
import type { Work } from '@tuike/contract/works';
import { WORK_TYPE } from '@tuike/contract/enums';
import { to } from '../../../app/route-table';
import { Cover } from '../../../components/Cover';
import { compactCount, percentFromBps } from '../../../lib/format';
import './works.css';

export const workDetailPath = (w: Pick<Work, 'id' | 'type'>) =>
  to(w.type === WORK_TYPE.novel.value ? 'star/novelDetail' : 'star/detail', { id: w.id });

/** One work in a list: cover, title, tags, platform, the promoter's share and heat. */
export function WorkCard({ work }: { work: Work }) {
  const unit = work.type === WORK_TYPE.novel.value ? '万字' : '集';
  const length = work.type === WORK_TYPE.novel.value ? Math.round(work.length / 10) : work.length;
  return (
    <Link to={workDetailPath(work)} className="card work-card">
      <Cover src={work.cover} alt={work.title} width={78} />
      <div className="work-card-body">
        <div className="ellipsis-1 work-card-title">
          {work.isNew && <span className="tag-new">新</span>}
          {work.title}
        </div>
        <div className="ellipsis-1 work-card-meta">
          {work.tags.join(' · ')} · {length}
          {unit} · {work.completed ? '已完结' : '连载中'}
        </div>
        <div className="ellipsis-2 work-card-intro">{work.intro}</div>
        <div className="work-card-foot">
          <span className="tag-outline">{work.taskPlatformName}</span>
          <span className="work-card-share">分成 {percentFromBps(work.shareBps)}</span>
          <span className="work-card-heat">
            <FireIcon className="work-fire" /> {compactCount(work.heat)}
          </span>
        </div>
      </div>
    </Link>
  );
}
