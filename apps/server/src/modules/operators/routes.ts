import { adminAuthCalls as calls } from '@tuike/contract/calls/admin-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { captchaService } from '../captcha';
import { operatorAuthService as service } from './service';

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/auth/captcha'], async (_req, _actor, reply) => {
    reply.header('cache-control', 'no-store');
    return captchaService.create(app.deps);
  });
  route(app, calls['POST /admin-api/auth/login'], (req) =>
    service.login(app.deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );
  route(app, calls['GET /admin-api/auth/me'], (_req, actor) => service.me(app.deps, actor));
  route(app, calls['POST /admin-api/auth/logout'], (_req, actor) => service.logout(app.deps, actor));
};
