import { usePagedList } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { panKeys } from './keys';

/** A drive platform's listed resources, of one category or all. */
export const usePanResources = (taskPlatformId: number, category?: 1 | 2 | 3 | 4 | 5) =>
  usePagedList(panKeys.resources(taskPlatformId, category), (page, size) =>
    request('GET /api/pan/resource/page', { query: { taskPlatformId, ...(category ? { category } : {}), page, size } }),
  );
