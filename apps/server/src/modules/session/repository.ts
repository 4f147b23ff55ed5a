import { and, eq, gt, isNull, ne, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { prepareOnce } from '../../lib/prepared';

/**
 * The token's user, qualified by hand: drizzle writes bare column names in a one-table select, and a
 * bare "user_id" inside the subquery below would name nothing there.
 */
const tokenUser = sql`${sql.identifier('user_tokens')}.${sql.identifier('user_id')}`;

/**
 * The live session of a token: the rule every authenticated request is checked by, also inside a
 * statement that reads a route's data in the same round trip (user home data). A disabled promoter's
 * tokens are revoked when an operator disables them; the user check also refuses a token issued by a
 * login that was already past its own check when the disable committed (one primary-key probe).
 */
export const activeSession = (tokenHash: Placeholder, now: Placeholder) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    isNull(userTokens.revokedAt),
    gt(userTokens.expiresAt, now),
    sql`not exists (select 1 from ${users} as disabled_user where disabled_user.id = ${tokenUser} and disabled_user.disabled_at is not null)`,
  );

const findActiveStatement = (db: DbOrTx) =>
  db
    .select({ id: userTokens.id, userId: userTokens.userId, lastUsedAt: userTokens.lastUsedAt })
    .from(userTokens)
    .where(activeSession(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .prepare('session_find_active');

export const sessionRepository = {
  async insert(db: DbOrTx, row: typeof userTokens.$inferInsert) {
    await db.insert(userTokens).values(row);
  },

  /** Read on every authenticated request, on every node (no session cache: a revoked token stops at once). */
  async findActive(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await prepareOnce(db, findActiveStatement).execute({ tokenHash, now });
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
