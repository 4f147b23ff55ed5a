import { and, asc, eq, gt, ilike, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { OperatorRole } from '@tuike/contract/operator-grants';
import type { DbOrTx } from '../../db/client';
import { operatorRecoveryCodes, operatorSessions, operators, settings } from '../../db/schema';
import { prepareOnce } from '../../lib/prepared';
import { containing } from '../../lib/like';

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
      /** The console setting (idle minutes) in the same round trip; validated by its schema in sessions.ts. */
      consoleSetting: sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = 'console')`,
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

export interface OperatorFilter {
  keyword?: string | undefined;
  role?: OperatorRole | undefined;
  status?: 'active' | 'disabled' | undefined;
}

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

  /** The row under a lock until the transaction ends: two admins changing one account take turns. */
  async lockById(db: DbOrTx, id: number): Promise<OperatorRow | null> {
    const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
    return row ?? null;
  },

  /**
   * Locks every enabled admin, in id order (so two callers never wait on each other crosswise), and
   * answers their ids. Whoever disables or demotes an admin holds these first: two admins disabling
   * each other at once take turns, and the second sees that only one is left.
   */
  async lockActiveAdmins(db: DbOrTx): Promise<number[]> {
    const rows = await db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)))
      .orderBy(asc(operators.id))
      .for('update');
    return rows.map((r) => r.id);
  },

  async update(db: DbOrTx, id: number, patch: Partial<typeof operators.$inferInsert>): Promise<OperatorRow> {
    const [row] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
    return row!;
  },

  /** Oldest first, with each account's latest login (its newest session). */
  async page(db: DbOrTx, filter: OperatorFilter, limit: number, offset: number) {
    const where: SQL[] = [];
    if (filter.keyword) {
      const like = containing(filter.keyword);
      where.push(or(ilike(operators.account, like), ilike(operators.name, like))!);
    }
    if (filter.role) where.push(eq(operators.role, filter.role));
    if (filter.status === 'active') where.push(isNull(operators.disabledAt));
    if (filter.status === 'disabled') where.push(isNotNull(operators.disabledAt));
    return db
      .select({
        operator: operators,
        // The outer row's id qualified by hand: inside the subquery a bare "id" would be the session's own.
        lastLoginAt:
          sql<Date | null>`(select max(${operatorSessions.createdAt}) from ${operatorSessions} where ${operatorSessions.operatorId} = ${operators}.${sql.identifier(operators.id.name)})`.mapWith(
            (v: string | Date | null) => (v === null ? null : new Date(v)),
          ),
      })
      .from(operators)
      .where(and(...where))
      .orderBy(asc(operators.id))
      .offset(offset)
      .limit(limit);
  },

  async lastLoginAt(db: DbOrTx, operatorId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<string | Date | null>`max(${operatorSessions.createdAt})` })
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, operatorId));
    return row?.at ? new Date(row.at) : null;
  },

  /**
   * Claims an authenticator code's time step: true when it comes after the last one accepted. One
   * statement, so two requests with the same code cannot both pass, whatever locks they hold.
   */
  async claimTotpStep(db: DbOrTx, operatorId: number, step: number): Promise<boolean> {
    const claimed = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return claimed.length > 0;
  },

  /** Replaces an operator's recovery codes (hashes only) with a new set. */
  async replaceRecoveryCodes(db: DbOrTx, operatorId: number, codeHashes: string[], now: Date) {
    await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    if (codeHashes.length)
      await db.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId, codeHash, createdAt: now })));
  },

  /** Uses up one recovery code: true once per code, false for an unknown or used one (atomic, so never twice). */
  async useRecoveryCode(db: DbOrTx, operatorId: number, codeHash: string, now: Date): Promise<boolean> {
    const used = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, operatorId),
          eq(operatorRecoveryCodes.codeHash, codeHash),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    return used.length > 0;
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

  /** Every live session of an operator but one (their own password change keeps the session that made it). */
  async revokeOtherSessions(db: DbOrTx, operatorId: number, keepSessionId: number, now: Date) {
    await db
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.revokedAt),
          ne(operatorSessions.id, keepSessionId),
        ),
      );
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
