import { and, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operators, taskPlatformPrices } from '../../db/schema';
import { firstRow } from '../../lib/rows';

export type PriceRow = typeof taskPlatformPrices.$inferSelect & { operatorAccount: string | null };
export type NewPrice = Omit<typeof taskPlatformPrices.$inferInsert, 'id' | 'version'>;

const priceColumns = { ...getTableColumns(taskPlatformPrices), operatorAccount: operators.account };

/** Newest first: the order versions take effect in (a later time, or the same time set later). */
const newestFirst = [desc(taskPlatformPrices.effectiveFrom), desc(taskPlatformPrices.version)];

export const pricesRepository = {
  /** Every version of the platforms, newest first per platform. */
  ofPlatforms(db: DbOrTx, platformIds: number[]): Promise<PriceRow[]> {
    if (!platformIds.length) return Promise.resolve([]);
    return db
      .select(priceColumns)
      .from(taskPlatformPrices)
      .leftJoin(operators, eq(operators.id, taskPlatformPrices.operatorId))
      .where(inArray(taskPlatformPrices.taskPlatformId, platformIds))
      .orderBy(taskPlatformPrices.taskPlatformId, ...newestFirst);
  },

  /** The version in force at `at`: the latest effective at or before it (null: none yet). */
  async inForce(db: DbOrTx, taskPlatformId: number, at: Date) {
    const [row] = await db
      .select()
      .from(taskPlatformPrices)
      .where(and(eq(taskPlatformPrices.taskPlatformId, taskPlatformId), lte(taskPlatformPrices.effectiveFrom, at)))
      .orderBy(...newestFirst)
      .limit(1);
    return row ?? null;
  },

  /** The last version set (by number), what a changed price is compared with. */
  async latest(db: DbOrTx, taskPlatformId: number) {
    const [row] = await db
      .select()
      .from(taskPlatformPrices)
      .where(eq(taskPlatformPrices.taskPlatformId, taskPlatformId))
      .orderBy(desc(taskPlatformPrices.version))
      .limit(1);
    return row ?? null;
  },

  /**
   * Adds the platform's next version. The caller holds the platform's row (FOR UPDATE), so two saves
   * cannot draw the same number; the unique (platform, version) index would refuse the second anyway.
   */
  async insert(db: DbOrTx, price: NewPrice) {
    const next = sql<number>`(select coalesce(max(${taskPlatformPrices.version}), 0) + 1 from ${taskPlatformPrices}
      where ${taskPlatformPrices.taskPlatformId} = ${price.taskPlatformId})`;
    return firstRow(
      await db
        .insert(taskPlatformPrices)
        .values({ ...price, version: next })
        .returning(),
      'insert into task_platform_prices',
    );
  },
};
