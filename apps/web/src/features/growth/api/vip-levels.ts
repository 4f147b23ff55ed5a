import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const vipLevelsKey = ['vip', 'levels'] as const;

export const fetchVipLevels = () => request('GET /api/vip/levels');

export const useVipLevels = () => useQuery({ queryKey: vipLevelsKey, queryFn: fetchVipLevels, staleTime: 300_000 });
