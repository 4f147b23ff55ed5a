import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@tuike/contract/content';
import { request } from '../../../lib/request';

export const bannersKey = ['config', 'banners'] as const;

export const useBanners = () =>
  useQuery({
    queryKey: bannersKey,
    queryFn: () => request<Banner[]>({ url: '/dev/config/GetIndexBannerList' }),
    staleTime: 300_000,
  });
