import { callGroup, defineCall } from '../call';
import { ZPageQuery } from '../envelope';
import { ZTeamMemberDetailResponse, ZTeamMemberQuery, ZTeamMembersPageResponse, ZTeamSummaryResponse } from '../team';

const tags = ['team'];

/** My team (not in the spec, which has the screens but no call): my invitees, their progress and my rebates. */
export const teamCalls = callGroup({
  'GET /api/team/summary': defineCall({
    method: 'GET',
    path: '/api/team/summary',
    audience: 'promoter',
    tags,
    summary: 'My invite code and link, team counts, the funnel, team income and my rebates (added: not in the spec)',
    response: ZTeamSummaryResponse,
  }),
  'GET /api/team/members/page': defineCall({
    method: 'GET',
    path: '/api/team/members/page',
    audience: 'promoter',
    tags,
    summary: 'My direct members, newest first, with their funnel step (added: not in the spec)',
    query: ZPageQuery,
    response: ZTeamMembersPageResponse,
  }),
  'GET /api/team/member/detail': defineCall({
    method: 'GET',
    path: '/api/team/member/detail',
    audience: 'promoter',
    tags,
    summary:
      "One of my members: the funnel with dates and my rebates from them, each with its source line's provenance (added: not in the spec)",
    query: ZTeamMemberQuery,
    response: ZTeamMemberDetailResponse,
  }),
});
