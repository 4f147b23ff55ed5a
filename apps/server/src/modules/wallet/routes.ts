import { walletCalls as calls } from '@tuike/contract/calls/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { withdrawAccountsService } from './accounts-service';
import { realNameService } from './real-name-service';
import { walletStore } from './store';
import { withdrawService } from './withdraw-service';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = () => walletStore(app.deps);
  route(app, calls['POST /api/user/realName'], (req, actor) => realNameService.set(store(), actor.userId, req.body));
  route(app, calls['GET /api/withdrawAccount/list'], (_req, actor) => withdrawAccountsService.list(store(), actor.userId));
  route(app, calls['POST /api/withdrawAccount/SendCode'], (req, actor) =>
    withdrawAccountsService.sendCode(app.deps, actor.userId, req.ip),
  );
  route(app, calls['POST /api/withdrawAccount/Add'], (req, actor) =>
    withdrawAccountsService.add(store(), actor.userId, req.body),
  );
  route(app, calls['POST /api/withdrawAccount/Delete'], (req, actor) =>
    withdrawAccountsService.remove(store(), actor.userId, req.body.id),
  );
  route(app, calls['POST /api/withdraw/Apply'], (req, actor) => withdrawService.apply(store(), actor.userId, req.body));
  route(app, calls['GET /api/withdraw/page'], (req, actor) => withdrawService.page(store(), actor.userId, req.query));
  route(app, calls['GET /api/withdraw/detail'], (req, actor) => withdrawService.detail(store(), actor.userId, req.query.id));
};
