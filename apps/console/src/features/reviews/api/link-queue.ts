import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { queueQuery } from './queue-params';

export const LINK_FILTERS = ['state', 'platform', 'keyword', 'promoter', 'from', 'to'] as const;
export type LinkFilter = (typeof LINK_FILTERS)[number];
export type LinkReviewRow = CallData<'GET /admin-api/reviews/links/page'>['records'][number];

export const linkQueueKey = ['admin-api', 'reviews', 'links', 'page'] as const;

/** One page of the back-fill queue for the table's state in the URL. */
export const fetchLinkQueue = (params: TableParams<LinkFilter>) =>
  request('GET /admin-api/reviews/links/page', { query: queueQuery(params, 'state', '1') });
