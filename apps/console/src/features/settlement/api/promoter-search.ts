import { request } from '../../../lib/request';
import { settlementKey } from './imports-page';

export const promoterSearchKey = (keyword: string) => [...settlementKey, 'promoter-search', keyword] as const;

/** The promoter search (phone, promoter number, id or nickname) for the assignment picker: the first ten. */
export const searchPromoters = (keyword: string) =>
  request('GET /admin-api/promoters/page', { query: { page: 1, size: 10, keyword } });
