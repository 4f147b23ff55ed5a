import { worksCalls as calls } from '@tuike/contract/calls/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { worksService } from './service';

export const worksRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/works/list'], (req) => worksService.list(app.deps, req.query));
  route(app, calls['GET /api/works/detail'], (req) => worksService.detail(app.deps, req.query.id));
  route(app, calls['GET /api/works/videos'], (req) => worksService.materials(app.deps, req.query.id));
};
