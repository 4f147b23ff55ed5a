import { useQuery } from '@tanstack/react-query';
import type { WorksListQuery } from '@tuike/contract/works';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';

export type WorksFilter = Omit<WorksListQuery, 'page' | 'size' | 'cursor'>;

export const worksKeys = {
  list: (f: WorksFilter) => ['works', 'list', f] as const,
};

/** By cursor after the first page: a page number reaches only 1,000 rows deep (PAGE_TOO_DEEP). */
export const fetchWorks = (f: WorksFilter, page: number, size: number, cursor?: string) =>
  request('GET /api/works/list', { query: cursor ? { ...f, size, cursor } : { ...f, page, size } });

export const useWorksList = (f: WorksFilter) =>
  usePagedList(worksKeys.list(f), (page, size, cursor) => fetchWorks(f, page, size, cursor));

/** A short, non-paged strip (home page sections). */
export const useWorksStrip = (f: WorksFilter, size: number) =>
  useQuery({ queryKey: [...worksKeys.list(f), size], queryFn: () => fetchWorks(f, 1, size).then((p) => p.records) });
