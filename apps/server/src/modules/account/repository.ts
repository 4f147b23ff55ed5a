import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { OwnerScope } from '../../lib/authorize';
import type { DbOrTx } from '../../db/client';
import { accountRecords, userTokens, withdrawals } from '../../db/schema';
import { prepareOnce } from '../../lib/prepared';
import { firstRow } from '../../lib/rows';
import { operatorTime, ymdOperator } from '../../lib/time';
import { activeSession, sessionColumns, sessionCte, type SessionRow, sessionUser as sessionUserOf } from '../session';
import { countedWithdrawals, summaryFigures } from './figures';
import { firstOfMonth, nextMonth } from './months';

export type AccountRecordRow = typeof accountRecords.$inferSelect;

/**
 * The amount of a promoter's withdrawals applied for in the operator-zone calendar month of `now` that
 * count against the monthly maximum (`countedWithdrawals`, as the summary shows it): the withdrawal
 * service checks an application against it (passing its transaction, after locking the balance row).
 */
export async function withdrawnThisMonth(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const monthStart = firstOfMonth(ymdOperator(now));
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${withdrawals.amount}), 0)`.mapWith(Number) })
    .from(withdrawals)
    .where(countedWithdrawals(sql`${userId}`, operatorTime(monthStart), operatorTime(nextMonth(monthStart))));
  return firstRow(rows, 'sum of withdrawals').total;
}

/**
 * The month so far for tax withholding (packages/contract tax.ts): the gross and the tax of the
 * promoter's withdrawals of the operator-zone month of `now` that were withheld on and not returned
 * (`countedWithdrawals`: a rejected or failed one's tax came back with its amount). Read by the
 * withdrawal service under the balance lock, so two applications at once cannot both start from the same
 * month; and by the app, to show the tax before the promoter confirms.
 */
export async function taxMonthSoFar(db: DbOrTx, userId: number, now: Date): Promise<{ gross: number; withheld: number }> {
  const monthStart = firstOfMonth(ymdOperator(now));
  const rows = await db
    .select({
      gross: sql<number>`coalesce(sum(${withdrawals.amount}), 0)`.mapWith(Number),
      withheld: sql<number>`coalesce(sum(${withdrawals.tax}), 0)`.mapWith(Number),
    })
    .from(withdrawals)
    .where(
      and(
        countedWithdrawals(sql`${userId}`, operatorTime(monthStart), operatorTime(nextMonth(monthStart))),
        eq(withdrawals.taxWithheld, true),
      ),
    );
  return firstRow(rows, 'tax month of withdrawals');
}

const p = sql.placeholder;
/**
 * The outer row's user, qualified by hand: drizzle writes bare column names in a one-table select, and
 * a bare "user_id" inside a subquery would name the subquery's own table's column.
 */
const sessionUser = sql`${sql.identifier('user_tokens')}.${sql.identifier('user_id')}`;
/** The session check and the wallet's figures in one statement (the route checks the token here). */
const summaryStatement = (db: DbOrTx) =>
  db
    .select({
      session: { id: userTokens.id, userId: userTokens.userId, lastUsedAt: userTokens.lastUsedAt },
      figures: summaryFigures(sessionUser, { monthStart: sql`${p('monthStart')}`, nextMonth: sql`${p('nextMonth')}` }),
    })
    .from(userTokens)
    .where(activeSession(p('tokenHash'), p('now')))
    .prepare('account_summary');

/**
 * The token's live session and a page of its user's ledger, newest posting first, in ONE statement (the
 * session check inside it, `routeOwnSession`): the page is left-joined to the session, so a live session
 * with an empty page is still one row (record null), and no row means the token is not live.
 */
const recordsInSessionStatement = (db: DbOrTx) => {
  const session = sessionCte(db);
  const page = db.$with('page').as(
    db
      // The columns rather than the table: a CTE re-points plain columns at itself, not a table's.
      .select({ record: getTableColumns(accountRecords) })
      .from(accountRecords)
      .where(eq(accountRecords.userId, sessionUserOf(session)))
      .orderBy(desc(accountRecords.id))
      .limit(p('limit'))
      .offset(p('offset')),
  );
  return (
    db
      .with(session, page)
      .select({ session: sessionColumns(session), record: page.record })
      .from(session)
      .leftJoin(page, sql`true`)
      // The page's order again: a join keeps no order of its own.
      .orderBy(desc(page.record.id))
      .prepare('account_records_in_session')
  );
};

export const accountRepository = {
  /** The live session of `tokenHash` at `now` with its user's wallet figures, or null when it is not live. */
  async summary(db: DbOrTx, tokenHash: string, now: Date) {
    const monthStart = firstOfMonth(ymdOperator(now));
    const [row] = await prepareOnce(db, summaryStatement).execute({
      tokenHash,
      now,
      monthStart: operatorTime(monthStart),
      nextMonth: operatorTime(nextMonth(monthStart)),
    });
    return row ?? null;
  },

  /**
   * The live session of `tokenHash` at `now` with a page of its user's ledger; no rows: the token is not live.
   * Newest posting first: the (user, id) index read backwards. Ids are the posting sequence (each posting
   * holds the balance lock), so every row's balance follows from the one below it; a posting's time may be
   * older than its predecessor's if taken before the lock, its id never is.
   */
  async recordsInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    limit: number,
    offset: number,
  ): Promise<{ session: SessionRow; item: AccountRecordRow | null }[]> {
    const rows = await prepareOnce(db, recordsInSessionStatement).execute({ tokenHash, now, limit, offset });
    return rows.map((r) => ({ session: r.session, item: r.record }));
  },

  records(db: DbOrTx, scope: OwnerScope, limit: number, offset: number): Promise<AccountRecordRow[]> {
    return db
      .select()
      .from(accountRecords)
      .where(eq(accountRecords.userId, scope.ownerId))
      .orderBy(desc(accountRecords.id))
      .limit(limit)
      .offset(offset);
  },
};
