import { promotionCalls as calls } from '@tuike/contract/calls/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse } from '../../lib/auth';
import { route, routeOwnSession } from '../../lib/route';
import { aliasesForWork } from './for-work';
import { aliasLinksService as links } from './links-service';
import { aliasesService as service } from './service';
import { suggestAliases } from './suggest';

export const aliasRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked inside the counts statement: one round trip for the list's state tabs.
  routeOwnSession(
    app,
    calls['GET /api/worksAlias/StateList'],
    async (req) => acceptSession(req, await service.stateList(app.deps, bearerOrRefuse(req), req.query.workType)).data,
  );
  // The session is checked inside the list statement: one round trip for the app's opening call.
  routeOwnSession(
    app,
    calls['GET /api/worksAlias/list'],
    async (req) => acceptSession(req, await service.list(app.deps, bearerOrRefuse(req), req.query)).data,
  );
  route(app, calls['GET /api/worksAlias/ForWork'], (req, actor) => aliasesForWork(app.deps, actor, req.query.workId));
  route(app, calls['POST /api/worksAlias/CreateAlias'], (req, actor) => service.create(app.deps, actor, req.body));
  route(app, calls['POST /api/worksAlias/GenerateCodeAlias'], async (req) => ({
    suggestions: await suggestAliases(app.deps.db, req.body.workId),
  }));
  route(app, calls['POST /api/worksAlias/Delete'], (req, actor) => service.remove(app.deps, actor, req.body.id));
  route(app, calls['GET /api/worksAlias/DailyStats'], (req, actor) => service.dailyStats(app.deps, actor, req.query));
  routeOwnSession(
    app,
    calls['GET /api/worksAliasLink/List'],
    async (req) => acceptSession(req, await links.list(app.deps, bearerOrRefuse(req), req.query)).data,
  );
  route(app, calls['POST /api/worksAliasLink/FillWorks'], (req, actor) => links.fill(app.deps, actor, req.body));
};
