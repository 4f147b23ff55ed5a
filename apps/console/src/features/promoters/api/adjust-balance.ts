import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

/** 调整余额 (admin). The form places the server's errors on its fields (amount, reason), so no toast. */
export const adjustBalance = (body: CallBody<'POST /admin-api/promoters/adjustBalance'>) =>
  request('POST /admin-api/promoters/adjustBalance', { body }, { toastOnError: false });
