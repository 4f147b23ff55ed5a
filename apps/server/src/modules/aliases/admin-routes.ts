import { adminReviewCalls as calls } from '@tuike/contract/calls/admin-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { aliasReviewService as service } from './admin-service';

/** The console's alias and back-fill queues. */
export const aliasReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/reviews/aliases/page'], (req, actor) => service.aliasPage(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/reviews/aliases/platforms'], (_req, actor) => service.platforms(app.deps, actor));
  route(app, calls['POST /admin-api/reviews/aliases/decide'], (req, actor) => service.decideAliases(app.deps, actor, req.body));
  route(app, calls['GET /admin-api/reviews/links/page'], (req, actor) => service.linkPage(app.deps, actor, req.query));
  route(app, calls['POST /admin-api/reviews/links/decide'], (req, actor) => service.decideLinks(app.deps, actor, req.body));
};
