import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { sortOf } from './query-params';

export const MCN_FILTERS = ['keyword', 'taskPlatformId', 'status'] as const;
export type McnFilter = (typeof MCN_FILTERS)[number];
export type McnRow = CallData<'GET /admin-api/mcn-tasks/page'>['records'][number];
const STATUSES = ['unpublished', 'upcoming', 'open', 'ended'] as const;
const SORTS = ['endsAt', 'startsAt', 'createdAt'] as const;

export const mcnTasksPageKey = ['admin-api', 'mcn-tasks', 'page'] as const;

export const fetchMcnTasksPage = ({ page, size, sort, filters: { status, ...filters } }: TableParams<McnFilter>) =>
  request('GET /admin-api/mcn-tasks/page', {
    query: {
      page,
      size,
      ...filters,
      status: STATUSES.find((s) => s === status),
      ...sortOf(SORTS, sort),
    },
  });
