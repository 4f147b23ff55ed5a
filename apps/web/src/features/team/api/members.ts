import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { teamKeys } from './keys';

/** My direct members, newest first. */
export const useTeamMembers = () =>
  usePagedList(teamKeys.members, (page, size) => request('GET /api/team/members/page', { query: { page, size } }));
