import { request } from '../../../lib/request';

/** 停用: every session of the promoter ends at once and login is refused; answers their new head. */
export const disablePromoter = (id: number, reason: string) =>
  request('POST /admin-api/promoters/disable', { body: { id, reason } });
