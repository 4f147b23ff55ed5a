import { promotionCalls as calls } from '@tuike/contract/calls/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse, userIdOf } from '../../lib/auth';
import { route } from '../../lib/route';
import { aliasesForWork } from './for-work';
import { aliasLinksService as links } from './links-service';
import { aliasesService as service } from './service';
import { suggestAliases } from './suggest';

export const aliasRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/worksAlias/StateList'], (req) => service.stateList(app.deps, userIdOf(req), req.query.workType));
  // The session is checked inside the list statement: one round trip for the app's opening call.
  route(
    app,
    calls['GET /api/worksAlias/list'],
    async (req) => acceptSession(req, await service.list(app.deps, bearerOrRefuse(req), req.query)).data,
    { ownSession: true },
  );
  route(app, calls['GET /api/worksAlias/ForWork'], (req) => aliasesForWork(app.deps, userIdOf(req), req.query.workId));
  route(app, calls['POST /api/worksAlias/CreateAlias'], (req) => service.create(app.deps, userIdOf(req), req.body));
  route(app, calls['POST /api/worksAlias/GenerateCodeAlias'], async (req) => ({
    suggestions: await suggestAliases(app.deps.db, req.body.workId),
  }));
  route(app, calls['POST /api/worksAlias/Delete'], (req) => service.remove(app.deps, userIdOf(req), req.body.id));
  route(app, calls['GET /api/worksAlias/DailyStats'], (req) => service.dailyStats(app.deps, userIdOf(req), req.query));
  route(app, calls['GET /api/worksAliasLink/List'], (req) => links.list(app.deps, userIdOf(req), req.query));
  route(app, calls['POST /api/worksAliasLink/FillWorks'], (req) => links.fill(app.deps, userIdOf(req), req.body));
};
