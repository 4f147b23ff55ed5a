import { useQuery } from '@tanstack/react-query';
import type { ArticleKind } from '@tuike/contract/enums';
import { request } from '../../../lib/request';

/** An article by id, or the first of a kind (`about`). */
export type ArticleRef = { id: number } | { kind: ArticleKind };

export const articleKey = (ref: ArticleRef) => ['article', 'detail', ref] as const;

/** The pages show a missing article themselves, so no toast on top. */
export const fetchArticle = (ref: ArticleRef) =>
  request('GET /api/article/detail', { query: 'id' in ref ? { id: ref.id } : { kind: ref.kind } }, { toastOnError: false });

export const useArticle = (ref: ArticleRef | null) =>
  useQuery({ queryKey: articleKey(ref ?? { id: 0 }), queryFn: () => fetchArticle(ref!), enabled: ref !== null });
