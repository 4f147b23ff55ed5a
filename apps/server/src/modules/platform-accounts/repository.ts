import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MediaPlatform } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import { platformAccounts } from '../../db/schema';
import { firstRow } from '../../lib/rows';

export type PlatformAccountRow = typeof platformAccounts.$inferSelect;

const bound = isNull(platformAccounts.unboundAt);

export const platformAccountsRepository = {
  listBound: (db: DbOrTx, userId: number) =>
    db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.userId, userId), bound))
      .orderBy(asc(platformAccounts.createdAt), asc(platformAccounts.id)),

  /** A bound account by id, whoever holds it; unbound ones are gone for every caller. */
  async findBound(db: DbOrTx, id: number): Promise<PlatformAccountRow | null> {
    const [row] = await db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.id, id), bound));
    return row ?? null;
  },

  /** Who holds a UID on a platform now, if anyone. */
  async holderOf(db: DbOrTx, platform: MediaPlatform, uid: string): Promise<number | null> {
    const [row] = await db
      .select({ userId: platformAccounts.userId })
      .from(platformAccounts)
      .where(and(eq(platformAccounts.platform, platform), eq(platformAccounts.uid, uid), bound));
    return row?.userId ?? null;
  },

  async insert(db: DbOrTx, values: typeof platformAccounts.$inferInsert) {
    return firstRow(await db.insert(platformAccounts).values(values).returning(), 'insert into platform_accounts');
  },

  /** Unbinds if still bound; answers whether it did (a parallel unbind may have come first). */
  async unbind(db: DbOrTx, id: number, now: Date) {
    const rows = await db
      .update(platformAccounts)
      .set({ unboundAt: now })
      .where(and(eq(platformAccounts.id, id), bound))
      .returning({ id: platformAccounts.id });
    return rows.length > 0;
  },
};
