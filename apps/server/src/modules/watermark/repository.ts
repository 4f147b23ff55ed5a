import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { watermarkUsage } from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';

export const watermarkRepository = {
  async used(db: DbOrTx, scope: OwnerScope, day: string): Promise<number> {
    const [row] = await db
      .select({ used: watermarkUsage.used })
      .from(watermarkUsage)
      .where(and(eq(watermarkUsage.userId, scope.ownerId), eq(watermarkUsage.day, day)));
    return row?.used ?? 0;
  },

  /**
   * Takes one use of the day if fewer than `limit` are taken, in one statement: the row lock of the
   * conflicting insert makes parallel takers wait their turn and see each other's count. Answers the
   * count after taking, or null when the quota is used up. A quota of 0 (a level may grant none) takes
   * nothing: the insert would count its first use without looking at the limit.
   */
  async take(db: DbOrTx, scope: OwnerScope, day: string, limit: number): Promise<number | null> {
    if (limit <= 0) return null;
    const [row] = await db
      .insert(watermarkUsage)
      .values({ userId: scope.ownerId, day, used: 1 })
      .onConflictDoUpdate({
        target: [watermarkUsage.userId, watermarkUsage.day],
        set: { used: sql`${watermarkUsage.used} + 1` },
        setWhere: sql`${watermarkUsage.used} < ${limit}`,
      })
      .returning({ used: watermarkUsage.used });
    return row?.used ?? null;
  },

  /** Gives back a use whose resolution failed, so only answered works count. */
  async giveBack(db: DbOrTx, scope: OwnerScope, day: string): Promise<void> {
    await db
      .update(watermarkUsage)
      .set({ used: sql`greatest(${watermarkUsage.used} - 1, 0)` })
      .where(and(eq(watermarkUsage.userId, scope.ownerId), eq(watermarkUsage.day, day)));
  },
};
