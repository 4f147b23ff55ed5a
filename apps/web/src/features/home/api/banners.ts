import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const bannersKey = ['config', 'banners'] as const;

export const useBanners = () =>
  useQuery({
    queryKey: bannersKey,
    queryFn: () => request('GET /dev/config/GetIndexBannerList'),
    staleTime: 300_000,
  });
