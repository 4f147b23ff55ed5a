import { walletCalls as calls } from '@tuike/contract/calls/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse, userIdOf } from '../../lib/auth';
import { route } from '../../lib/route';
import { accountService } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /api/userAccount/income/page'], (req) => accountService.incomePage(app.deps, userIdOf(req), req.query));
  route(app, calls['GET /api/userAccount/income/detail'], (req) =>
    accountService.incomeDetail(app.deps, userIdOf(req), req.query.id),
  );
  route(app, calls['GET /api/userAccount/record/page'], (req) => accountService.recordPage(app.deps, userIdOf(req), req.query));
  // The session is checked inside the summary statement: one round trip for the wallet's head.
  route(
    app,
    calls['GET /api/userAccount/summary'],
    async (req) => acceptSession(req, await accountService.summary(app.deps, bearerOrRefuse(req))).data,
    { ownSession: true },
  );
  route(app, calls['GET /api/userAccount/GetEstimateIncome'], (req) => accountService.estimate(app.deps, userIdOf(req)));
};
