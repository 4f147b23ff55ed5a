import type { CallBody, CallData } from '@tuike/contract/call-types';
import type { UnmatchedReason, UnmatchedStatus } from '@tuike/contract/settlement-rules';
import { request, type RequestOptions } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { settlementKey } from './imports-page';

export const UNMATCHED_FILTERS = ['taskPlatformId', 'status', 'reason', 'keyword'] as const;
export type UnmatchedFilter = (typeof UNMATCHED_FILTERS)[number];
export type UnmatchedRow = CallData<'GET /admin-api/settlement/unmatched/page'>['records'][number];

export const unmatchedPageKey = [...settlementKey, 'unmatched', 'page'] as const;

/** The queue opens on what waits; `all` in the URL asks for every status. */
export const fetchUnmatchedPage = ({ page, size, filters }: TableParams<UnmatchedFilter>) => {
  const status = filters.status ?? 'waiting';
  return request('GET /admin-api/settlement/unmatched/page', {
    query: {
      page,
      size,
      taskPlatformId: filters.taskPlatformId,
      reason: filters.reason as UnmatchedReason | undefined,
      keyword: filters.keyword,
      status: status === 'all' ? undefined : (status as UnmatchedStatus),
    },
  });
};

export const assignUnmatched = (body: CallBody<'POST /admin-api/settlement/unmatched/assign'>, options?: RequestOptions) =>
  request('POST /admin-api/settlement/unmatched/assign', { body }, options);
