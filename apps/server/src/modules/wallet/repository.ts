import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  balances,
  realNames,
  users,
  withdrawAccounts,
  withdrawalEvents,
  withdrawals,
  type WITHDRAWAL_STATUSES,
} from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { prepareOnce } from '../../lib/prepared';
import { firstRow } from '../../lib/rows';
import { sessionColumns, sessionCte, type SessionRow, sessionUser } from '../session';

export type RealNameRow = typeof realNames.$inferSelect;
export type WithdrawAccountRow = typeof withdrawAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalEventRow = typeof withdrawalEvents.$inferSelect;
export type WithdrawalStatusValue = (typeof WITHDRAWAL_STATUSES)[number];

const p = sql.placeholder;

/**
 * The token's live session and a page of its user's withdrawals, newest first, in ONE statement (the
 * session check inside it, `routeOwnSession`): the page is left-joined to the session, so a live session
 * with an empty page is still one row (withdrawal null), and no row means the token is not live.
 */
function pageInSessionStatement(db: DbOrTx, status: WithdrawalStatusValue | undefined) {
  const session = sessionCte(db);
  const page = db.$with('page').as(
    db
      // The columns rather than the table: a CTE re-points plain columns at itself, not a table's.
      .select({ withdrawal: getTableColumns(withdrawals) })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, sessionUser(session)), status ? eq(withdrawals.status, status) : undefined))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(p('limit'))
      .offset(p('offset')),
  );
  return (
    db
      .with(session, page)
      .select({ session: sessionColumns(session), withdrawal: page.withdrawal })
      .from(session)
      .leftJoin(page, sql`true`)
      // The page's order again: a join keeps no order of its own.
      .orderBy(desc(page.withdrawal.createdAt), desc(page.withdrawal.id))
  );
}

/**
 * The token's live session, its user's real name and live withdrawal accounts, newest first, in ONE
 * statement (the session check inside it, `routeOwnSession`): the real name (at most one) and the
 * accounts are left-joined to the session, so a live session without accounts is still one row (account
 * null), and no row means the token is not live.
 */
const accountsInSessionStatement = (db: DbOrTx) => {
  const session = sessionCte(db);
  const realName = db.$with('real_name').as(
    db
      .select({ realName: getTableColumns(realNames) })
      .from(realNames)
      .where(eq(realNames.userId, sessionUser(session))),
  );
  const accounts = db.$with('accounts').as(
    db
      .select({ account: getTableColumns(withdrawAccounts) })
      .from(withdrawAccounts)
      .where(and(eq(withdrawAccounts.userId, sessionUser(session)), isNull(withdrawAccounts.deletedAt))),
  );
  return db
    .with(session, realName, accounts)
    .select({ session: sessionColumns(session), realName: realName.realName, account: accounts.account })
    .from(session)
    .leftJoin(realName, sql`true`)
    .leftJoin(accounts, sql`true`)
    .orderBy(desc(accounts.account.id))
    .prepare('withdraw_accounts_in_session');
};

// The unfiltered first page is what the withdrawal list opens with: planned once per connection.
const unfilteredPageStatement = (db: DbOrTx) => pageInSessionStatement(db, undefined).prepare('withdrawals_page_in_session');

