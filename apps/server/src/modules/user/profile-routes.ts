import { userCalls as calls } from '@tuike/contract/calls/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse } from '../../lib/auth';
import { route, routeOwnSession } from '../../lib/route';
import { userService } from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked inside the home statement: one round trip for the app's hottest personal read.
  routeOwnSession(
    app,
    calls['GET /api/user/home/data'],
    async (req) => acceptSession(req, await userService.homeData(app.deps, bearerOrRefuse(req))).data,
  );
  route(app, calls['POST /api/user/modifynickname'], (req, actor) =>
    userService.modifyNickname(app.deps, actor, req.body.nickname),
  );
  route(app, calls['POST /api/user/modifyWxInfo'], (req, actor) => userService.modifyWxInfo(app.deps, actor, req.body.wxId));
  route(app, calls['POST /api/user/changepassword'], async (req, actor) => {
    await userService.changePassword(app.deps, actor, req.body, req.ip);
    return null;
  });
  route(app, calls['POST /api/user/applyDeleteAccount'], (req, actor) =>
    userService.applyDeleteAccount(app.deps, actor, req.body.reason),
  );
};
