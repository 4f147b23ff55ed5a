import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export type LoginBody = CallBody<'POST /admin-api/auth/login'>;

/** The form shows every failure itself (by errorCode and field), so nothing is toasted. */
export const login = (body: LoginBody) => request('POST /admin-api/auth/login', { body }, { toastOnError: false });

/** A new picture: asked for when the server says CAPTCHA_REQUIRED, and after each attempt that used one up. */
export const loadCaptcha = () => request('GET /admin-api/auth/captcha', undefined, { toastOnError: false });
