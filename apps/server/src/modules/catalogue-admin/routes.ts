import { adminCatalogueCalls as calls } from '@tuike/contract/calls/admin-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { adminMcnService as mcn } from './mcn-service';
import { adminPlatformsService as platforms } from './platforms-service';
import { adminWorksService as works } from './works-service';

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  route(app, calls['GET /admin-api/works/page'], (req, actor) => works.page(d, actor, req.query));
  route(app, calls['GET /admin-api/works/detail'], (req, actor) => works.detail(d, actor, req.query.id));
  route(app, calls['POST /admin-api/works/save'], (req, actor) => works.save(d, actor, req.body));
  route(app, calls['POST /admin-api/works/list'], (req, actor) => works.setListed(d, actor, req.body.id, true));
  route(app, calls['POST /admin-api/works/unlist'], (req, actor) => works.setListed(d, actor, req.body.id, false));
  route(app, calls['POST /admin-api/works/reorder'], (req, actor) => works.reorder(d, actor, req.body));

  route(app, calls['GET /admin-api/task-platforms/page'], (req, actor) => platforms.page(d, actor, req.query));
  route(app, calls['GET /admin-api/task-platforms/detail'], (req, actor) => platforms.detail(d, actor, req.query.id));
  route(app, calls['POST /admin-api/task-platforms/save'], (req, actor) => platforms.save(d, actor, req.body));

  route(app, calls['GET /admin-api/mcn-tasks/page'], (req, actor) => mcn.page(d, actor, req.query));
  route(app, calls['GET /admin-api/mcn-tasks/detail'], (req, actor) => mcn.detail(d, actor, req.query.id));
  route(app, calls['POST /admin-api/mcn-tasks/save'], (req, actor) => mcn.save(d, actor, req.body));
  route(app, calls['POST /admin-api/mcn-tasks/end'], (req, actor) => mcn.end(d, actor, req.body.id));
};
