import { userCalls as calls } from '@tuike/contract/calls/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { authService } from './auth-service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const meta = (req: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });

  route(app, calls['GET /api/user/loginByAccount'], (req) => authService.hint(app.deps, req.query.account, req.ip));
  route(app, calls['POST /api/user/login'], (req) => authService.login(app.deps, req.body, meta(req)));
  route(app, calls['POST /api/user/loginbyphone'], (req) => authService.loginByPhone(app.deps, req.body, meta(req)));
  route(app, calls['POST /api/user/reg'], (req) => authService.register(app.deps, req.body, meta(req)));
  route(app, calls['POST /api/user/logout'], async (_req, actor) => {
    await authService.logout(app.deps, actor.sessionId);
    return null;
  });
};
