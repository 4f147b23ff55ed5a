import { adminWithdrawalCalls as calls } from '@tuike/contract/calls/admin-withdrawals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { exportWithdrawals } from './admin-export';
import { exportTaxQuarter } from './tax-export';
import { adminWithdrawals } from './admin-service';
import { type PayoutStore, withdrawalOperations as ops } from './operator-service';
import { payoutProviderOf } from './payout-channels';
import { walletStore } from './store';

/** Finance's side of withdrawals in the console: the queue, one withdrawal, the steps, the export. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const payoutStore = (req: FastifyRequest): PayoutStore => ({
    ...walletStore(app.deps),
    payout: payoutProviderOf(app.deps.config),
    log: req.log,
  });
  const { db } = app.deps;
  route(app, calls['GET /admin-api/withdrawals/page'], (req, actor) => adminWithdrawals.page(db, actor, req.query));
  route(app, calls['GET /admin-api/withdrawals/counts'], (req, actor) => adminWithdrawals.counts(db, actor, req.query));
  route(app, calls['GET /admin-api/withdrawals/detail'], (req, actor) => adminWithdrawals.detail(db, actor, req.query.id));
  route(app, calls['POST /admin-api/withdrawals/approve'], (req, actor) => ops.approve(walletStore(app.deps), actor, req.body));
  route(app, calls['POST /admin-api/withdrawals/reject'], (req, actor) => ops.reject(walletStore(app.deps), actor, req.body));
  route(app, calls['POST /admin-api/withdrawals/startPayout'], (req, actor) =>
    ops.startPayout(payoutStore(req), actor, req.body),
  );
  route(app, calls['POST /admin-api/withdrawals/recordTransfer'], (req, actor) =>
    ops.recordTransfer(payoutStore(req), actor, req.body),
  );
  route(app, calls['POST /admin-api/withdrawals/sync'], (req, actor) => ops.syncPayout(payoutStore(req), actor, req.body));
  route(app, calls['GET /admin-api/withdrawals/export'], (req, actor) =>
    exportWithdrawals(walletStore(app.deps), actor, req.query),
  );
  route(app, calls['GET /admin-api/withdrawals/tax-export'], (req, actor) =>
    exportTaxQuarter(walletStore(app.deps), actor, req.query),
  );
};
