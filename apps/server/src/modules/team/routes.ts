import { teamCalls as calls } from '@tuike/contract/calls/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { teamService } from './service';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/team/summary'], (_req, actor) => teamService.summary(app.deps, actor));
  route(app, calls['GET /api/team/members/page'], (req, actor) => teamService.membersPage(app.deps, actor, req.query));
  route(app, calls['GET /api/team/member/detail'], (req, actor) => teamService.memberDetail(app.deps, actor, req.query.id));
};
