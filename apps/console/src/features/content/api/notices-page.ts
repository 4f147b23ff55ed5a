import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { stateFilter } from './content-state';

export const NOTICE_FILTERS = ['state', 'keyword'] as const;
export type NoticeFilter = (typeof NOTICE_FILTERS)[number];
export type NoticeRow = CallData<'GET /admin-api/content/notices/page'>['records'][number];

export const noticesPageKey = ['admin-api', 'content', 'notices', 'page'] as const;

/** One page of notices, drafts and scheduled ones included: pinned first, then newest. */
export const fetchNoticesPage = ({ page, size, filters }: TableParams<NoticeFilter>) =>
  request('GET /admin-api/content/notices/page', {
    query: { page, size, keyword: filters.keyword, state: stateFilter(filters.state) },
  });
