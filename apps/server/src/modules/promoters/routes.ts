import { adminPromoterCalls as calls } from '@tuike/contract/calls/admin-promoters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { adjustBalance } from './adjust-service';
import { promoterManagement } from './manage-service';
import { promoterReads } from './read-service';

export const promoterRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/promoters/page'], (req, actor) => promoterReads.search(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/promoters/detail'], (req, actor) => promoterReads.detail(app.deps, actor, req.query.id));
  route(app, calls['GET /admin-api/promoters/mediaAccounts/page'], (req, actor) =>
    promoterReads.mediaAccounts(app.deps, actor, req.query),
  );
  route(app, calls['GET /admin-api/promoters/aliases/page'], (req, actor) => promoterReads.aliases(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/promoters/backfills/page'], (req, actor) =>
    promoterReads.backfills(app.deps, actor, req.query),
  );
  route(app, calls['GET /admin-api/promoters/income/page'], (req, actor) => promoterReads.income(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/promoters/ledger/page'], (req, actor) => promoterReads.ledger(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/promoters/withdrawals/page'], (req, actor) =>
    promoterReads.withdrawals(app.deps, actor, req.query),
  );
  route(app, calls['GET /admin-api/promoters/invitees/page'], (req, actor) => promoterReads.invitees(app.deps, actor, req.query));
  route(app, calls['POST /admin-api/promoters/disable'], (req, actor) => promoterManagement.disable(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/promoters/enable'], (req, actor) => promoterManagement.enable(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/promoters/adjustBalance'], (req, actor) => adjustBalance(app.deps, actor, req.body));
};
