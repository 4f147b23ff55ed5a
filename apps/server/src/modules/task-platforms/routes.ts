import { taskPlatformCalls as calls } from '@tuike/contract/calls/task-platforms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { taskPlatformsService } from './service';

export const taskPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/taskPlatform/list'], (req) => taskPlatformsService.list(app.deps, req.query));
  route(app, calls['GET /api/taskPlatform/detail'], (req) => taskPlatformsService.detail(app.deps, req.query.id));
  route(app, calls['GET /api/taskPlatform/getTaskPlatformList'], (req) =>
    taskPlatformsService.filter(app.deps, {
      promotionType: req.query.PromotionType,
      settlementType: req.query.SettlementType,
    }),
  );
};
