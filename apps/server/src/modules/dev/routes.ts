import { ZEnvelope } from '@tuike/contract/envelope';
import { PHONE_PATTERN } from '@tuike/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { captchaRepository } from '../captcha/repository';
import { LogSmsSender } from '../sms/sender';

/**
 * Development only: lets a browser journey (or a developer) read what a person would read on their
 * phone or in the picture. The routes exist only while SMS codes go to the log sender AND NODE_ENV
 * is not production; otherwise the paths are a plain 404. See docs/ACCOUNTS.md.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const sender = app.deps.sms;
  if (!(sender instanceof LogSmsSender) || process.env.NODE_ENV === 'production') return;
  const tags = ['development'];

  app.get(
    '/dev/sms/last',
    {
      schema: {
        tags,
        summary: '(added, development only) The last SMS code the log sender sent to a phone',
        querystring: z.object({ phone: z.string('请输入手机号').regex(PHONE_PATTERN, '请输入正确的手机号') }),
        response: { 200: ZEnvelope(z.object({ phone: z.string(), code: z.string() })) },
      },
    },
    async (req) => {
      const code = sender.sent.get(req.query.phone);
      if (!code) throw notFound('该手机号还没有收到验证码');
      return ok({ phone: req.query.phone, code });
    },
  );

  app.get(
    '/dev/captcha/answer',
    {
      schema: {
        tags,
        summary: '(added, development only) The answer of a picture captcha, without using it up',
        querystring: z.object({ captchaId: z.string('缺少 captchaId').min(1, '缺少 captchaId') }),
        response: { 200: ZEnvelope(z.object({ captchaId: z.string(), answer: z.string() })) },
      },
    },
    async (req) => {
      const answer = await captchaRepository.peek(app.deps.db, req.query.captchaId);
      if (!answer) throw notFound('图形验证码不存在');
      return ok({ captchaId: req.query.captchaId, answer });
    },
  );
};
