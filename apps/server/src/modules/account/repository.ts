import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { type IncomeProvenance, ZIncomeProvenance } from '@tuike/contract/money';
import type { DbOrTx } from '../../db/client';
import { accountRecords, balances, incomeLines, type WITHDRAWAL_STATUSES, withdrawals } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { operatorTime, ymdOperator } from '../../lib/time';
import { firstOfMonth, nextMonth } from './months';

export type NewIncomeLine = Omit<typeof incomeLines.$inferInsert, 'id' | 'provenance'> & { provenance: IncomeProvenance };
export type AccountRecordRow = typeof accountRecords.$inferSelect;
type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Applied for and neither paid nor returned: the amount has left the balance and is on its way. */
const IN_FLIGHT: readonly WithdrawalStatus[] = ['submitted', 'approved', 'paying'];
/** What counts against the monthly maximum: everything not returned to the balance. */
const COUNTED: readonly WithdrawalStatus[] = [...IN_FLIGHT, 'paid'];

/**
 * Writes an income line; its provenance is checked against the contract first, so every stored line
 * can explain itself to the promoter (a malformed one throws and nothing is written).
 */
export async function addIncomeLine(db: DbOrTx, line: NewIncomeLine) {
  const rows = await db
    .insert(incomeLines)
    .values({ ...line, provenance: ZIncomeProvenance.parse(line.provenance) })
    .returning();
  return firstRow(rows, 'insert into income_lines');
}

const fenSum = (column: typeof withdrawals.amount | typeof accountRecords.amount) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The amount of a promoter's withdrawals applied for in the operator-zone calendar month of `now` that
 * count against the monthly maximum (in flight or paid; rejected and failed ones came back). The one
 * definition of "withdrawn this month": the summary shows it and the withdrawal service checks an
 * application against it (passing its transaction, after locking the balance row).
 */
export async function withdrawnThisMonth(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const monthStart = firstOfMonth(ymdOperator(now));
  const rows = await db
    .select({ total: fenSum(withdrawals.amount) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        inArray(withdrawals.status, [...COUNTED]),
        gte(withdrawals.createdAt, operatorTime(monthStart)),
        lt(withdrawals.createdAt, operatorTime(nextMonth(monthStart))),
      ),
    );
  return firstRow(rows, 'sum of withdrawals').total;
}

export const accountRepository = {
  async balance(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId));
    return row?.balance ?? 0;
  },

  /** Sum of income lines between two YYYY-MM-DD dates, inclusive. */
  async incomeBetween(db: DbOrTx, userId: number, from: string, to: string): Promise<number> {
    const rows = await db
      .select({ total: sql<string>`coalesce(sum(${incomeLines.amount}), 0)` })
      .from(incomeLines)
      .where(and(eq(incomeLines.userId, userId), gte(incomeLines.incomeDate, from), lte(incomeLines.incomeDate, to)));
    return Number(firstRow(rows, 'sum of income_lines').total);
  },

  /** Everything ever earned: income and team rebates credited to the ledger. */
  async totalEarned(db: DbOrTx, userId: number): Promise<number> {
    const rows = await db
      .select({ total: sql<string>`coalesce(sum(${accountRecords.amount}), 0)` })
      .from(accountRecords)
      .where(and(eq(accountRecords.userId, userId), inArray(accountRecords.type, ['income', 'rebate', 'adjustment'])));
    return Number(firstRow(rows, 'sum of account_records').total);
  },

  /**
   * The ledger newest posting first: the (user, id) index read backwards. Ids are the posting sequence
   * (each posting holds the balance lock), so every row's balance follows from the one below it; a
   * posting's time may be older than its predecessor's if taken before the lock, its id never is.
   */
  records(db: DbOrTx, userId: number, limit: number, offset: number): Promise<AccountRecordRow[]> {
    return db
      .select()
      .from(accountRecords)
      .where(eq(accountRecords.userId, userId))
      .orderBy(desc(accountRecords.id))
      .limit(limit)
      .offset(offset);
  },

  /** Withdrawals in flight (frozen) and paid out, in one pass over the promoter's withdrawals. */
  async withdrawalTotals(db: DbOrTx, userId: number): Promise<{ frozen: number; paid: number }> {
    const inFlight = sql.join(
      IN_FLIGHT.map((s) => sql`${s}`),
      sql`, `,
    );
    const rows = await db
      .select({
        frozen:
          sql<number>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} in (${inFlight})), 0)`.mapWith(
            Number,
          ),
        paid: sql<number>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'paid'), 0)`.mapWith(Number),
      })
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId));
    return firstRow(rows, 'sums of withdrawals');
  },
};
