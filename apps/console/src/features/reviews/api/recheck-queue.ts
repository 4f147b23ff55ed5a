import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { queueQuery } from './queue-params';

export const APPLICATION_FILTERS = ['state', 'platform', 'promoter', 'from', 'to'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
export type RecheckRow = CallData<'GET /admin-api/reviews/rechecks/page'>['records'][number];
export type WhitelistRow = CallData<'GET /admin-api/reviews/whitelist/page'>['records'][number];

export const recheckQueueKey = ['admin-api', 'reviews', 'rechecks', 'page'] as const;
export const whitelistQueueKey = ['admin-api', 'reviews', 'whitelist', 'page'] as const;

/** One page of the re-check queue for the table's state in the URL. */
export const fetchRecheckQueue = (params: TableParams<ApplicationFilter>) =>
  request('GET /admin-api/reviews/rechecks/page', { query: queueQuery(params, 'state', '1') });

/** One page of the whitelist queue for the table's state in the URL. */
export const fetchWhitelistQueue = (params: TableParams<ApplicationFilter>) =>
  request('GET /admin-api/reviews/whitelist/page', { query: queueQuery(params, 'state', '1') });
