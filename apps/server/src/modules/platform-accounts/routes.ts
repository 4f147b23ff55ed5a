import { promotionCalls as calls } from '@tuike/contract/calls/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { platformAccountsService as service } from './service';

export const platformAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/platformAccount/GetPlatfromAndAccountList'], (_req, actor) =>
    service.listByPlatform(app.deps, actor),
  );
  route(app, calls['POST /api/platformAccount/Add'], (req, actor) => service.add(app.deps, actor, req.body));
  route(app, calls['POST /api/platformAccount/Delete'], (req, actor) => service.remove(app.deps, actor, req.body.id));
};
