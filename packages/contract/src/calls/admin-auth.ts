import { callGroup, defineCall } from '../call';
import { ZOk } from '../envelope';
import { ZCaptchaResponse } from '../user';
import { ZOperatorLoginRequest, ZOperatorLoginResponse, ZOperatorMeResponse } from '../operator';

const tags = ['console: auth'];

/** The console's login and its operator's own session. Operator accounts are never promoters. */
export const adminAuthCalls = callGroup({
  'GET /admin-api/auth/captcha': defineCall({
    method: 'GET',
    path: '/admin-api/auth/captcha',
    audience: 'public',
    tags,
    summary: 'A picture captcha for the console login (asked for after repeated failures)',
    response: ZCaptchaResponse,
  }),
  'POST /admin-api/auth/login': defineCall({
    method: 'POST',
    path: '/admin-api/auth/login',
    audience: 'public',
    tags,
    summary:
      'Operator login with account and password (captcha after 3 failures, 15-minute lock after 10; the authenticator code once two-factor is on) → data.token',
    body: ZOperatorLoginRequest,
    response: ZOperatorLoginResponse,
  }),
  'GET /admin-api/auth/me': defineCall({
    method: 'GET',
    path: '/admin-api/auth/me',
    audience: 'operator',
    grant: 'self',
    tags,
    summary: 'The logged-in operator: account, role and its grants',
    response: ZOperatorMeResponse,
  }),
  'POST /admin-api/auth/logout': defineCall({
    method: 'POST',
    path: '/admin-api/auth/logout',
    audience: 'operator',
    grant: 'self',
    tags,
    summary: 'End this operator session at once',
    response: ZOk,
  }),
});
