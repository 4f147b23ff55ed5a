import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskPlatforms } from '../../db/schema';

const enabledOrdered = (db: DbOrTx, ...filters: SQL[]) =>
  db
    .select()
    .from(taskPlatforms)
    .where(and(eq(taskPlatforms.enabled, true), ...filters))
    .orderBy(asc(taskPlatforms.sort), asc(taskPlatforms.id));

export const taskPlatformsRepository = {
  page: (db: DbOrTx, limit: number, offset: number) => enabledOrdered(db).limit(limit).offset(offset),

  filter(db: DbOrTx, f: { promotionType?: number; settlementType?: number }) {
    const filters: SQL[] = [];
    if (f.promotionType !== undefined) filters.push(eq(taskPlatforms.promotionType, f.promotionType));
    if (f.settlementType !== undefined) filters.push(eq(taskPlatforms.settlementType, f.settlementType));
    return enabledOrdered(db, ...filters);
  },

  async find(db: DbOrTx, id: number) {
    const [row] = await enabledOrdered(db, eq(taskPlatforms.id, id));
    return row ?? null;
  },
};
