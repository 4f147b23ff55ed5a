import { promotionCalls as calls } from '@tuike/contract/calls/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../lib/auth';
import { route } from '../../lib/route';
import { platformAccountsService as service } from './service';

export const platformAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/platformAccount/GetPlatfromAndAccountList'], (req) =>
    service.listByPlatform(app.deps, userIdOf(req)),
  );
  route(app, calls['POST /api/platformAccount/Add'], (req) => service.add(app.deps, userIdOf(req), req.body));
  route(app, calls['POST /api/platformAccount/Delete'], (req) => service.remove(app.deps, userIdOf(req), req.body.id));
};
