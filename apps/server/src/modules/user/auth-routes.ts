import { ZOk } from '@tuike/contract/envelope';
import {
  ZLoginHintQuery,
  ZLoginHintResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZPhoneLoginRequest,
  ZRegisterRequest,
} from '@tuike/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { authService } from './auth-service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  const meta = (req: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });

  app.get(
    '/api/user/loginByAccount',
    {
      schema: {
        tags,
        summary:
          'Login hints for an account: is a picture captcha required, is password login locked (never tells whether the account exists)',
        querystring: ZLoginHintQuery,
        response: { 200: ZLoginHintResponse },
      },
    },
    async (req) => ok(await authService.hint(app.deps, req.query.account, req.ip)),
  );
  app.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Log in with account (phone) and password; captcha after 3 failures, 15-minute lock after 10',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (req) => ok(await authService.login(app.deps, req.body, meta(req))),
  );
  app.post(
    '/api/user/loginbyphone',
    {
      schema: {
        tags,
        summary: 'Log in with phone and SMS code (purpose login)',
        body: ZPhoneLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (req) => ok(await authService.loginByPhone(app.deps, req.body, meta(req))),
  );
  app.post(
    '/api/user/reg',
    {
      schema: {
        tags,
        summary: 'Register with phone, SMS code (purpose register), password and an optional invite code; answers a session',
        body: ZRegisterRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (req) => ok(await authService.register(app.deps, req.body, meta(req))),
  );
  app.post(
    '/api/user/logout',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '(added) Log out: revokes the token in use', security: [{ bearer: [] }], response: { 200: ZOk } },
    },
    async (req) => {
      await authService.logout(app.deps, sessionOf(req).sessionId);
      return ok(null);
    },
  );
};
