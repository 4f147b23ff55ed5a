import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const articleDetailKey = (id: number) => ['admin-api', 'content', 'articles', 'detail', id] as const;

/** One article with its body, for the editor; `id` null while creating. */
export function useArticleDetail(id: number | null) {
  return useQuery({
    queryKey: articleDetailKey(id ?? 0),
    queryFn: () => request('GET /admin-api/content/articles/detail', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
