import type { CallData } from '@tuike/contract/call-types';
import type { PromoterStatus } from '@tuike/contract/promoter-values';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

export const PROMOTER_FILTERS = ['keyword', 'status'] as const;
export type PromoterFilter = (typeof PROMOTER_FILTERS)[number];
export type PromoterRow = CallData<'GET /admin-api/promoters/page'>['records'][number];

export const promotersPageKey = ['admin-api', 'promoters', 'page'] as const;

/** One page of the promoter search for the table's state in the URL. */
export const fetchPromotersPage = ({ page, size, filters }: TableParams<PromoterFilter>) =>
  request('GET /admin-api/promoters/page', {
    query: { page, size, keyword: filters.keyword, status: filters.status as PromoterStatus | undefined },
  });