export const walletRepository = {
  async realName(db: DbOrTx, userId: number): Promise<RealNameRow | null> {
    const [row] = await db.select().from(realNames).where(eq(realNames.userId, userId));
    return row ?? null;
  },

  /** The real name an ID number (by its keyed hash) already verifies, if any. */
  async realNameByIdHash(db: DbOrTx, idNumberHash: string): Promise<RealNameRow | null> {
    const [row] = await db.select().from(realNames).where(eq(realNames.idNumberHash, idNumberHash));
    return row ?? null;
  },

  /** Inserts the real name; false when the user already has one (a parallel request won). */
  async insertRealName(db: DbOrTx, row: typeof realNames.$inferInsert): Promise<RealNameRow | null> {
    const [inserted] = await db.insert(realNames).values(row).onConflictDoNothing({ target: realNames.userId }).returning();
    return inserted ?? null;
  },

  async phoneOf(db: DbOrTx, userId: number): Promise<string> {
    return firstRow(await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)), 'select of the user').phone;
  },

  /** Serialises changes to one user's withdrawal accounts (the limit of 5) until the transaction ends. */
  async lockUser(tx: DbOrTx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /**
   * The live session of `tokenHash` at `now` with its user's real name and live accounts, newest first;
   * no rows: the token is not live.
   */
  async accountsInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
  ): Promise<{ session: SessionRow; realName: RealNameRow | null; item: WithdrawAccountRow | null }[]> {
    const rows = await prepareOnce(db, accountsInSessionStatement).execute({ tokenHash, now });
    return rows.map((r) => ({ session: r.session, realName: r.realName, item: r.account }));
  },

  async countLiveAccounts(db: DbOrTx, userId: number): Promise<number> {
    const rows = await db
      .select({ n: count() })
      .from(withdrawAccounts)
      .where(and(eq(withdrawAccounts.userId, userId), isNull(withdrawAccounts.deletedAt)));
    return firstRow(rows, 'count of withdraw_accounts').n;
  },

  async liveAccount(db: DbOrTx, id: number): Promise<WithdrawAccountRow | null> {
    const [row] = await db
      .select()
      .from(withdrawAccounts)
      .where(and(eq(withdrawAccounts.id, id), isNull(withdrawAccounts.deletedAt)));
    return row ?? null;
  },

  async account(db: DbOrTx, id: number): Promise<WithdrawAccountRow | null> {
    const [row] = await db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, id));
    return row ?? null;
  },

  async insertAccount(db: DbOrTx, row: typeof withdrawAccounts.$inferInsert): Promise<WithdrawAccountRow> {
    return firstRow(await db.insert(withdrawAccounts).values(row).returning(), 'insert into withdraw_accounts');
  },

  /** Soft delete; false when it was deleted meanwhile. */
  async deleteAccount(db: DbOrTx, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(withdrawAccounts)
      .set({ deletedAt: at })
      .where(and(eq(withdrawAccounts.id, id), isNull(withdrawAccounts.deletedAt)))
      .returning({ id: withdrawAccounts.id });
    return rows.length === 1;
  },

  /** Locks the user's balance row (as postToLedger will) and answers the balance; null without a row. */
  async lockBalance(tx: DbOrTx, userId: number): Promise<number | null> {
    const [row] = await tx.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId)).for('update');
    return row?.balance ?? null;
  },

  async withdrawalByRequest(db: DbOrTx, userId: number, requestId: string): Promise<WithdrawalRow | null> {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)));
    return row ?? null;
  },

  async withdrawal(db: DbOrTx, id: number, lock = false): Promise<WithdrawalRow | null> {
    const query = db.select().from(withdrawals).where(eq(withdrawals.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  },

  async insertWithdrawal(db: DbOrTx, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
    return firstRow(await db.insert(withdrawals).values(row).returning(), 'insert into withdrawals');
  },

  async updateWithdrawal(
    db: DbOrTx,
    id: number,
    set: Pick<Partial<WithdrawalRow>, 'status' | 'reason' | 'payoutNo' | 'payoutChannel' | 'transferNo'> & { updatedAt: Date },
  ): Promise<WithdrawalRow> {
    return firstRow(await db.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning(), 'update of withdrawals');
  },

  async addEvent(db: DbOrTx, row: typeof withdrawalEvents.$inferInsert) {
    await db.insert(withdrawalEvents).values(row);
  },

  /** The operator step a console request (its idempotency key) already took, if any. */
  async eventByRequest(db: DbOrTx, requestId: string): Promise<WithdrawalEventRow | null> {
    const [row] = await db.select().from(withdrawalEvents).where(eq(withdrawalEvents.requestId, requestId));
    return row ?? null;
  },

  events(db: DbOrTx, withdrawalId: number): Promise<WithdrawalEventRow[]> {
    return db
      .select()
      .from(withdrawalEvents)
      .where(eq(withdrawalEvents.withdrawalId, withdrawalId))
      .orderBy(withdrawalEvents.at, withdrawalEvents.id);
  },

  /** The live session of `tokenHash` at `now` with a page of its user's withdrawals; no rows: the token is not live. */
  async pageInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    status: WithdrawalStatusValue | undefined,
    limit: number,
    offset: number,
  ): Promise<{ session: SessionRow; item: WithdrawalRow | null }[]> {
    const values = { tokenHash, now, limit, offset };
    const rows = await (status ? pageInSessionStatement(db, status) : prepareOnce(db, unfilteredPageStatement)).execute(values);
    return rows.map((r) => ({ session: r.session, item: r.withdrawal }));
  },

  page(db: DbOrTx, scope: OwnerScope, status: WithdrawalStatusValue | undefined, limit: number, offset: number) {
    return db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, scope.ownerId), status ? eq(withdrawals.status, status) : undefined))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(limit)
      .offset(offset);
  },
};
