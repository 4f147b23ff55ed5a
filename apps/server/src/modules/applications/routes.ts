import { recheckCalls as calls } from '@tuike/contract/calls/recheck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { recheckService } from './recheck-service';
import { whitelistService } from './whitelist-service';

/** Re-check and whitelist applications, and their console queues (the pictures' upload is modules/media's). */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/videoReCheck/page'], (req, actor) => recheckService.page(app.deps, actor, req.query));
  route(app, calls['POST /api/videoReCheck/add'], (req, actor) => recheckService.add(app.deps, actor, req.body));
  route(app, calls['GET /api/whitelist/page'], (req, actor) => whitelistService.page(app.deps, actor, req.query));
  route(app, calls['POST /api/whitelist/add'], (req, actor) => whitelistService.add(app.deps, actor, req.body));
  route(app, calls['GET /admin-api/reviews/rechecks/page'], (req, actor) => recheckService.queue(app.deps, actor, req.query));
  route(app, calls['POST /admin-api/reviews/rechecks/decide'], (req, actor) => recheckService.decide(app.deps, actor, req.body));
  route(app, calls['GET /admin-api/reviews/whitelist/page'], (req, actor) => whitelistService.queue(app.deps, actor, req.query));
  route(app, calls['POST /admin-api/reviews/whitelist/decide'], (req, actor) =>
    whitelistService.decide(app.deps, actor, req.body),
  );
};
