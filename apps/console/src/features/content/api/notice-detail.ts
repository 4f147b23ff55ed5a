import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const noticeDetailKey = (id: number) => ['admin-api', 'content', 'notices', 'detail', id] as const;

/** One notice with its body, for the editor; `id` null while creating (nothing to load). */
export function useNoticeDetail(id: number | null) {
  return useQuery({
    queryKey: noticeDetailKey(id ?? 0),
    queryFn: () => request('GET /admin-api/content/notices/detail', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
