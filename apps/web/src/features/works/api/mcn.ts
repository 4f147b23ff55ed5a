import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallQuery } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';

type McnTaskFilter = Omit<CallQuery<'GET /api/mcnProviderTask/link/getTaskPromotionList'>, 'page' | 'size'>;

/** Every star/MCN query starts with 'mcn', so taking a task refreshes lists and details at once. */
const mcnKeys = {
  all: ['mcn'] as const,
  list: (f: McnTaskFilter) => ['mcn', 'list', f] as const,
  detail: (id: number | null) => ['mcn', 'detail', id] as const,
};

export const useMcnTasks = (f: McnTaskFilter, enabled = true) =>
  usePagedList(
    mcnKeys.list(f),
    (page, size) => request('GET /api/mcnProviderTask/link/getTaskPromotionList', { query: { ...f, page, size } }),
    enabled,
  );

export const useMcnTaskDetail = (id: number | null) =>
  useQuery({
    queryKey: mcnKeys.detail(id),
    queryFn: () =>
      request('GET /api/mcnProviderTask/link/GetTaskPromotionDetail', { query: { id: id! } }, { toastOnError: false }),
    enabled: id !== null,
  });

/** Takes a task (or asks again for a taken one): answers my channel link. */
export function useJoinMcnTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => request('POST /api/mcnProviderTask/link/Join', { body: { taskId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mcnKeys.all }),
  });
}
