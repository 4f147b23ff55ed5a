import { useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@tuike/contract/content';
import { request } from '../../../lib/request';

/** An article by id, or the first of a kind (`about`). */
export type ArticleRef = { id: number } | { kind: string };

export const articleKey = (ref: ArticleRef) => ['article', 'detail', ref] as const;

/** The pages show a missing article themselves, so no toast on top. */
export const fetchArticle = (ref: ArticleRef) =>
  request<ArticleDetail>({
    url: '/api/article/detail',
    params: 'id' in ref ? { id: ref.id } : { kind: ref.kind },
    toastOnError: false,
  });

export const useArticle = (ref: ArticleRef | null) =>
  useQuery({ queryKey: articleKey(ref ?? { id: 0 }), queryFn: () => fetchArticle(ref!), enabled: ref !== null });
