import { panCalls as calls } from '@tuike/contract/calls/pan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { panService as pan } from './service';

export const panRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  route(app, calls['GET /api/pan/resource/page'], (req) => pan.resources(d, req.query));
  route(app, calls['GET /api/pan/resource/detail'], (req) => pan.resource(d, req.query.id));
  route(app, calls['POST /api/pan/CreatePromotion'], (req, actor) => pan.createPromotion(d, actor, req.body));
  route(app, calls['GET /api/pan/promotion/page'], (req, actor) => pan.promotions(d, actor, req.query));
  route(app, calls['GET /api/pan/GetUid'], (req, actor) => pan.uid(d, actor, req.query.taskPlatformId));
  route(app, calls['GET /api/pan/link/page'], (req, actor) => pan.links(d, actor, req.query));
  route(app, calls['POST /api/pan/link/Fill'], (req, actor) => pan.fill(d, actor, req.body));
};
