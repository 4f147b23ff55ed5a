import type { CallData, CallQuery } from '@tuike/contract/call-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type DashboardDaily = CallData<'GET /admin-api/dashboard/daily'>;
export type DashboardQuery = NonNullable<CallQuery<'GET /admin-api/dashboard/daily'>>;
export type DashboardFigures = DashboardDaily['totals'];
export type DashboardDay = DashboardDaily['days'][number];

export const dashboardDailyKey = (query: DashboardQuery) => ['admin-api', 'dashboard', 'daily', query] as const;

/** The figures of a range; the previous range's answer stays on screen (dimmed) while the next one loads. */
export function useDashboardDaily(query: DashboardQuery) {
  return useQuery({
    queryKey: dashboardDailyKey(query),
    queryFn: () => request('GET /admin-api/dashboard/daily', { query }),
    placeholderData: keepPreviousData,
  });
}
