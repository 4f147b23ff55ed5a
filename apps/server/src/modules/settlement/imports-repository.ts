import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { operators, settlementImports, taskPlatforms } from '../../db/schema';

const confirmer = alias(operators, 'confirmer');

const importColumns = {
  imp: settlementImports,
  taskPlatformName: taskPlatforms.name,
  createdBy: operators.account,
  confirmedBy: confirmer.account,
};
export type ImportRow = {
  imp: typeof settlementImports.$inferSelect;
  taskPlatformName: string;
  createdBy: string;
  confirmedBy: string | null;
};

const joined = (db: DbOrTx) =>
  db
    .select(importColumns)
    .from(settlementImports)
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, settlementImports.taskPlatformId))
    .innerJoin(operators, eq(operators.id, settlementImports.createdBy))
    .leftJoin(confirmer, eq(confirmer.id, settlementImports.confirmedBy));

export const importsRepository = {
  async get(db: DbOrTx, id: number): Promise<ImportRow | null> {
    const [row] = await joined(db).where(eq(settlementImports.id, id));
    return row ?? null;
  },

  page(db: DbOrTx, filter: { taskPlatformId?: number; status?: string }, limit: number, offset: number): Promise<ImportRow[]> {
    const where: SQL[] = [];
    if (filter.taskPlatformId) where.push(eq(settlementImports.taskPlatformId, filter.taskPlatformId));
    if (filter.status) where.push(sql`${settlementImports.status} = ${filter.status}`);
    return joined(db)
      .where(and(...where))
      .orderBy(desc(settlementImports.id))
      .limit(limit)
      .offset(offset);
  },

  /** Holds the import for a state change (confirm requests of two operators take turns). */
  async lock(db: DbOrTx, id: number) {
    const [row] = await db.select().from(settlementImports).where(eq(settlementImports.id, id)).for('update');
    return row ?? null;
  },
};
