import { userCalls as calls } from '@tuike/contract/calls/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { captchaService } from './service';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/common/getPicCaptcha'], async (_req, _actor, reply) => {
    reply.header('cache-control', 'no-store');
    return captchaService.create(app.deps);
  });
};
