import { and, asc, desc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { McnTaskStatus, ZAdminMcnTasksPageQuery } from '@tuike/contract/admin-mcn-tasks';
import type { DbOrTx } from '../../db/client';
import { mcnTaskLinks, mcnTasks, taskPlatforms, works } from '../../db/schema';
import { containing } from '../../lib/like';

export type AdminMcnRow = {
  task: typeof mcnTasks.$inferSelect;
  taskPlatformName: string;
  workTitle: string | null;
  joinedCount: number;
};
export type McnValues = Omit<typeof mcnTasks.$inferInsert, 'id'>;

/** The outer task's id, qualified by hand so the subquery cannot read it as the link's own. */
const taskId = sql`${sql.identifier('mcn_tasks')}.${sql.identifier('id')}`;
const columns = {
  task: mcnTasks,
  taskPlatformName: taskPlatforms.name,
  workTitle: works.title,
  joinedCount: sql<number>`(select count(*) from ${mcnTaskLinks} where ${mcnTaskLinks.taskId} = ${taskId})`.mapWith(Number),
};

const SORTS = { endsAt: mcnTasks.endsAt, startsAt: mcnTasks.startsAt, createdAt: mcnTasks.createdAt } as const;

/** A status as a filter at `now` (mcn-presenter's statusOf says the same of one row). */
function statusFilter(status: McnTaskStatus, now: Date): SQL {
  if (status === 'unpublished') return eq(mcnTasks.published, false);
  const published = eq(mcnTasks.published, true);
  if (status === 'ended') return and(published, lte(mcnTasks.endsAt, now)) as SQL;
  if (status === 'upcoming') return and(published, gt(mcnTasks.startsAt, now)) as SQL;
  return and(published, lte(mcnTasks.startsAt, now), gt(mcnTasks.endsAt, now)) as SQL;
}

export const adminMcnRepository = {
  page(
    db: DbOrTx,
    q: z.output<typeof ZAdminMcnTasksPageQuery>,
    now: Date,
    limit: number,
    offset: number,
  ): Promise<AdminMcnRow[]> {
    const filters: SQL[] = [];
    if (q.keyword) filters.push(ilike(mcnTasks.title, containing(q.keyword)));
    if (q.taskPlatformId) filters.push(eq(mcnTasks.taskPlatformId, q.taskPlatformId));
    if (q.status) filters.push(statusFilter(q.status, now));
    const dir = q.order === 'asc' ? asc : desc;
    return db
      .select(columns)
      .from(mcnTasks)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, mcnTasks.taskPlatformId))
      .leftJoin(works, eq(works.id, mcnTasks.workId))
      .where(and(...filters))
      .orderBy(dir(SORTS[q.sort]), dir(mcnTasks.id))
      .limit(limit)
      .offset(offset);
  },

  async find(db: DbOrTx, id: number, lock = false): Promise<AdminMcnRow | null> {
    const query = db
      .select(columns)
      .from(mcnTasks)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, mcnTasks.taskPlatformId))
      .leftJoin(works, eq(works.id, mcnTasks.workId))
      .where(eq(mcnTasks.id, id));
    const [row] = lock ? await query.for('update', { of: mcnTasks }) : await query;
    return row ?? null;
  },

  async update(db: DbOrTx, id: number, values: Partial<McnValues>) {
    await db.update(mcnTasks).set(values).where(eq(mcnTasks.id, id));
  },

  async exists(db: DbOrTx, table: typeof taskPlatforms | typeof works, id: number) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return row !== undefined;
  },
};
