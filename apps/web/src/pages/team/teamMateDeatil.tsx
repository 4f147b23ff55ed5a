import type { TeamMemberDetail, TeamRebateLine } from '@tuike/contract/team';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { PullToRefresh } from '../../components/PullToRefresh';
import { EmptyState, ErrorState, ListSkeleton, Shimmer } from '../../components/StateViews';
import { useTeamMember } from '../../features/team/api/member-detail';
import { RebateLineItem } from '../../features/team/components/RebateLineItem';
import { RebateSourceSheet } from '../../features/team/components/RebateSourceSheet';
import { StepChip } from '../../features/team/components/StepChip';
import { TEAM_STEP_LABELS, TEAM_STEP_ORDER } from '../../features/team/steps';
import { yuan } from '../../lib/format';
import { dateTime } from '../../lib/format-date';
import './teamMateDeatil.css';

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card mate-head">
        <Shimmer className="mate-sk-avatar" />
        <Shimmer className="mate-sk-name" />
      </div>
      <div className="card">
        {[0, 1, 2, 3].map((i) => (
          <Shimmer key={i} className="mate-sk-step" />
        ))}
      </div>
      <ListSkeleton cover={false} rows={2} />
    </div>
  );
}

/** The member's steps as a timeline: a filled dot and the date for each reached, a hollow one for the rest. */
function Steps({ m }: { m: TeamMemberDetail }) {
  return (
    <section className="card" aria-label="成员进度">
      <h2 className="mate-title">成员进度</h2>
      <ol className="mate-steps">
        {TEAM_STEP_ORDER.map((step) => {
          const at = m.steps[step];
          return (
            <li key={step} className={at ? 'mate-step mate-step-done' : 'mate-step'}>
              <span className="mate-step-dot" aria-hidden="true" />
              <span className="mate-step-label">{TEAM_STEP_LABELS[step]}</span>
              <span className="mate-step-at">{at ? dateTime(at) : '未完成'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** 成员详情 (?id=): one member's progress and every rebate I earned from them, each with its source. */
export default function TeamMateDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const detail = useTeamMember(id);
  const [open, setOpen] = useState<TeamRebateLine | null>(null);

  let body;
  if (id === null || (detail.error as { code?: number } | null)?.code === 404)
    body = (
      <EmptyState
        text="没有找到这位成员"
        action={
          <button type="button" className="btn-outline" onClick={() => navigate(to('team/newTeam'), { replace: true })}>
            查看我的团队
          </button>
        }
      />
    );
  else if (detail.isError) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (detail.isPending) body = <DetailSkeleton />;
  else {
    const m = detail.data;
    body = (
      <PullToRefresh onRefresh={() => detail.refetch()}>
        <section className="card mate-head">
          <span className="mate-avatar" aria-hidden="true">
            {m.nickname.slice(0, 1)}
          </span>
          <span className="mate-who">
            <span className="mate-name ellipsis-1">{m.nickname}</span>
            <span className="mate-phone num">{m.phoneMasked}</span>
          </span>
          <StepChip step={m.step} />
        </section>
        <Steps m={m} />
        <h2 className="section-title">
          来自 TA 的奖励
          <span className="mate-total num">
            {yuan(m.rebateTotal)} · {m.rebateCount} 笔
          </span>
        </h2>
        {m.rebates.length === 0 ? (
          <EmptyState text="TA 还没有结算收益，收益结算后你的奖励会逐笔出现在这里" />
        ) : (
          <>
            {m.rebates.map((r) => (
              <RebateLineItem key={r.id} r={r} onOpen={() => setOpen(r)} />
            ))}
            <div className="list-end">
              {m.rebateCount > m.rebates.length ? `仅显示最近 ${m.rebates.length} 笔` : '没有更多了'}
            </div>
          </>
        )}
      </PullToRefresh>
    );
  }
  return (
    <PageShell>
      {body}
      <RebateSourceSheet r={open} onClose={() => setOpen(null)} />
    </PageShell>
  );
}
