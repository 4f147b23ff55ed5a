import { adminDashboardCalls as calls } from '@tuike/contract/calls/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { dashboardService } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/dashboard/daily'], (req, actor) => dashboardService.daily(app.deps, actor, req.query));
};
