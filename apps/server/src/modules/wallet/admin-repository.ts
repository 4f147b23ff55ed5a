import { and, asc, count, desc, eq, gte, ilike, like, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { accountRecords, balances, users, withdrawAccounts, withdrawals } from '../../db/schema';
import type { WithdrawalRow, WithdrawalStatusValue } from './repository';
import { containing } from '../../lib/like';

/** The queue's filters, as the service resolved them (days to instants in the operator's zone). */
export interface WithdrawalFilter {
  status?: WithdrawalStatusValue | undefined;
  phone?: string | undefined;
  promoterNo?: string | undefined;
  nickname?: string | undefined;
  userId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}

export interface WithdrawalSort {
  sort: 'createdAt' | 'amount';
  order: 'asc' | 'desc';
}

const promoter = { promoterNo: users.promoterNo, nickname: users.nickname, phone: users.phone };
export type ConsoleWithdrawalRow = WithdrawalRow & { promoterNo: string; nickname: string; phone: string };

function where(scope: OwnerScope | 'all', f: WithdrawalFilter): SQL | undefined {
  const c: SQL[] = [];
  if (scope !== 'all') c.push(eq(withdrawals.userId, scope.ownerId));
  if (f.status) c.push(eq(withdrawals.status, f.status));
  if (f.userId !== undefined) c.push(eq(withdrawals.userId, f.userId));
  // Digits only (the contract's pattern), so nothing in a prefix can act as a wildcard.
  if (f.phone) c.push(f.phone.length === 11 ? eq(users.phone, f.phone) : like(users.phone, `${f.phone}%`));
  if (f.promoterNo) c.push(eq(users.promoterNo, f.promoterNo));
  if (f.nickname) c.push(ilike(users.nickname, containing(f.nickname)));
  if (f.from) c.push(gte(withdrawals.createdAt, f.from));
  if (f.to) c.push(lt(withdrawals.createdAt, f.to));
  if (f.minAmount !== undefined) c.push(gte(withdrawals.amount, f.minAmount));
  if (f.maxAmount !== undefined) c.push(lte(withdrawals.amount, f.maxAmount));
  return and(...c);
}

const withPromoter = (db: DbOrTx) =>
  db
    .select({ w: withdrawals, ...promoter })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId));

const flat = ({ w, ...p }: { w: WithdrawalRow; promoterNo: string; nickname: string; phone: string }): ConsoleWithdrawalRow => ({
  ...w,
  ...p,
});

/** The console's reads of withdrawals, within the scope the service was granted (every promoter's for finance). */
export const adminWalletRepository = {
  async page(
    db: DbOrTx,
    scope: OwnerScope | 'all',
    filter: WithdrawalFilter,
    sort: WithdrawalSort,
    limit: number,
    offset: number,
  ) {
    const dir = sort.order === 'asc' ? asc : desc;
    const rows = await withPromoter(db)
      .where(where(scope, filter))
      .orderBy(dir(sort.sort === 'amount' ? withdrawals.amount : withdrawals.createdAt), dir(withdrawals.id))
      .limit(limit)
      .offset(offset);
    return rows.map(flat);
  },

  /** How many withdrawals each status holds under the filter (the status filter itself left out). */
  counts(db: DbOrTx, scope: OwnerScope | 'all', filter: Omit<WithdrawalFilter, 'status'>) {
    const joinUsers = Boolean(filter.phone || filter.promoterNo || filter.nickname);
    const base = db.select({ status: withdrawals.status, n: count() }).from(withdrawals);
    // The join only when a promoter field filters: counting every status stays on withdrawals alone.
    const query = joinUsers ? base.innerJoin(users, eq(users.id, withdrawals.userId)) : base;
    return query.where(where(scope, filter)).groupBy(withdrawals.status);
  },

  async one(db: DbOrTx, id: number): Promise<ConsoleWithdrawalRow | null> {
    const [row] = await withPromoter(db).where(eq(withdrawals.id, id));
    return row ? flat(row) : null;
  },

  /** The export's rows, with the account each was applied to (its number decrypted by the caller). */
  async forExport(db: DbOrTx, scope: OwnerScope | 'all', filter: WithdrawalFilter, limit: number) {
    const rows = await db
      .select({ w: withdrawals, ...promoter, account: withdrawAccounts })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .innerJoin(withdrawAccounts, eq(withdrawAccounts.id, withdrawals.accountId))
      .where(where(scope, filter))
      .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
      .limit(limit);
    return rows.map(({ account, ...row }) => ({ ...flat(row), account }));
  },

  /** The ledger rows a withdrawal posted: its debit and any refund, in posting order. */
  ledgerOf(db: DbOrTx, withdrawalId: number) {
    return db
      .select()
      .from(accountRecords)
      .where(and(eq(accountRecords.refType, 'withdrawal'), eq(accountRecords.refId, withdrawalId)))
      .orderBy(accountRecords.id);
  },

  async balanceOf(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId));
    return row?.balance ?? 0;
  },
};
