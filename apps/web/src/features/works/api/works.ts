import { useQuery } from '@tanstack/react-query';
import type { WorksListQuery } from '@tuike/contract/works';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';

export type WorksFilter = Omit<WorksListQuery, 'page' | 'size'>;

export const worksKeys = {
  list: (f: WorksFilter) => ['works', 'list', f] as const,
};

export const fetchWorks = (f: WorksFilter, page: number, size: number) =>
  request('GET /api/works/list', { query: { ...f, page, size } });

export const useWorksList = (f: WorksFilter) => usePagedList(worksKeys.list(f), (page, size) => fetchWorks(f, page, size));

/** A short, non-paged strip (home page sections). */
export const useWorksStrip = (f: WorksFilter, size: number) =>
  useQuery({ queryKey: [...worksKeys.list(f), size], queryFn: () => fetchWorks(f, 1, size).then((p) => p.records) });
