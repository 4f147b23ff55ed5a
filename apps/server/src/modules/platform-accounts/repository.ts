import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MediaPlatform } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { platformAccounts, uidKey, users } from '../../db/schema';
import { firstRow } from '../../lib/rows';

export type PlatformAccountRow = typeof platformAccounts.$inferSelect;

const bound = isNull(platformAccounts.unboundAt);

export const platformAccountsRepository = {
  listBound: (db: DbOrTx, scope: OwnerScope) =>
    db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.userId, scope.ownerId), bound))
      .orderBy(asc(platformAccounts.createdAt), asc(platformAccounts.id)),

  /** A page of an owner's bound accounts, newest first (the console's tab of a promoter). */
  pageBound: (db: DbOrTx, scope: OwnerScope, limit: number, offset: number) =>
    db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.userId, scope.ownerId), bound))
      .orderBy(desc(platformAccounts.createdAt), desc(platformAccounts.id))
      .limit(limit)
      .offset(offset),

  /** A bound account by id, whoever holds it; unbound ones are gone for every caller. */
  async findBound(db: DbOrTx, id: number): Promise<PlatformAccountRow | null> {
    const [row] = await db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.id, id), bound));
    return row ?? null;
  },

  /**
   * Who holds a UID on a platform now, if anyone, comparing UIDs as the unique index does (`uidKey`:
   * Douyin and Kuaishou in any case).
   */
  async holderOf(db: DbOrTx, platform: MediaPlatform, uid: string): Promise<number | null> {
    const [row] = await db
      .select({ userId: platformAccounts.userId })
      .from(platformAccounts)
      .where(
        and(
          eq(platformAccounts.platform, platform),
          // The typed UID goes through the very expression the stored ones do: inside the subquery its
          // bare column names read the one-row `typed`.
          sql`${uidKey} = (select ${uidKey} from (select ${platform}::integer as platform, ${uid}::text as uid) as typed)`,
          bound,
        ),
      );
    return row?.userId ?? null;
  },

  /** Locks the promoter's users row until the transaction ends: their binds are counted one at a time. */
  async lockUser(tx: DbOrTx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /** How many accounts the promoter has bound on a platform. */
  async countBound(db: DbOrTx, userId: number, platform: MediaPlatform) {
    const [row] = await db
      .select({ n: count() })
      .from(platformAccounts)
      .where(and(eq(platformAccounts.userId, userId), eq(platformAccounts.platform, platform), bound));
    return row?.n ?? 0;
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
