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
 * phone or in the picture. Off unless DEV_HELPERS=1 (the configuration refuses it in production):
 * anyone who can read a login code can log in as that phone. Otherwise the paths are a plain 404.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.deps.config.devHelpers || app.deps.config.production) return;
  const sender = app.deps.sms;
  const tags = ['development'];

  // Only the log sender keeps the codes it sent; with a real gateway there is nothing to read.
  if (sender instanceof LogSmsSender)
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
