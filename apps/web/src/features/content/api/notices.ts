import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notice } from '@tuike/contract/content';
import type { Page } from '@tuike/contract/envelope';
import { useEffect } from 'react';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { useSessionUser } from '../../../lib/session';

export const noticesKey = ['siteNotice', 'page'] as const;
export const noticeDetailKey = (id: number) => ['siteNotice', 'detail', id] as const;

export const fetchNoticePage = (page: number, size: number) => request('GET /api/siteNotice/page', { query: { page, size } });

/** The page shows a missing notice itself, so no toast on top. */
export const fetchNoticeDetail = (id: number) =>
  request('GET /api/siteNotice/detail', { query: { id } }, { toastOnError: false });

/** The newest notices for the home strip; quiet on failure, the strip simply hides. */
export const latestNoticesQuery = {
  queryKey: [...noticesKey, 'latest'],
  queryFn: () =>
    request('GET /api/siteNotice/page', { query: { page: 1, size: 5 } }, { toastOnError: false }).then((p) => p.records),
};

export const useLatestNotices = () => useQuery(latestNoticesQuery);

/** Read marks belong to the logged-in user, so each user (and the visitor) has a list of their own. */
export function useNoticePage() {
  const userId = useSessionUser()?.id ?? 0;
  return usePagedList<Notice>([...noticesKey, 'list', userId], fetchNoticePage);
}

/** Marks a notice read in every cached list page, so the dot goes without a refetch. */
export function markNoticeReadInCache(client: QueryClient, id: number) {
  client.setQueriesData<InfiniteData<Page<Notice>>>(
    { queryKey: [...noticesKey, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, records: p.records.map((n) => (n.id === id ? { ...n, read: true } : n)) })),
      },
  );
}

/** Opening a notice marks it read on the server (for a logged-in user); the lists follow. */
export function useNoticeDetail(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: noticeDetailKey(id ?? 0), queryFn: () => fetchNoticeDetail(id!), enabled: id !== null });
  const read = query.data?.read;
  useEffect(() => {
    if (read && id !== null) markNoticeReadInCache(client, id);
  }, [client, id, read]);
  return query;
}
