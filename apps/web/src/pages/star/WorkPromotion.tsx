import { WORK_TYPE, type WorkType } from '@tuike/contract/enums';
import type { WorkAliases as WorkAliasesData } from '@tuike/contract/promotion';
import type { WorkDetail } from '@tuike/contract/works';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { Cover } from '../../components/Cover';
import { FireIcon, RightIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { isNotFound, positiveId } from '../../features/content/query-params';
import { useWorkAliases } from '../../features/promotion/api/work-aliases';
import { WorkAliases } from '../../features/promotion/components/WorkAliases';
import { useWorkDetail } from '../../features/works/api/work-detail';
import { WorkMaterials } from '../../features/works/components/WorkMaterials';
import { WorkMcnTasks } from '../../features/works/components/WorkMcnTasks';
import { compactCount, percentFromBps } from '../../lib/format';
import { useIsLoggedIn } from '../../lib/session';
import { openAppWithFeedback } from '../../platform/actions';
import { copyWithToast } from '../../platform/clipboard';
import './star.css';

/** The promotion text a promoter passes on: the title, the pitch and a link back to this page. */
const shareText = (w: WorkDetail) => `【${w.title}】${w.intro}\n${window.location.href}`;

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
      <path d="M12 15V4M8 8l4-4 4 4M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The hero (112px cover), the platform row and the intro card, where the work's own will land. */
function WorkPromotionSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card star-hero">
        <Shimmer className="star-skeleton-cover" />
        <div className="star-hero-main">
          <Shimmer className="star-skeleton-title" />
          <Shimmer className="star-skeleton-line star-skeleton-short" />
          <Shimmer className="star-skeleton-line star-skeleton-short" />
        </div>
      </div>
      <div className="card star-platform">
        <Shimmer className="star-skeleton-line" />
      </div>
      <div className="card star-skeleton-card">
        <Shimmer className="star-skeleton-title" />
        <Shimmer className="star-skeleton-line" />
        <Shimmer className="star-skeleton-line star-skeleton-short" />
      </div>
    </div>
  );
}

function Hero({ work }: { work: WorkDetail }) {
  const novel = work.type === WORK_TYPE.novel.value;
  const length = novel ? `${Math.round(work.length / 10)}万字` : `${work.length}集`;
  return (
    <section className="card star-hero">
      <Cover src={work.cover} alt={work.title} width={112} />
      <div className="star-hero-main">
        <h2 className="ellipsis-2 star-title">
          {work.isNew && <span className="tag-new">新</span>}
          {work.title}
        </h2>
        <div className="star-tags">
          {work.tags.map((t) => (
            <span key={t} className="star-tag">
              {t}
            </span>
          ))}
        </div>
        <div className="star-meta">
          {length} · {work.completed ? '已完结' : '连载中'} ·{' '}
          <span className="star-heat">
            <FireIcon className="star-fire" /> {compactCount(work.heat)}
          </span>
        </div>
        <div className="star-share">
          分成 <span className="num">{percentFromBps(work.shareBps)}</span>
        </div>
      </div>
    </section>
  );
}

function Body({ work, mine }: { work: WorkDetail; mine: WorkAliasesData | undefined }) {
  return (
    <>
      <Hero work={work} />
      {mine && <WorkAliases data={mine} />}
      <Link to={to('shortPlay/taskDetail', { id: work.taskPlatformId })} className="card star-platform">
        <span className="star-platform-label">推广平台</span>
        <span className="ellipsis-1 star-platform-name">{work.taskPlatformName}</span>
        <span className="star-platform-more">
          规则与价格 <RightIcon />
        </span>
      </Link>
      <section className="card" aria-labelledby="star-intro">
        <h3 id="star-intro" className="work-section-title">
          简介
        </h3>
        <p className="star-text">{work.intro}</p>
      </section>
      {(work.howToPromote || work.keywordRule) && (
        <section className="card" aria-labelledby="star-how">
          <h3 id="star-how" className="work-section-title">
            推广方法
          </h3>
          {work.howToPromote && <p className="star-text">{work.howToPromote}</p>}
          {work.keywordRule && <p className="star-text star-rule">口令规则：{work.keywordRule}</p>}
        </section>
      )}
      <WorkMcnTasks workId={work.id} />
      <WorkMaterials workId={work.id} />
    </>
  );
}

/**
 * The bar at the foot: open the apps one posts in, and apply for an alias of this work. Whether I may
 * apply (again) is the server's answer (`mine`); until it comes, or for a visitor, the button applies.
 */
function ActionBar({ workId, mine }: { workId: number; mine: WorkAliasesData | undefined }) {
  const navigate = useNavigate();
  const label = mine && mine.aliases.length > 0 ? '再申请一个口令' : '申请口令';
  return (
    <div className="star-actions">
      <button type="button" className="star-app" onClick={() => void openAppWithFeedback('douyin')}>
        打开抖音
      </button>
      <button type="button" className="star-app" onClick={() => void openAppWithFeedback('kuaishou')}>
        打开快手
      </button>
      <button
        type="button"
        className="btn-solid star-apply"
        disabled={mine?.canApply === false}
        onClick={() => navigate(to('myKeyWord/addKeyWord', { workId }))}
      >
        {label}
      </button>
    </div>
  );
}

/** star/detail and star/novelDetail: one work and everything needed to promote it. */
export function WorkPromotion({ type }: { type: WorkType }) {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const { data, isPending, error, refetch } = useWorkDetail(id);
  const mine = useWorkAliases(id ?? 0, useIsLoggedIn()).data;
  const navigate = useNavigate();
  const noun = type === WORK_TYPE.novel.value ? '小说' : '短剧';

  let body;
  if (id === null || isNotFound(error)) {
    const home = type === WORK_TYPE.novel.value ? 'pages/novel/novel' : 'pages/shortPlay/shortPlay';
    const action = (
      <button type="button" className="btn-outline" onClick={() => navigate(to(home), { replace: true })}>
        看看其他{noun}
      </button>
    );
    body = <EmptyState text={`${noun}不存在或已下架`} action={action} />;
  } else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <WorkPromotionSkeleton />;
  else
    body = (
      <div className="star-page">
        <Body work={data} mine={mine} />
        <ActionBar workId={data.id} mine={mine} />
      </div>
    );
  const share = data && (
    <button
      type="button"
      className="icon-btn star-share-btn"
      aria-label="分享"
      onClick={() => void copyWithToast(shareText(data))}
    >
      <ShareIcon />
    </button>
  );
  return (
    <PageShell title={data?.title} right={share}>
      {body}
    </PageShell>
  );
}
