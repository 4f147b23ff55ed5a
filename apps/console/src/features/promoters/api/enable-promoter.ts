import { request } from '../../../lib/request';

/** 启用: the promoter may log in again; answers their new head. */
export const enablePromoter = (id: number) => request('POST /admin-api/promoters/enable', { body: { id } });
