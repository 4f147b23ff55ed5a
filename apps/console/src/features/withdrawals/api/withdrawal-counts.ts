import { request } from '../../../lib/request';
import { apiFilters, type WithdrawalFilter, withdrawalsKey } from './withdrawals-page';

export const withdrawalCountsKey = [...withdrawalsKey, 'counts'] as const;

/** How many withdrawals each status holds under the queue's filters (its tabs). */
export const fetchWithdrawalCounts = (filters: Partial<Record<WithdrawalFilter, string>>) =>
  request('GET /admin-api/withdrawals/counts', { query: apiFilters(filters) });
