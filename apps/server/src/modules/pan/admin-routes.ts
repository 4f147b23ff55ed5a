import { adminPanCalls as calls } from '@tuike/contract/calls/admin-pan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { adminPanService as pan } from './admin-service';

export const panAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  route(app, calls['GET /admin-api/pan-resources/page'], (req, actor) => pan.page(d, actor, req.query));
  route(app, calls['POST /admin-api/pan-resources/save'], (req, actor) => pan.save(d, actor, req.body));
  route(app, calls['POST /admin-api/pan-resources/list'], (req, actor) => pan.setListed(d, actor, req.body.id, true));
  route(app, calls['POST /admin-api/pan-resources/unlist'], (req, actor) => pan.setListed(d, actor, req.body.id, false));
  route(app, calls['POST /admin-api/pan-resources/delete'], (req, actor) => pan.remove(d, actor, req.body.id));
};
