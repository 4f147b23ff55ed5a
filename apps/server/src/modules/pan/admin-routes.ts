import { adminPanCalls as calls } from '@tuike/contract/calls/admin-pan';
import { adminReviewCalls as reviewCalls } from '@tuike/contract/calls/admin-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { adminPanService as pan } from './admin-service';
import { panReviewService as review } from './review-service';

/** The console's cloud-drive resources, and the review queue of cloud-drive back-fills. */
export const panAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  route(app, calls['GET /admin-api/pan-resources/page'], (req, actor) => pan.page(d, actor, req.query));
  route(app, calls['POST /admin-api/pan-resources/save'], (req, actor) => pan.save(d, actor, req.body));
  route(app, calls['POST /admin-api/pan-resources/list'], (req, actor) => pan.setListed(d, actor, req.body.id, true));
  route(app, calls['POST /admin-api/pan-resources/unlist'], (req, actor) => pan.setListed(d, actor, req.body.id, false));
  route(app, calls['POST /admin-api/pan-resources/delete'], (req, actor) => pan.remove(d, actor, req.body.id));
  route(app, reviewCalls['GET /admin-api/reviews/pan-links/page'], (req, actor) => review.page(d, actor, req.query));
  route(app, reviewCalls['POST /admin-api/reviews/pan-links/decide'], (req, actor) => review.decide(d, actor, req.body));
};
