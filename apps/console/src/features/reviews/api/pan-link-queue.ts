import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { queueQuery } from './queue-params';

export const PAN_LINK_FILTERS = ['state', 'platform', 'keyword', 'promoter', 'from', 'to'] as const;
export type PanLinkFilter = (typeof PAN_LINK_FILTERS)[number];
export type PanLinkReviewRow = CallData<'GET /admin-api/reviews/pan-links/page'>['records'][number];

export const panLinkQueueKey = ['admin-api', 'reviews', 'pan-links', 'page'] as const;

/** One page of the cloud-drive back-fill queue for the table's state in the URL. */
export const fetchPanLinkQueue = (params: TableParams<PanLinkFilter>) =>
  request('GET /admin-api/reviews/pan-links/page', { query: queueQuery(params, 'state', '1') });
