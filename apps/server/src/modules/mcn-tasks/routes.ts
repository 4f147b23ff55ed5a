import { promotionCalls as calls } from '@tuike/contract/calls/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { mcnTasksService } from './service';

export const mcnTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/mcnProviderTask/link/getTaskPromotionList'], (req, actor) =>
    mcnTasksService.list(app.deps, actor, req.query),
  );
  route(app, calls['GET /api/mcnProviderTask/link/GetTaskPromotionDetail'], (req, actor) =>
    mcnTasksService.detail(app.deps, actor, req.query.id),
  );
  route(app, calls['POST /api/mcnProviderTask/link/Join'], (req, actor) =>
    mcnTasksService.join(app.deps, actor, req.body.taskId),
  );
};
