import { useQuery } from '@tanstack/react-query';
import type { Page } from '@tuike/contract/envelope';
import type { Work, WorkDetail, WorkMaterial, WorksListQuery } from '@tuike/contract/works';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';

export type WorksFilter = Omit<WorksListQuery, 'page' | 'size'>;

export const worksKeys = {
  list: (f: WorksFilter) => ['works', 'list', f] as const,
  detail: (id: number) => ['works', 'detail', id] as const,
  videos: (id: number) => ['works', 'videos', id] as const,
};

export const fetchWorks = (f: WorksFilter, page: number, size: number) =>
  request<Page<Work>>({ url: '/api/works/list', params: { ...f, page, size } });

export const useWorksList = (f: WorksFilter) => usePagedList(worksKeys.list(f), (page, size) => fetchWorks(f, page, size));

/** A short, non-paged strip (home page sections). */
export const useWorksStrip = (f: WorksFilter, size: number) =>
  useQuery({ queryKey: [...worksKeys.list(f), size], queryFn: () => fetchWorks(f, 1, size).then((p) => p.records) });

export const useWorkDetail = (id: number) =>
  useQuery({ queryKey: worksKeys.detail(id), queryFn: () => request<WorkDetail>({ url: '/api/works/detail', params: { id } }) });

export const useWorkVideos = (id: number) =>
  useQuery({
    queryKey: worksKeys.videos(id),
    queryFn: () => request<WorkMaterial[]>({ url: '/api/works/videos', params: { id } }),
  });
