import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const bannersKey = ['config', 'banners'] as const;

/** Shared with the entry's preload (app/home-preload.ts), so the page adopts the request already under way. */
export const bannersQuery = {
  queryKey: bannersKey,
  queryFn: () => request('GET /dev/config/GetIndexBannerList'),
  staleTime: 300_000,
};

export const useBanners = () => useQuery(bannersQuery);
