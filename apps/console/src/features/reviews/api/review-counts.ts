import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const reviewCountsKey = ['admin-api', 'reviews', 'counts'] as const;

/** How many rows wait in each queue, for the tabs' badges; asked again after every decision. */
export const useReviewCounts = () =>
  useQuery({ queryKey: reviewCountsKey, queryFn: () => request('GET /admin-api/reviews/counts') });
