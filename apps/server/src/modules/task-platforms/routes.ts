import {
  ZTaskPlatformDetailQuery,
  ZTaskPlatformDetailResponse,
  ZTaskPlatformFilterQuery,
  ZTaskPlatformFilterResponse,
  ZTaskPlatformListQuery,
  ZTaskPlatformListResponse,
} from '@tuike/contract/taskPlatform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { taskPlatformsService } from './service';

export const taskPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['taskPlatform'];
  app.get(
    '/api/taskPlatform/list',
    {
      schema: {
        tags,
        summary: 'Task platforms (the app loads size 999 at start-up)',
        querystring: ZTaskPlatformListQuery,
        response: { 200: ZTaskPlatformListResponse },
      },
    },
    async (req) => ok(await taskPlatformsService.list(app.deps, req.query)),
  );
  app.get(
    '/api/taskPlatform/detail',
    {
      schema: {
        tags,
        summary: 'One task platform with its rules',
        querystring: ZTaskPlatformDetailQuery,
        response: { 200: ZTaskPlatformDetailResponse },
      },
    },
    async (req) => ok(await taskPlatformsService.detail(app.deps, req.query.id)),
  );
  app.get(
    '/api/taskPlatform/getTaskPlatformList',
    {
      schema: {
        tags,
        summary: 'Task platforms filtered by PromotionType and SettlementType',
        querystring: ZTaskPlatformFilterQuery,
        response: { 200: ZTaskPlatformFilterResponse },
      },
    },
    async (req) =>
      ok(
        await taskPlatformsService.filter(app.deps, {
          promotionType: req.query.PromotionType,
          settlementType: req.query.SettlementType,
        }),
      ),
  );
};
