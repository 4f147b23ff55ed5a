import { ZCaptchaResponse } from '@tuike/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { captchaService } from './service';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/common/getPicCaptcha',
    {
      schema: {
        tags: ['user'],
        summary: 'A picture captcha: id + SVG; single use, valid 2 minutes, answer case-insensitive',
        response: { 200: ZCaptchaResponse },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captchaService.create(app.deps));
    },
  );
};
