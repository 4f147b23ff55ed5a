import { walletCalls as calls } from '@tuike/contract/calls/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse } from '../../lib/auth';
import { route, routeOwnSession } from '../../lib/route';
import { accountService } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked inside the income statement, and the totals come from maintained figures.
  routeOwnSession(
    app,
    calls['GET /api/userAccount/income/page'],
    async (req) => acceptSession(req, await accountService.ownIncomePage(app.deps, bearerOrRefuse(req), req.query)).data,
  );
  route(app, calls['GET /api/userAccount/income/detail'], (req, actor) =>
    accountService.incomeDetail(app.deps, actor, req.query.id),
  );
  // The session is checked inside the ledger statement: one round trip for the wallet's records.
  routeOwnSession(
    app,
    calls['GET /api/userAccount/record/page'],
    async (req) => acceptSession(req, await accountService.ownRecordPage(app.deps, bearerOrRefuse(req), req.query)).data,
  );
  // The session is checked inside the summary statement: one round trip for the wallet's head.
  routeOwnSession(
    app,
    calls['GET /api/userAccount/summary'],
    async (req) => acceptSession(req, await accountService.summary(app.deps, bearerOrRefuse(req))).data,
  );
  routeOwnSession(
    app,
    calls['GET /api/userAccount/GetEstimateIncome'],
    async (req) => acceptSession(req, await accountService.estimate(app.deps, bearerOrRefuse(req))).data,
  );
};
