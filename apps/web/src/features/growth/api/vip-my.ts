import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const vipMyKey = ['vip', 'my'] as const;

export const fetchVipMy = () => request('GET /api/vip/my');

export const useVipMy = () => useQuery({ queryKey: vipMyKey, queryFn: fetchVipMy });
