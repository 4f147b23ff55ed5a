import { adminMentorCalls, adminVipCalls } from '@tuike/contract/calls/admin-growth';
import { vipCalls } from '@tuike/contract/calls/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse } from '../../lib/auth';
import { route, routeOwnSession } from '../../lib/route';
import { vipAdminService as admin } from './admin-service';
import { vipService } from './service';

export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, vipCalls['GET /api/vip/levels'], (_req, actor) => vipService.levels(app.deps, actor));
  route(app, vipCalls['GET /api/vip/my'], (_req, actor) => vipService.my(app.deps, actor));
  // The session is checked inside the mentor statement: one round trip.
  routeOwnSession(
    app,
    vipCalls['GET /api/user/getMentorInfo'],
    async (req) => acceptSession(req, await vipService.mentorInfo(app.deps, bearerOrRefuse(req))).data,
  );

  route(app, adminVipCalls['GET /admin-api/vip/levels'], (_req, actor) => admin.levels(app.deps, actor));
  route(app, adminVipCalls['POST /admin-api/vip/levels/save'], (req, actor) => admin.saveLevels(app.deps, actor, req.body));

  route(app, adminMentorCalls['GET /admin-api/mentors/list'], (_req, actor) => admin.mentors(app.deps, actor));
  route(app, adminMentorCalls['POST /admin-api/mentors/save'], (req, actor) => admin.saveMentor(app.deps, actor, req.body));
  route(app, adminMentorCalls['POST /admin-api/mentors/delete'], (req, actor) =>
    admin.deleteMentor(app.deps, actor, req.body.id),
  );
  route(app, adminMentorCalls['POST /admin-api/mentors/assign'], (req, actor) => admin.assign(app.deps, actor, req.body));
  route(app, adminMentorCalls['GET /admin-api/mentors/rules'], (_req, actor) => admin.rules(app.deps, actor));
  route(app, adminMentorCalls['POST /admin-api/mentors/rules/save'], (req, actor) => admin.saveRule(app.deps, actor, req.body));
  route(app, adminMentorCalls['POST /admin-api/mentors/rules/delete'], (req, actor) =>
    admin.deleteRule(app.deps, actor, req.body.leaderId),
  );
};
