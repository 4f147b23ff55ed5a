import { devCalls as calls } from '@tuike/contract/calls/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { captchaService } from '../captcha';
import { LogSmsSender } from '../sms';

/**
 * Development only: lets a browser journey (or a developer) read what a person would read on their
 * phone or in the picture. Off unless DEV_HELPERS=1 (the configuration refuses it in production):
 * anyone who can read a login code can log in as that phone. Otherwise the paths are a plain 404.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.deps.config.devHelpers || app.deps.config.production) return;
  const sender = app.deps.sms;

  // Only the log sender keeps the codes it sent; with a real gateway there is nothing to read.
  if (sender instanceof LogSmsSender)
    route(app, calls['GET /dev/sms/last'], async (req) => {
      const code = sender.sent.get(req.query.phone);
      if (!code) throw notFound('该手机号还没有收到验证码');
      return { phone: req.query.phone, code };
    });

  route(app, calls['GET /dev/captcha/answer'], async (req) => {
    const answer = await captchaService.peekAnswer(app.deps, req.query.captchaId);
    if (!answer) throw notFound('图形验证码不存在');
    return { captchaId: req.query.captchaId, answer };
  });
};
