import { and, asc, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminTaskPlatformsPageQuery } from '@tuike/contract/admin-task-platforms';
import type { DbOrTx } from '../../db/client';
import { taskPlatforms, works } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { containing } from '../../lib/like';

export type PlatformRow = typeof taskPlatforms.$inferSelect & { workCount: number; maxShareBps: number | null };
export type PlatformValues = Omit<typeof taskPlatforms.$inferInsert, 'id'>;

/** The outer row's id, qualified by hand so the subqueries cannot read it as the work's own. */
const platformId = sql`${sql.identifier('task_platforms')}.${sql.identifier('id')}`;
const columns = {
  ...getTableColumns(taskPlatforms),
  workCount: sql<number>`(select count(*) from ${works} where ${works.taskPlatformId} = ${platformId})`.mapWith(Number),
  // As the app's card computes it (task-platforms): the best share among its listed works.
  maxShareBps: sql<number | null>`(select max(${works.shareBps}) from ${works}
    where ${works.taskPlatformId} = ${platformId} and ${works.published})`,
};

const SORTS = { sort: taskPlatforms.sort, createdAt: taskPlatforms.createdAt, id: taskPlatforms.id } as const;

export const adminPlatformsRepository = {
  page(db: DbOrTx, q: z.output<typeof ZAdminTaskPlatformsPageQuery>, limit: number, offset: number): Promise<PlatformRow[]> {
    const filters: SQL[] = [];
    if (q.keyword) filters.push(ilike(taskPlatforms.name, containing(q.keyword)));
    if (q.category) filters.push(eq(taskPlatforms.category, q.category));
    if (q.promotionType) filters.push(eq(taskPlatforms.promotionType, q.promotionType));
    if (q.settlementType) filters.push(eq(taskPlatforms.settlementType, q.settlementType));
    if (q.enabled) filters.push(eq(taskPlatforms.enabled, q.enabled === 'true'));
    const dir = q.order === 'asc' ? asc : desc;
    return db
      .select(columns)
      .from(taskPlatforms)
      .where(and(...filters))
      .orderBy(dir(SORTS[q.sort]), dir(taskPlatforms.id))
      .limit(limit)
      .offset(offset);
  },

  async find(db: DbOrTx, id: number, lock = false): Promise<PlatformRow | null> {
    const query = db.select(columns).from(taskPlatforms).where(eq(taskPlatforms.id, id));
    const [row] = lock ? await query.for('update', { of: taskPlatforms }) : await query;
    return row ?? null;
  },

  async insert(db: DbOrTx, values: PlatformValues) {
    return firstRow(
      await db.insert(taskPlatforms).values(values).returning({ id: taskPlatforms.id }),
      'insert into task_platforms',
    ).id;
  },

  async update(db: DbOrTx, id: number, values: Partial<PlatformValues>) {
    await db.update(taskPlatforms).set(values).where(eq(taskPlatforms.id, id));
  },
};
