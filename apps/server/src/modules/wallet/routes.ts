import { walletCalls as calls } from '@tuike/contract/calls/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../lib/auth';
import { route } from '../../lib/route';
import { withdrawAccountsService } from './accounts-service';
import { realNameService } from './real-name-service';
import { walletStore } from './store';
import { withdrawService } from './withdraw-service';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = () => walletStore(app.deps);
  route(app, calls['POST /api/user/realName'], (req) => realNameService.set(store(), userIdOf(req), req.body));
  route(app, calls['GET /api/withdrawAccount/list'], (req) => withdrawAccountsService.list(store(), userIdOf(req)));
  route(app, calls['POST /api/withdrawAccount/SendCode'], (req) =>
    withdrawAccountsService.sendCode(app.deps, userIdOf(req), req.ip),
  );
  route(app, calls['POST /api/withdrawAccount/Add'], (req) => withdrawAccountsService.add(store(), userIdOf(req), req.body));
  route(app, calls['POST /api/withdrawAccount/Delete'], (req) =>
    withdrawAccountsService.remove(store(), userIdOf(req), req.body.id),
  );
  route(app, calls['POST /api/withdraw/Apply'], (req) => withdrawService.apply(store(), userIdOf(req), req.body));
  route(app, calls['GET /api/withdraw/page'], (req) => withdrawService.page(store(), userIdOf(req), req.query));
  route(app, calls['GET /api/withdraw/detail'], (req) => withdrawService.detail(store(), userIdOf(req), req.query.id));
};
