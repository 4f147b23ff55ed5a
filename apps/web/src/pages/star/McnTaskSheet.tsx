import { Sheet } from '../../components/Sheet';
import { Cover } from '../../components/Cover';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { isNotFound } from '../../features/content/query-params';
import { RichText } from '../../features/content/components/RichText';
import { useJoinMcnTask, useMcnTaskDetail } from '../../features/works/api/mcn';
import { McnLink } from '../../features/works/components/McnLink';
import { date } from '../../lib/format-date';
import './mcn.css';

function SheetSkeleton() {
  return (
    <div aria-busy="true" aria-label="任务加载中" className="mcn-sheet-skeleton">
      <Shimmer className="mcn-sheet-skeleton-head" />
      {[0, 1, 2].map((i) => (
        <Shimmer key={i} className="mcn-sheet-skeleton-line" />
      ))}
    </div>
  );
}

function TaskDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending, error, refetch } = useMcnTaskDetail(id);
  const join = useJoinMcnTask();
  if (isNotFound(error))
    return (
      <EmptyState
        text="任务已结束或不存在"
        action={
          <button type="button" className="btn-outline" onClick={onClose}>
            看看其他任务
          </button>
        }
      />
    );
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <SheetSkeleton />;
  const link = data.myLink ?? join.data ?? null;
  return (
    <>
      <div className="mcn-sheet-head">
        <Cover src={data.cover} alt={data.title} width={72} />
        <div className="mcn-sheet-head-main">
          <div className="ellipsis-2 mcn-sheet-title">{data.title}</div>
          <span className="tag-outline">{data.taskPlatformName}</span>
          <div className="mcn-reward">{data.rewardDesc}</div>
        </div>
      </div>
      <dl className="mcn-sheet-facts">
        <dt>任务时间</dt>
        <dd>
          {date(data.startsAt)} 至 {date(data.endsAt)}
        </dd>
        <dt>已领取</dt>
        <dd>{data.joinedCount} 人</dd>
      </dl>
      {data.summary && <p className="mcn-sheet-summary">{data.summary}</p>}
      {data.requirementsHtml && (
        <section aria-label="任务要求" className="mcn-sheet-rules">
          <RichText html={data.requirementsHtml} />
        </section>
      )}
      <div className="mcn-sheet-foot">
        {link ? (
          <McnLink link={link.link} code={link.code} />
        ) : (
          <button type="button" className="btn-solid mcn-sheet-join" disabled={join.isPending} onClick={() => join.mutate(id)}>
            {join.isPending ? '领取中…' : '领取任务'}
          </button>
        )}
      </div>
    </>
  );
}

/** One star/MCN task in a bottom sheet: its requirements and my link, or 领取任务. */
export function McnTaskSheet({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Sheet visible={id !== null} onClose={onClose} bodyClassName="mcn-sheet" destroyOnClose>
      <div role="dialog" aria-label="任务详情" className="mcn-sheet-inner">
        <div className="mcn-sheet-bar">
          <h2>任务详情</h2>
          <button type="button" className="icon-btn mcn-sheet-close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {id !== null && <TaskDetail id={id} onClose={onClose} />}
      </div>
    </Sheet>
  );
}
