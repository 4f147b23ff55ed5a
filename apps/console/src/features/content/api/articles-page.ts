import type { ArticleKind } from '@tuike/contract/enums';
import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { stateFilter } from './content-state';

export const ARTICLE_FILTERS = ['kind', 'category', 'state', 'keyword'] as const;
export type ArticleFilter = (typeof ARTICLE_FILTERS)[number];
export type ArticleRow = CallData<'GET /admin-api/content/articles/page'>['records'][number];

export const articlesPageKey = ['admin-api', 'content', 'articles', 'page'] as const;

/**
 * One page of articles of `kinds` (the FAQ page: faq; 教程/文章: tutorial, article, about), narrowed by
 * the URL's kind when it is one of them.
 */
export const fetchArticlesPage =
  (kinds: readonly ArticleKind[]) =>
  ({ page, size, filters }: TableParams<ArticleFilter>) => {
    const kind = kinds.find((k) => k === filters.kind) ?? (kinds.length === 1 ? kinds[0] : undefined);
    return request('GET /admin-api/content/articles/page', {
      query: { page, size, kind, category: filters.category, keyword: filters.keyword, state: stateFilter(filters.state) },
    });
  };
