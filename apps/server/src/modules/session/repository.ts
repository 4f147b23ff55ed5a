import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userTokens } from '../../db/schema';

export const sessionRepository = {
  async insert(db: DbOrTx, row: typeof userTokens.$inferInsert) {
    await db.insert(userTokens).values(row);
  },

  async findActive(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ id: userTokens.id, userId: userTokens.userId, lastUsedAt: userTokens.lastUsedAt })
      .from(userTokens)
      .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, now)));
    return row ?? null;
  },

  async touch(db: DbOrTx, id: number, now: Date, expiresAt: Date) {
    await db.update(userTokens).set({ lastUsedAt: now, expiresAt }).where(eq(userTokens.id, id));
  },

  async revoke(db: DbOrTx, id: number, now: Date) {
    await db.update(userTokens).set({ revokedAt: now }).where(eq(userTokens.id, id));
  },

  /** Revokes every live token of a user except `keepId` (password change keeps the current one). */
  async revokeOthers(db: DbOrTx, userId: number, keepId: number | null, now: Date) {
    const filter = keepId === null ? undefined : ne(userTokens.id, keepId);
    await db
      .update(userTokens)
      .set({ revokedAt: now })
      .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt), filter));
  },
};
