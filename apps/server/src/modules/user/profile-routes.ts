import { userCalls as calls } from '@tuike/contract/calls/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse, sessionOf, userIdOf } from '../../lib/auth';
import { route } from '../../lib/route';
import { userService } from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked inside the home statement: one round trip for the app's hottest personal read.
  route(
    app,
    calls['GET /api/user/home/data'],
    async (req) => acceptSession(req, await userService.homeData(app.deps, bearerOrRefuse(req))).data,
    { ownSession: true },
  );
  route(app, calls['POST /api/user/modifynickname'], (req) =>
    userService.modifyNickname(app.deps, userIdOf(req), req.body.nickname),
  );
  route(app, calls['POST /api/user/modifyWxInfo'], (req) => userService.modifyWxInfo(app.deps, userIdOf(req), req.body.wxId));
  route(app, calls['POST /api/user/changepassword'], async (req) => {
    await userService.changePassword(app.deps, sessionOf(req), req.body, req.ip);
    return null;
  });
  route(app, calls['POST /api/user/applyDeleteAccount'], (req) =>
    userService.applyDeleteAccount(app.deps, userIdOf(req), req.body.reason),
  );
};
