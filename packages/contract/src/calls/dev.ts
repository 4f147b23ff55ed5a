import { z } from 'zod';
import { callGroup, defineCall } from '../call';
import { ZEnvelope } from '../envelope';
import { PHONE_PATTERN } from '../user';

const tags = ['development'];

/**
 * Development only (DEV_HELPERS=1, never in production): what a person would read on their phone or in
 * the picture, for browser journeys. Without DEV_HELPERS the paths are a plain 404.
 */
export const devCalls = callGroup({
  'GET /dev/sms/last': defineCall({
    method: 'GET',
    path: '/dev/sms/last',
    audience: 'public',
    tags,
    summary: '(added, development only) The last SMS code the log sender sent to a phone',
    query: z.object({ phone: z.string('请输入手机号').regex(PHONE_PATTERN, '请输入正确的手机号') }),
    response: ZEnvelope(z.object({ phone: z.string(), code: z.string() })),
  }),
  'GET /dev/captcha/answer': defineCall({
    method: 'GET',
    path: '/dev/captcha/answer',
    audience: 'public',
    tags,
    summary: '(added, development only) The answer of a picture captcha, without using it up',
    query: z.object({ captchaId: z.string('缺少 captchaId').min(1, '缺少 captchaId') }),
    response: ZEnvelope(z.object({ captchaId: z.string(), answer: z.string() })),
  }),
});
