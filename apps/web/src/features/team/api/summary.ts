import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { teamKeys } from './keys';

/** My invite code, the team's counts, funnel and money; the page shows its own error state. */
export const useTeamSummary = () =>
  useQuery({
    queryKey: teamKeys.summary,
    queryFn: () => request('GET /api/team/summary', {}, { toastOnError: false }),
  });
