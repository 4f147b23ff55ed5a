import type { Work } from '@tuike/contract/works';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { PagedList } from '../../components/PagedList';
import { EmptyState, ErrorState, ListSkeleton, Shimmer } from '../../components/StateViews';
import { isNotFound, positiveId } from '../../features/content/query-params';
import { RichText } from '../../features/content/components/RichText';
import { useTaskPlatformDetail } from '../../features/works/api/work-detail';
import { useWorksList } from '../../features/works/api/works';
import { BrowseDramasButton } from '../../features/works/components/BrowseDramasButton';
import { WorkCard } from '../../features/works/components/WorkCard';
import { to } from '../../app/route-table';
import './taskDetail.css';

const REVIEW_TEXT = { auto: '系统自动审核，符合规则即刻生效', manual: '提交后由平台人工审核，通过后生效' } as const;

/** The promoter's way from a work to income on any platform; the platform's own terms are in its rules. */
const STEPS = [
  ['申请口令', '在作品页申请专属口令，口令须符合上方的口令规则'],
  ['发布视频', '用作品素材剪辑视频，发布到抖音、快手或视频号，文案带上口令'],
  ['回填链接', '发布后在「我的关键词」回填作品链接，逾期未回填口令会失效'],
  ['查看收益', '观众搜索口令观看、充值，收益次日出预估'],
] as const;

function TaskDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card task-head">
        <Shimmer className="task-skeleton-logo" />
        <div className="task-head-main">
          <Shimmer className="task-skeleton-title" />
          <Shimmer className="task-skeleton-line" />
        </div>
      </div>
      <div className="card">
        <Shimmer className="task-skeleton-line" />
        <Shimmer className="task-skeleton-line" />
        <Shimmer className="task-skeleton-line task-skeleton-short" />
      </div>
    </div>
  );
}

/** The works a task platform offers, most popular first. */
function PlatformWorks({ taskPlatformId }: { taskPlatformId: number }) {
  const list = useWorksList({ taskPlatformId, sort: 'hot' });
  return (
    <PagedList<Work>
      list={list}
      itemKey={(w) => w.id}
      renderItem={(w) => <WorkCard work={w} />}
      skeleton={<ListSkeleton rows={3} />}
      empty={{ text: '该平台暂未上架作品，先看看其他短剧吧', action: <BrowseDramasButton /> }}
    />
  );
}

/** A task platform: what it pays, its alias rule and rules, how to promote, and its works. */
export default function TaskDetailPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const { data, isPending, error, refetch } = useTaskPlatformDetail(id);
  const navigate = useNavigate();

  let body;
  if (id === null || isNotFound(error)) {
    const action = (
      <button type="button" className="btn-outline" onClick={() => navigate(to('shortPlay/hotList'), { replace: true })}>
        看看热门短剧
      </button>
    );
    body = <EmptyState text="任务不存在或已下架" action={action} />;
  } else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <TaskDetailSkeleton />;
  else
    body = (
      <>
        <section className="card task-head">
          <img className="task-logo" src={data.logo} alt="" />
          <div className="task-head-main">
            <h2 className="task-name ellipsis-1">{data.name}</h2>
            <div className="task-labels">
              <span className="tag-outline">{data.promotionTypeLabel}</span>
              <span className="tag-outline">{data.settlementTypeLabel}</span>
            </div>
          </div>
        </section>
        <section className="card task-price" aria-label="价格">
          <div className="task-price-value">{data.priceDesc}</div>
          {data.summary && <p className="task-summary">{data.summary}</p>}
        </section>
        <section className="card" aria-labelledby="task-alias-rule">
          <h3 id="task-alias-rule" className="task-section-title">
            口令规则
          </h3>
          <p className="task-rule">{data.aliasRule.description}</p>
          <p className="task-review">{REVIEW_TEXT[data.aliasRule.reviewMode]}</p>
        </section>
        {data.rulesHtml && (
          <section className="card" aria-label="推广规则">
            <RichText html={data.rulesHtml} className="task-rules" />
          </section>
        )}
        <section className="card" aria-labelledby="task-how">
          <h3 id="task-how" className="task-section-title">
            如何推广
          </h3>
          <ol className="task-steps">
            {STEPS.map(([title, text], i) => (
              <li key={title} className="task-step">
                <span className="task-step-no">{i + 1}</span>
                <div>
                  <div className="task-step-title">{title}</div>
                  <div className="task-step-text">{text}</div>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <h3 className="section-title">推广作品</h3>
        <PlatformWorks taskPlatformId={data.id} />
      </>
    );
  return <PageShell title={data?.name}>{body}</PageShell>;
}
