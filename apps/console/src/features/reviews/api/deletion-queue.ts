import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { queueQuery } from './queue-params';

export const DELETION_FILTERS = ['status', 'promoter', 'from', 'to'] as const;
export type DeletionFilter = (typeof DELETION_FILTERS)[number];
export type DeletionReviewRow = CallData<'GET /admin-api/reviews/deletions/page'>['records'][number];

export const deletionQueueKey = ['admin-api', 'reviews', 'deletions', 'page'] as const;

/** One page of the account deletion applications for the table's state in the URL. */
export const fetchDeletionQueue = (params: TableParams<DeletionFilter>) =>
  request('GET /admin-api/reviews/deletions/page', { query: queueQuery(params, 'status', 'pending') });
