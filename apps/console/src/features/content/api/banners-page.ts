import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { stateFilter } from './content-state';

export const BANNER_FILTERS = ['state', 'keyword'] as const;
export type BannerFilter = (typeof BANNER_FILTERS)[number];
export type BannerRow = CallData<'GET /admin-api/content/banners/page'>['records'][number];

export const bannersPageKey = ['admin-api', 'content', 'banners', 'page'] as const;

/** One page of banners (every state) for the table's state in the URL, in carousel order. */
export const fetchBannersPage = ({ page, size, filters }: TableParams<BannerFilter>) =>
  request('GET /admin-api/content/banners/page', {
    query: { page, size, keyword: filters.keyword, state: stateFilter(filters.state) },
  });
