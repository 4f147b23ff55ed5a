import { Link } from 'react-router-dom';
import { ALIAS_STATE } from '@tuike/contract/enums';
import type { WorksAlias } from '@tuike/contract/promotion';
import { Cover } from '../../../components/Cover';
import { ClockIcon } from '../../../components/icons';
import { confirmDialog } from '../../../lib/overlays';
import { yuan } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { copyWithToast } from '../../../platform/clipboard';
import { useDeleteAlias } from '../api/aliases';
import { backfillTimeLeft } from '../deadline';
import { aliasDetailPath, backfillPath } from '../paths';
import './promotion.css';
import './AliasCard.css';

/** The state as a coloured label; the colour class is per state value (promotion.css). */
export const AliasStateTag = ({ alias }: { alias: Pick<WorksAlias, 'state' | 'stateLabel'> }) => (
  <span className={`alias-state alias-state-${alias.state}`}>{alias.stateLabel}</span>
);

/** The days and hours an active alias has left to be back-filled; nothing once back-filled. */
export function BackfillCountdown({ alias }: { alias: Pick<WorksAlias, 'state' | 'backfillDeadline'> }) {
  if (alias.state !== ALIAS_STATE.active.value || !alias.backfillDeadline) return null;
  const left = backfillTimeLeft(alias.backfillDeadline);
  return (
    <div className={left.urgent ? 'alias-countdown alias-countdown-urgent' : 'alias-countdown'}>
      <ClockIcon aria-hidden="true" />
      {left.text}
    </div>
  );
}

/** One of my aliases: the word to copy, its work, state, deadline, results and what can be done next. */
export function AliasCard({ alias }: { alias: WorksAlias }) {
  const remove = useDeleteAlias();
  const showsReason = alias.reason && (alias.state === ALIAS_STATE.rejected.value || alias.state === ALIAS_STATE.expired.value);

  async function confirmDelete() {
    const confirmed = await confirmDialog({
      title: '删除关键词',
      content: `删除后「${alias.alias}」将不再为你统计推广数据，确定删除吗？`,
      cancelText: '取消',
      confirmText: <span className="alias-danger">确认删除</span>,
    });
    if (!confirmed) return;
    // A refusal (income already attributed) is the server's message, toasted by request().
    const done = await remove.mutateAsync(alias.id).then(
      () => true,
      () => false,
    );
    if (done) void toast('已删除');
  }

  return (
    <article className="card alias-card" aria-label={`关键词 ${alias.alias}`}>
      <div className="alias-card-head">
        <div className="alias-card-word">
          <span className="alias-card-alias">{alias.alias}</span>
          <button type="button" className="alias-copy" onClick={() => void copyWithToast(alias.alias)}>
            复制
          </button>
        </div>
        <AliasStateTag alias={alias} />
      </div>
      <div className="alias-card-work">
        <Cover src={alias.workCover} alt={alias.workTitle} width={44} />
        <div className="alias-card-work-text">
          <div className="ellipsis-1 alias-card-title">{alias.workTitle}</div>
          <span className="tag-outline">{alias.taskPlatformName}</span>
        </div>
      </div>
      {showsReason && <div className="alias-reason">原因：{alias.reason}</div>}
      <BackfillCountdown alias={alias} />
      <dl className="alias-stats">
        <div>
          <dt>回填</dt>
          <dd className="num">{alias.linkCount}</dd>
        </div>
        <EarningRows alias={alias} />
      </dl>
      <div className="alias-actions">
        <button type="button" className="alias-action" onClick={() => void confirmDelete()} disabled={remove.isPending}>
          删除
        </button>
        <Link className="alias-action" to={aliasDetailPath(alias)}>
          详情
        </Link>
        {alias.state === ALIAS_STATE.active.value && (
          <Link className="alias-action alias-action-main" to={backfillPath(alias)}>
            回填
          </Link>
        )}
      </div>
    </article>
  );
}

/** What an alias has brought in, as rows of an `alias-stats` list (the card and the detail page). */
export function EarningRows({ alias }: { alias: WorksAlias }) {
  return (
    <>
      <div>
        <dt>收益</dt>
        <dd className="num alias-income">{yuan(alias.income)}</dd>
      </div>
      <div>
        <dt>新用户</dt>
        <dd className="num">{alias.newUsers}</dd>
      </div>
    </>
  );
}
