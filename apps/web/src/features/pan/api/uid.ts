import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { panKeys } from './keys';

/** My UID on a drive platform (null until my first promotion there) and how to find it. */
export const usePanUid = (taskPlatformId: number | null) =>
  useQuery({
    queryKey: panKeys.uid(taskPlatformId),
    queryFn: () => request('GET /api/pan/GetUid', { query: { taskPlatformId: taskPlatformId! } }, { toastOnError: false }),
    enabled: taskPlatformId !== null,
  });
