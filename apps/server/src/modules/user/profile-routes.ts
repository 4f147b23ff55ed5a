import { userCalls as calls } from '@tuike/contract/calls/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf, userIdOf } from '../../lib/auth';
import { route } from '../../lib/route';
import { userService } from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/user/home/data'], (req) => userService.homeData(app.deps, userIdOf(req)));
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
