import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const faqKey = (keyword: string) => ['article', 'FAQ', keyword] as const;

export const fetchFaq = (keyword: string) => request('GET /api/article/FAQ', { query: { keyword } });

/** The previous answers stay while a new search word loads, so the list does not flash. */
export const useFaq = (keyword: string) =>
  useQuery({ queryKey: faqKey(keyword), queryFn: () => fetchFaq(keyword), placeholderData: keepPreviousData });
