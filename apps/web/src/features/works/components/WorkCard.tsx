import { FireIcon } from '../../../components/icons';
import { Link } from 'react-router-dom';
import type { Work } from '@tuike/contract/works';
import { WORK_TYPE } from '@tuike/contract/enums';
import { to } from '../../../app/route-table';
import { Cover } from '../../../components/Cover';
import { compactCount, percentFromBps } from '../../../lib/format';

export const workDetailPath = (w: Pick<Work, 'id' | 'type'>) =>
  to(w.type === WORK_TYPE.novel.value ? 'star/novelDetail' : 'star/detail', { id: w.id });

/** One work in a list: cover, title, tags, platform, the promoter's share and heat. */
export function WorkCard({ work }: { work: Work }) {
  const unit = work.type === WORK_TYPE.novel.value ? '万字' : '集';
  const length = work.type === WORK_TYPE.novel.value ? Math.round(work.length / 10) : work.length;
  return (
    <Link to={workDetailPath(work)} className="card" style={{ display: 'flex', gap: 12, margin: '8px 12px', padding: 12 }}>
      <Cover src={work.cover} alt={work.title} width={78} />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
        <div className="ellipsis-1" style={{ fontSize: 15, fontWeight: 600 }}>
          {work.isNew && <span className="tag-new">新</span>}
          {work.title}
        </div>
        <div className="ellipsis-1" style={{ color: 'var(--text-3)', fontSize: 12 }}>
          {work.tags.join(' · ')} · {length}
          {unit} · {work.completed ? '已完结' : '连载中'}
        </div>
        <div className="ellipsis-2" style={{ color: 'var(--text-2)', fontSize: 13 }}>
          {work.intro}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 'auto', fontSize: 12 }}>
          <span className="tag-outline">{work.taskPlatformName}</span>
          <span style={{ color: 'var(--brand)', fontWeight: 600 }}>分成 {percentFromBps(work.shareBps)}</span>
          <span style={{ marginLeft: 'auto', color: 'var(--text-3)' }}>
            <FireIcon style={{ color: '#ff7a45', verticalAlign: -2 }} /> {compactCount(work.heat)}
          </span>
        </div>
      </div>
    </Link>
  );
}
