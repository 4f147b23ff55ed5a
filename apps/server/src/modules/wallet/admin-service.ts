import type { z } from 'zod';
import type {
  AdminWithdrawalCounts,
  ZAdminWithdrawalCountsQuery,
  ZAdminWithdrawalPageQuery,
} from '@tuike/contract/admin-withdrawals';
import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import type { DbOrTx } from '../../db/client';
import { authorize, type OperatorActor, ownerScope } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { addDays, operatorTime } from '../../lib/time';
import { presentRecord } from '../account';
import { presentAdminDetail, presentAdminWithdrawal } from './admin-presenter';
import { adminWalletRepository as adminRepo, type WithdrawalFilter } from './admin-repository';
import { walletRepository as repo } from './repository';
import { WITHDRAW_MSG } from './withdraw-service';

type Filters = z.output<typeof ZAdminWithdrawalCountsQuery> & { status?: WithdrawalFilter['status'] | '' };

/**
 * The contract's filters as the repository takes them: an empty one is no filter, days (operator zone,
 * inclusive) become instants.
 */
export function filterOf(q: Filters): WithdrawalFilter {
  return {
    status: q.status || undefined,
    phone: q.phone,
    promoterNo: q.promoterNo,
    nickname: q.nickname,
    userId: q.userId,
    from: q.from ? operatorTime(q.from) : undefined,
    to: q.to ? operatorTime(addDays(q.to, 1)) : undefined,
    minAmount: q.minAmount,
    maxAmount: q.maxAmount,
  };
}

/** One withdrawal as the console shows it after a step. */
export async function answerOne(db: DbOrTx, id: number) {
  const row = await adminRepo.one(db, id);
  if (!row) throw notFound(WITHDRAW_MSG.notFound);
  return presentAdminWithdrawal(row);
}

/**
 * The console's reads of withdrawals: every promoter's, for an operator whose role reads money (the
 * route has checked the call's grant; the rows' scope comes from the grants table, `ownerScope`).
 */
export const adminWithdrawals = {
  async page(db: DbOrTx, actor: OperatorActor, q: z.output<typeof ZAdminWithdrawalPageQuery>) {
    const scope = ownerScope(actor, 'read', 'money');
    const filter = filterOf(q);
    return paged(q, (limit, offset) => adminRepo.page(db, scope, filter, q, limit, offset), presentAdminWithdrawal);
  },

  async counts(
    db: DbOrTx,
    actor: OperatorActor,
    q: z.output<typeof ZAdminWithdrawalCountsQuery>,
  ): Promise<AdminWithdrawalCounts> {
    const scope = ownerScope(actor, 'read', 'money');
    const counts = Object.fromEntries(Object.keys(WITHDRAWAL_STATUS_LABELS).map((s) => [s, 0])) as AdminWithdrawalCounts;
    for (const { status, n } of await adminRepo.counts(db, scope, filterOf(q))) counts[status] = n;
    return counts;
  },

  async detail(db: DbOrTx, actor: OperatorActor, id: number) {
    const row = await adminRepo.one(db, id);
    if (!row) throw notFound(WITHDRAW_MSG.notFound);
    authorize(actor, 'read', { kind: 'money', ownerId: row.userId });
    const [realName, balance, events, ledger] = await Promise.all([
      repo.realName(db, row.userId),
      adminRepo.balanceOf(db, row.userId),
      repo.events(db, id),
      adminRepo.ledgerOf(db, id),
    ]);
    return presentAdminDetail(row, { realName, balance, events, ledger: ledger.map(presentRecord) });
  },
};
