import type { TeamMember } from '@tuike/contract/team';
import { Link, useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { ListEnd } from '../../components/PagedList';
import { PageShell } from '../../components/PageShell';
import { PullToRefresh } from '../../components/PullToRefresh';
import { EmptyState, ErrorState, ListSkeleton, Shimmer } from '../../components/StateViews';
import { useTeamMembers } from '../../features/team/api/members';
import { useTeamSummary } from '../../features/team/api/summary';
import { MemberItem } from '../../features/team/components/MemberItem';
import { TeamFunnel } from '../../features/team/components/TeamFunnel';
import { TeamHead } from '../../features/team/components/TeamHead';
import './newTeam.css';

function SummarySkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <Shimmer className="new-team-sk-head" />
      <div className="card">
        {[0, 1, 2, 3].map((i) => (
          <Shimmer key={i} className="new-team-sk-step" />
        ))}
      </div>
      <ListSkeleton cover={false} rows={3} />
    </div>
  );
}

/** 我的团队: my rebates and the team's income, the funnel of my members, then the members, newest first. */
export default function NewTeamPage() {
  const summary = useTeamSummary();
  const members = useTeamMembers();
  const navigate = useNavigate();
  const invite = (
    <button type="button" className="btn-solid" onClick={() => navigate(to('team/invite'))}>
      去邀请好友
    </button>
  );

  let body;
  if (summary.isError) body = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  else if (summary.isPending || members.isPending) body = <SummarySkeleton />;
  else {
    const s = summary.data;
    let list;
    if (members.firstPageFailed) list = <ErrorState error={members.firstPageError} onRetry={() => void members.refetch()} />;
    else if (members.records.length === 0)
      list = <EmptyState text="还没有成员，把邀请链接或海报发给好友，好友注册后会出现在这里" action={invite} />;
    else
      list = (
        <>
          {members.records.map((m: TeamMember) => (
            <MemberItem key={m.id} m={m} onOpen={() => navigate(to('team/teamMateDeatil', { id: m.id }))} />
          ))}
          <ListEnd list={members} />
        </>
      );
    body = (
      <PullToRefresh onRefresh={() => Promise.all([summary.refetch(), members.refetch()])}>
        <TeamHead s={s} />
        <TeamFunnel funnel={s.funnel} />
        <h2 className="section-title">直属成员（{s.counts.direct}）</h2>
        {list}
      </PullToRefresh>
    );
  }
  return (
    <PageShell
      right={
        <Link className="new-team-invite-link" to={to('team/invite')}>
          邀请
        </Link>
      }
    >
      {body}
    </PageShell>
  );
}
