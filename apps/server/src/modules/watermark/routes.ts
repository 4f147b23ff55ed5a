import { watermarkCalls as calls } from '@tuike/contract/calls/watermark';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { watermarkService as service } from './service';

export const watermarkRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['POST /api/common/removeWatermark'], (req, actor) => service.remove(app.deps, actor, req.body.text));
  route(app, calls['GET /api/common/removeWatermark/quota'], (_req, actor) => service.quota(app.deps, actor));
};
