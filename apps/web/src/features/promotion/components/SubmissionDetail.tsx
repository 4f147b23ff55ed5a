import { Link, useNavigate } from 'react-router-dom';
import { ALIAS_STATE } from '@tuike/contract/enums';
import type { AliasLink, WorksAlias } from '@tuike/contract/promotion';
import { to } from '../../../app/route-table';
import { PagedList } from '../../../components/PagedList';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/StateViews';
import { dateTime } from '../../../lib/format-date';
import { copyWithToast } from '../../../platform/clipboard';
import { useAliasLinks } from '../api/aliases';
import { useAlias } from '../api/work-info';
import { backfillPath } from '../paths';
import { AliasStateTag, BackfillCountdown, EarningRows } from './AliasCard';
import { LinkItem } from './LinkItem';
import { PromoSkeleton } from './PromoSkeleton';
import { WorkHead } from './WorkHead';
import './AliasCard.css';
import './SubmissionDetail.css';

interface Step {
  title: string;
  note?: string;
  /** done: passed; now: where the alias stands; fail: rejected or expired; todo: not reached. */
  tone: 'done' | 'now' | 'fail' | 'todo';
}

/** The alias's way so far: applied → reviewed → active until back-filled, or rejected / expired. */
function stepsOf(a: WorksAlias): Step[] {
  const applied: Step = { title: '提交申请', note: dateTime(a.createdAt), tone: 'done' };
  if (a.state === ALIAS_STATE.reviewing.value)
    return [applied, { title: '平台审核中', note: '审核通过后即可回填', tone: 'now' }, { title: '生效', tone: 'todo' }];
  if (a.state === ALIAS_STATE.rejected.value)
    return [applied, { title: '审核不通过', note: a.reason ?? undefined, tone: 'fail' }];
  const reviewed: Step = { title: '审核通过', note: a.activatedAt ? dateTime(a.activatedAt) : undefined, tone: 'done' };
  if (a.state === ALIAS_STATE.expired.value)
    return [applied, reviewed, { title: '已失效', note: a.reason ?? undefined, tone: 'fail' }];
  const active: Step = a.backfillDeadline
    ? { title: '生效中，待回填', note: `请在 ${dateTime(a.backfillDeadline)} 前回填`, tone: 'now' }
    : { title: '生效中', note: '已回填，推广数据持续统计', tone: 'now' };
  return [applied, reviewed, active];
}

function Timeline({ alias }: { alias: WorksAlias }) {
  return (
    <ol className="detail-steps" aria-label="关键词进度">
      {stepsOf(alias).map((s) => (
        <li key={s.title} className={`detail-step detail-step-${s.tone}`}>
          <div className="detail-step-title">{s.title}</div>
          {s.note && <div className="detail-step-note">{s.note}</div>}
        </li>
      ))}
    </ol>
  );
}

function Links({ alias }: { alias: WorksAlias }) {
  const navigate = useNavigate();
  const list = useAliasLinks({ aliasId: alias.id });
  const active = alias.state === ALIAS_STATE.active.value;
  return (
    <section aria-label="回填记录">
      <h2 className="section-title">
        回填记录
        <span className="detail-count">
          共 {alias.linkCount} 条 · 生效 {alias.effectiveLinkCount} 条
        </span>
      </h2>
      <PagedList<AliasLink>
        list={list}
        itemKey={(l) => l.id}
        renderItem={(l) => <LinkItem link={l} />}
        skeleton={<ListSkeleton rows={2} cover={false} />}
        empty={{
          text: active ? '还没有回填链接，发布视频后回填才能结算收益' : '没有回填链接',
          action: active ? (
            <button type="button" className="btn-solid" onClick={() => navigate(backfillPath(alias))}>
              去回填
            </button>
          ) : undefined,
        }}
      />
    </section>
  );
}

/** One submission: the work, the alias and its way so far, its results and every back-filled link. */
export function SubmissionDetail({ aliasId, workId }: { aliasId: number; workId?: number }) {
  const navigate = useNavigate();
  const query = useAlias(aliasId, workId);
  const back = (
    <button type="button" className="btn-outline" onClick={() => navigate(to('myKeyWord/myKeyWord'))}>
      查看我的关键词
    </button>
  );
  if (!aliasId || query.data === null) return <EmptyState text="没有找到这个关键词，它可能已被删除" action={back} />;
  if (query.isPending) return <PromoSkeleton lines={5} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const alias = query.data;
  const active = alias.state === ALIAS_STATE.active.value;
  return (
    <div className="detail">
      <WorkHead title={alias.workTitle} cover={alias.workCover} platform={alias.taskPlatformName} />
      <section className="card detail-alias" aria-label="关键词">
        <div className="alias-card-head">
          <span className="alias-card-alias">{alias.alias}</span>
          <AliasStateTag alias={alias} />
        </div>
        <BackfillCountdown alias={alias} />
        <Timeline alias={alias} />
        <dl className="alias-stats">
          <EarningRows alias={alias} />
          <div>
            <dt>
              <Link className="detail-laxin" to={to('myKeyWord/laxin', { aliasId: alias.id })}>
                拉新明细 ›
              </Link>
            </dt>
          </div>
        </dl>
      </section>
      <Links alias={alias} />
      <div className="detail-bar">
        <button type="button" className="btn-outline" onClick={() => void copyWithToast(alias.alias)}>
          复制口令
        </button>
        {active && (
          <Link className="btn-solid state-link" to={backfillPath(alias)}>
            回填
          </Link>
        )}
      </div>
    </div>
  );
}
