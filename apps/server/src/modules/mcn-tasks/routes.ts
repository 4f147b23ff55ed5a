import { promotionCalls as calls } from '@tuike/contract/calls/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../lib/auth';
import { route } from '../../lib/route';
import { mcnTasksService } from './service';

export const mcnTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/mcnProviderTask/link/getTaskPromotionList'], (req) =>
    mcnTasksService.list(app.deps, userIdOf(req), req.query),
  );
  route(app, calls['GET /api/mcnProviderTask/link/GetTaskPromotionDetail'], (req) =>
    mcnTasksService.detail(app.deps, userIdOf(req), req.query.id),
  );
  route(app, calls['POST /api/mcnProviderTask/link/Join'], (req) =>
    mcnTasksService.join(app.deps, userIdOf(req), req.body.taskId),
  );
};
