import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { queueQuery } from './queue-params';

export const ALIAS_FILTERS = ['state', 'taskPlatformId', 'keyword', 'promoter', 'from', 'to'] as const;
export type AliasFilter = (typeof ALIAS_FILTERS)[number];
export type AliasReviewRow = CallData<'GET /admin-api/reviews/aliases/page'>['records'][number];

export const aliasQueueKey = ['admin-api', 'reviews', 'aliases', 'page'] as const;

/** One page of the alias queue (aliases on manual-review platforms) for the table's state in the URL. */
export const fetchAliasQueue = (params: TableParams<AliasFilter>) =>
  request('GET /admin-api/reviews/aliases/page', { query: queueQuery(params, 'state', '1') });
