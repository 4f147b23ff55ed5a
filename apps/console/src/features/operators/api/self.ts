import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

// Each form shows the server's refusal under its own field (placeServerError), so nothing is toasted.
const form = { toastOnError: false } as const;

export const changeOwnPassword = (body: CallBody<'POST /admin-api/auth/password'>) =>
  request('POST /admin-api/auth/password', { body }, form);
/** A new authenticator secret with its QR; not in force until `enableTotp` confirms a code from it. */
export const setupTotp = () => request('POST /admin-api/auth/totp/setup');
/** Answers the 10 recovery codes, which the server never shows again. */
export const enableTotp = (code: string) => request('POST /admin-api/auth/totp/enable', { body: { code } }, form);
export const disableTotp = (code: string) => request('POST /admin-api/auth/totp/disable', { body: { code } }, form);
