import { ZHomeDataResponse, ZLoginRequest, ZLoginResponse } from '@tuike/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { userService } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  app.post(
    '/api/user/login',
    { schema: { tags, summary: 'Log in with account (phone) and password', body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (req) => ok(await userService.login(app.deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] })),
  );
  app.get(
    '/api/user/home/data',
    { preHandler: app.requireUser, schema: { tags, summary: 'The user and the home dashboard figures', security: [{ bearer: [] }], response: { 200: ZHomeDataResponse } } },
    async (req) => ok(await userService.homeData(app.deps, userIdOf(req))),
  );
};
