import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { flag, sortOf } from './query-params';

export const WORK_FILTERS = ['keyword', 'type', 'taskPlatformId', 'listed'] as const;
export type WorkFilter = (typeof WORK_FILTERS)[number];
export type WorkRow = CallData<'GET /admin-api/works/page'>['records'][number];

export const worksPageKey = ['admin-api', 'works', 'page'] as const;

const SORTS = ['updatedAt', 'createdAt', 'publishedAt', 'weight', 'heat'] as const;

/** One page of works for the table's state in the URL: filters, and the column sorted on. */
export const fetchWorksPage = ({ page, size, sort, filters: { listed, ...filters } }: TableParams<WorkFilter>) =>
  request('GET /admin-api/works/page', { query: { page, size, ...filters, listed: flag(listed), ...sortOf(SORTS, sort) } });
