import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditInsert = typeof auditLog.$inferInsert;

export interface AuditFilter {
  operatorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export const auditRepository = {
  async insert(db: DbOrTx, row: AuditInsert) {
    await db.insert(auditLog).values(row);
  },

  /** Newest first, by id (the order the writes were made in). */
  async page(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
    const where: SQL[] = [];
    if (filter.operatorId !== undefined) where.push(eq(auditLog.operatorId, filter.operatorId));
    if (filter.action) where.push(eq(auditLog.action, filter.action));
    if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
    if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
    if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
    if (filter.to) where.push(lt(auditLog.createdAt, filter.to));
    return db
      .select()
      .from(auditLog)
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .offset(offset)
      .limit(limit);
  },
};
