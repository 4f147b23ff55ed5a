import { adminReviewCalls as calls } from '@tuike/contract/calls/admin-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { aliasReviewService } from '../aliases';
import { recheckService, whitelistService } from '../applications';
import { panReviewService } from '../pan';
import { deletionReview } from './deletion-review';

/**
 * The console's deletion queue, and the counts of every review queue: here rather than in the aliases
 * module because this module already builds on that one (never the other way round).
 */
export const deletionReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/reviews/deletions/page'], (req, actor) => deletionReview.page(app.deps, actor, req.query));
  route(app, calls['POST /admin-api/reviews/deletions/decide'], (req, actor) => deletionReview.decide(app.deps, actor, req.body));
  route(app, calls['GET /admin-api/reviews/counts'], async () => ({
    ...(await aliasReviewService.waiting(app.deps)),
    panLinks: await panReviewService.waiting(app.deps),
    rechecks: await recheckService.waiting(app.deps),
    whitelist: await whitelistService.waiting(app.deps),
    deletions: await deletionReview.waiting(app.deps),
  }));
};
