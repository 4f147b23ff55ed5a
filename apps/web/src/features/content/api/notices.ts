import { useQuery } from '@tanstack/react-query';
import type { Notice } from '@tuike/contract/content';
import type { Page } from '@tuike/contract/envelope';
import { request } from '../../../lib/request';

export const noticesKey = ['siteNotice', 'page'] as const;

export const fetchNoticePage = (page: number, size: number) => request<Page<Notice>>({ url: '/api/siteNotice/page', params: { page, size } });

/** The newest notices for the home strip; quiet on failure, the strip simply hides. */
export const useLatestNotices = () =>
  useQuery({
    queryKey: [...noticesKey, 'latest'],
    queryFn: () => request<Page<Notice>>({ url: '/api/siteNotice/page', params: { page: 1, size: 5 }, toastOnError: false }).then((p) => p.records),
  });
