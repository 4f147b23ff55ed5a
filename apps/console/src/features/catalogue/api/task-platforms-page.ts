import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { flag, sortOf } from './query-params';

export const PLATFORM_FILTERS = ['keyword', 'category', 'settlementType', 'enabled'] as const;
export type PlatformFilter = (typeof PLATFORM_FILTERS)[number];
export type PlatformRow = CallData<'GET /admin-api/task-platforms/page'>['records'][number];

export const taskPlatformsPageKey = ['admin-api', 'task-platforms', 'page'] as const;

const SORTS = ['sort', 'createdAt', 'id'] as const;

export const fetchTaskPlatformsPage = ({ page, size, sort, filters: { enabled, ...filters } }: TableParams<PlatformFilter>) =>
  request('GET /admin-api/task-platforms/page', { query: { page, size, ...filters, enabled: flag(enabled), ...sortOf(SORTS, sort) } });

/** Every platform, for the pickers of the works and tasks forms (a few dozen at most). */
export const allPlatformsKey = ['admin-api', 'task-platforms', 'all'] as const;
export const fetchAllPlatforms = () => request('GET /admin-api/task-platforms/page', { query: { size: 100 } });
