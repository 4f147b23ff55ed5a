import { walletCalls as calls } from '@tuike/contract/calls/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSession, bearerOrRefuse } from '../../lib/auth';
import { route, routeOwnSession } from '../../lib/route';
import { withdrawAccountsService } from './accounts-service';
import { realNameService } from './real-name-service';
import { walletStore } from './store';
import { withdrawService } from './withdraw-service';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = () => walletStore(app.deps);
  route(app, calls['POST /api/user/realName'], (req, actor) => realNameService.set(store(), actor, req.body));
  // The session is checked inside the accounts statement: one round trip for the withdrawal form's accounts.
  routeOwnSession(
    app,
    calls['GET /api/withdrawAccount/list'],
    async (req) => acceptSession(req, await withdrawAccountsService.list(store(), bearerOrRefuse(req))).data,
  );
  route(app, calls['POST /api/withdrawAccount/SendCode'], (req, actor) =>
    withdrawAccountsService.sendCode(app.deps, actor, req.ip),
  );
  route(app, calls['POST /api/withdrawAccount/Add'], (req, actor) => withdrawAccountsService.add(store(), actor, req.body));
  route(app, calls['POST /api/withdrawAccount/Delete'], (req, actor) =>
    withdrawAccountsService.remove(store(), actor, req.body.id),
  );
  route(app, calls['POST /api/withdraw/Apply'], (req, actor) => withdrawService.apply(store(), actor, req.body));
  route(app, calls['GET /api/withdraw/taxMonth'], (_req, actor) => withdrawService.taxMonth(store(), actor));
  // The session is checked inside the page statement: one round trip for the money page's list.
  routeOwnSession(
    app,
    calls['GET /api/withdraw/page'],
    async (req) => acceptSession(req, await withdrawService.page(store(), bearerOrRefuse(req), req.query)).data,
  );
  route(app, calls['GET /api/withdraw/detail'], (req, actor) => withdrawService.detail(store(), actor, req.query.id));
};
