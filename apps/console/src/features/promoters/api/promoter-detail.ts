import type { CallData } from '@tuike/contract/call-types';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type PromoterDetail = CallData<'GET /admin-api/promoters/detail'>;

export const promoterDetailKey = (id: number) => ['admin-api', 'promoters', 'detail', id] as const;

/** The page shows a failure itself (404 or 加载失败 with 重试), so no toast. */
export const fetchPromoterDetail = (id: number) =>
  request('GET /admin-api/promoters/detail', { query: { id } }, { toastOnError: false });

/** One promoter's head: profile, status, money, the count of each tab; nothing is asked for an id that cannot be one. */
export const usePromoterDetail = (id: number | null) =>
  useQuery({ queryKey: promoterDetailKey(id ?? 0), queryFn: () => fetchPromoterDetail(id ?? 0), enabled: id !== null });
