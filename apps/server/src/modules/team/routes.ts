import { teamCalls as calls } from '@tuike/contract/calls/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse } from '../../lib/auth';
import { route, routeOwnSession } from '../../lib/route';
import { teamService } from './service';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked inside each statement: one round trip for the team page's two reads.
  routeOwnSession(
    app,
    calls['GET /api/team/summary'],
    async (req) => acceptSession(req, await teamService.summary(app.deps, bearerOrRefuse(req))).data,
  );
  routeOwnSession(
    app,
    calls['GET /api/team/members/page'],
    async (req) => acceptSession(req, await teamService.membersPage(app.deps, bearerOrRefuse(req), req.query)).data,
  );
  route(app, calls['GET /api/team/member/detail'], (req, actor) => teamService.memberDetail(app.deps, actor, req.query.id));
};
