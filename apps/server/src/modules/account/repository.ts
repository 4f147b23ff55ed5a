import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type IncomeProvenance, ZIncomeProvenance } from '@tuike/contract/money';
import type { DbOrTx } from '../../db/client';
import { accountRecords, balances, incomeLines } from '../../db/schema';
import { firstRow } from '../../lib/rows';

export type NewIncomeLine = Omit<typeof incomeLines.$inferInsert, 'id' | 'provenance'> & { provenance: IncomeProvenance };

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
};
