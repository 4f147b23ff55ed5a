import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { teamKeys } from './keys';

/** One member with my rebates from them; the page shows a missing one itself, so no toast. */
export const useTeamMember = (id: number | null) =>
  useQuery({
    queryKey: teamKeys.member(id ?? 0),
    queryFn: () => request('GET /api/team/member/detail', { query: { id: id ?? 0 } }, { toastOnError: false }),
    enabled: id !== null,
  });
