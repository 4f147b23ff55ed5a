import type { ArticleKind } from '@tuike/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The categories in use for one kind, offered while typing a category (a new one may still be typed). */
export function useArticleCategories(kind: ArticleKind) {
  return useQuery({
    queryKey: ['admin-api', 'content', 'articles', 'categories', kind],
    queryFn: () => request('GET /admin-api/content/articles/categories', { query: { kind } }),
  });
}
