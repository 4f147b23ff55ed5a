import { useQuery } from '@tanstack/react-query';
import type { Article } from '@tuike/contract/content';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';

export const tutorialCategoriesKey = ['article', 'tutorial', 'categories'] as const;
export const tutorialsKey = (category: string) => ['article', 'tutorial', 'page', category] as const;

export const fetchTutorialCategories = () => request('GET /api/article/tutorial/categories');

export const fetchTutorialPage = (category: string, page: number, size: number) =>
  request('GET /api/article/tutorial/page', { query: { page, size, category } });

export const useTutorialCategories = () =>
  useQuery({ queryKey: tutorialCategoriesKey, queryFn: fetchTutorialCategories, staleTime: 300_000 });

/** One tab of tutorials; '' is every category. */
export const useTutorialPage = (category: string) =>
  usePagedList<Article>(tutorialsKey(category), (page, size) => fetchTutorialPage(category, page, size));
