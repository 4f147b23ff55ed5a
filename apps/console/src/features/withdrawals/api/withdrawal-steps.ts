import type { CallBody } from '@tuike/contract/call-types';
import { request, type RequestOptions } from '../../../lib/request';

/**
 * The steps that move a withdrawal. Each takes the request's key (`requestId`, `newUuid()`), made once
 * per decision (when its confirmation or form opens): sent again after a lost answer it answers the
 * same, while a second decision by anyone is refused (409) by the server.
 */

export const approveWithdrawal = (body: CallBody<'POST /admin-api/withdrawals/approve'>, options?: RequestOptions) =>
  request('POST /admin-api/withdrawals/approve', { body }, options);

export const rejectWithdrawal = (body: CallBody<'POST /admin-api/withdrawals/reject'>) =>
  request('POST /admin-api/withdrawals/reject', { body });

export const startPayout = (body: CallBody<'POST /admin-api/withdrawals/startPayout'>) =>
  request('POST /admin-api/withdrawals/startPayout', { body });

export const recordTransfer = (body: CallBody<'POST /admin-api/withdrawals/recordTransfer'>, options?: RequestOptions) =>
  request('POST /admin-api/withdrawals/recordTransfer', { body }, options);

export const syncPayout = (id: number) => request('POST /admin-api/withdrawals/sync', { body: { id } });
