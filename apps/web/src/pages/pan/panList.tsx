import { Link } from 'react-router-dom';
import { to } from '../../app/route-table';
import { FolderIcon, KeyIcon, LinkIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/StateViews';
import { useDrivePlatforms } from '../../features/pan/api/drive-platforms';
import { DriveCard } from '../../features/pan/components/DriveCard';
import './panList.css';

/** The three steps of a drive promotion, so the list reads as a task before any tap. */
const STEPS = ['选资源生成链接', '发布推广文案', '新用户保存即结算'] as const;

/** 网盘推广: the drive platforms to promote (PromotionType 6), my UID and my back-fills one tap away. */
export default function PanListPage() {
  const { data, isPending, error, refetch } = useDrivePlatforms();
  let body;
  if (isPending) body = <ListSkeleton rows={3} />;
  else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <EmptyState icon={<FolderIcon />} text="暂时没有可推广的网盘任务，稍后再来看看" />;
  else body = data.map((d) => <DriveCard key={d.id} drive={d} />);
  return (
    <PageShell>
      <section className="pan-list-hero" aria-label="网盘拉新怎么做">
        <h2 className="pan-list-hero-title">分享网盘资源，按新用户结算</h2>
        <ol className="pan-list-steps">
          {STEPS.map((s, i) => (
            <li key={s} className="pan-list-step">
              <span className="pan-list-step-no">{i + 1}</span>
              {s}
            </li>
          ))}
        </ol>
      </section>
      <nav className="pan-list-shortcuts" aria-label="网盘推广入口">
        <Link className="card pan-list-shortcut" to={to('pan/panUid')}>
          <KeyIcon className="pan-list-shortcut-icon" />
          我的网盘UID
        </Link>
        <Link className="card pan-list-shortcut" to={to('pan/panUrl')}>
          <LinkIcon className="pan-list-shortcut-icon" />
          回填记录
        </Link>
      </nav>
      <h3 className="section-title">网盘任务</h3>
      {body}
    </PageShell>
  );
}
