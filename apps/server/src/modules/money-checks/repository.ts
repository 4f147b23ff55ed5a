import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { moneyCheckRuns } from '../../db/schema';

export type MoneyCheckRunRow = typeof moneyCheckRuns.$inferSelect;

export const moneyChecksRepository = {
  async insert(db: DbOrTx, run: Omit<MoneyCheckRunRow, 'id'>) {
    await db.insert(moneyCheckRuns).values(run);
  },

  async latest(db: DbOrTx): Promise<MoneyCheckRunRow | null> {
    const [row] = await db.select().from(moneyCheckRuns).orderBy(desc(moneyCheckRuns.ranAt), desc(moneyCheckRuns.id)).limit(1);
    return row ?? null;
  },
};
