import { promotionCalls as calls } from '@tuike/contract/calls/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse } from '../../lib/auth';
import { route, routeOwnSession } from '../../lib/route';
import { platformAccountsService as service } from './service';

export const platformAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked inside the accounts statement: one round trip for the accounts page.
  routeOwnSession(
    app,
    calls['GET /api/platformAccount/GetPlatfromAndAccountList'],
    async (req) => acceptSession(req, await service.listByPlatform(app.deps, bearerOrRefuse(req))).data,
  );
  route(app, calls['POST /api/platformAccount/Add'], (req, actor) => service.add(app.deps, actor, req.body));
  route(app, calls['POST /api/platformAccount/Delete'], (req, actor) => service.remove(app.deps, actor, req.body.id));
};
