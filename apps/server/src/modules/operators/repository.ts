import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { prepareOnce } from '../../lib/prepared';

export type OperatorRow = typeof operators.$inferSelect;

const findSessionStatement = (db: DbOrTx) =>
  db
    .select({
      id: operatorSessions.id,
      lastUsedAt: operatorSessions.lastUsedAt,
      operatorId: operators.id,
      account: operators.account,
      role: operators.role,
      totpRequired: operators.totpRequired,
      totpEnabledAt: operators.totpEnabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql.placeholder('now')),
        isNull(operators.disabledAt),
      ),
    )
    .prepare('operator_session_find_active');

export const operatorRepository = {
  async byAccount(db: DbOrTx, account: string): Promise<OperatorRow | null> {
    const [row] = await db
      .select()
      .from(operators)
      .where(sql`lower(${operators.account}) = lower(${account})`);
    return row ?? null;
  },

  async byId(db: DbOrTx, id: number): Promise<OperatorRow | null> {
    const [row] = await db.select().from(operators).where(eq(operators.id, id));
    return row ?? null;
  },

  async insert(db: DbOrTx, row: typeof operators.$inferInsert): Promise<OperatorRow> {
    const [created] = await db.insert(operators).values(row).returning();
    return created!;
  },

  async count(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators);
    return row?.n ?? 0;
  },

  async insertSession(db: DbOrTx, row: typeof operatorSessions.$inferInsert) {
    await db.insert(operatorSessions).values(row);
  },

  /** Read on every console request, on every node: a revoked session or a disabled operator stops at once. */
  async findActiveSession(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await prepareOnce(db, findSessionStatement).execute({ tokenHash, now });
    return row ?? null;
  },

  async touchSession(db: DbOrTx, id: number, now: Date, expiresAt: Date) {
    await db.update(operatorSessions).set({ lastUsedAt: now, expiresAt }).where(eq(operatorSessions.id, id));
  },

  async revokeSession(db: DbOrTx, id: number, now: Date) {
    await db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, id));
  },

  /** Every live session of an operator (disabled, password reset, role change). */
  async revokeAllSessions(db: DbOrTx, operatorId: number, now: Date) {
    await db
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
  },
};
