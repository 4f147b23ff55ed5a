import { adminMoneyCheckCalls as calls } from '@tuike/contract/calls/admin-money-checks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { moneyChecksService } from './service';

export const moneyCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/settlement/invariants'], (_req, actor) => moneyChecksService.latest(app.deps, actor));
};
