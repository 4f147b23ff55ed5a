import { and, asc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { ZMcnTaskListQuery } from '@tuike/contract/promotion';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { mcnTaskLinks, mcnTasks, taskPlatforms } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { containing } from '../../lib/like';

/** The outer task's id, qualified by hand so that it cannot name the subquery's own table. */
const taskId = sql`${sql.identifier('mcn_tasks')}.${sql.identifier('id')}`;

const joinedBy = (userId: number) =>
  sql`exists (select 1 from ${mcnTaskLinks} where ${mcnTaskLinks.taskId} = ${taskId} and ${mcnTaskLinks.userId} = ${userId})`;

const taskColumns = (userId: number) => ({
  task: mcnTasks,
  taskPlatformName: taskPlatforms.name,
  joinedCount: sql<number>`(select count(*) from ${mcnTaskLinks} where ${mcnTaskLinks.taskId} = ${taskId})`.mapWith(Number),
  joined: sql<boolean>`${joinedBy(userId)}`.mapWith(Boolean),
});

export type McnTaskListQuery = z.output<typeof ZMcnTaskListQuery>;

export type McnTaskRow = {
  task: typeof mcnTasks.$inferSelect;
  taskPlatformName: string;
  joinedCount: number;
  joined: boolean;
};
export type McnTaskLinkRow = typeof mcnTaskLinks.$inferSelect;

/** Published and not ended at `now`: what a promoter may see and take. */
const open = (now: Date) => [eq(mcnTasks.published, true), gt(mcnTasks.endsAt, now)];

export const mcnTasksRepository = {
  /** Open tasks, ending soonest first (the open index's order). */
  list(db: DbOrTx, q: McnTaskListQuery, userId: number, now: Date, limit: number, offset: number): Promise<McnTaskRow[]> {
    const filters: SQL[] = open(now);
    // A few hundred tasks at most: a plain ILIKE over the open ones is enough.
    if (q.keyword) filters.push(ilike(mcnTasks.title, containing(q.keyword)));
    if (q.taskPlatformId) filters.push(eq(mcnTasks.taskPlatformId, q.taskPlatformId));
    if (q.workId) filters.push(eq(mcnTasks.workId, q.workId));
    if (q.joined === 'true') filters.push(joinedBy(userId));
    if (q.joined === 'false') filters.push(sql`not ${joinedBy(userId)}`);
    return db
      .select(taskColumns(userId))
      .from(mcnTasks)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, mcnTasks.taskPlatformId))
      .where(and(...filters))
      .orderBy(asc(mcnTasks.endsAt), asc(mcnTasks.id))
      .limit(limit)
      .offset(offset);
  },

  /** A published task, ended or not (the service tells the two apart). */
  async find(db: DbOrTx, id: number, userId: number): Promise<McnTaskRow | null> {
    const [row] = await db
      .select(taskColumns(userId))
      .from(mcnTasks)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, mcnTasks.taskPlatformId))
      .where(and(eq(mcnTasks.id, id), eq(mcnTasks.published, true)));
    return row ?? null;
  },

  async findLink(db: DbOrTx, taskId: number, userId: number): Promise<McnTaskLinkRow | null> {
    const [row] = await db
      .select()
      .from(mcnTaskLinks)
      .where(and(eq(mcnTaskLinks.taskId, taskId), eq(mcnTaskLinks.userId, userId)));
    return row ?? null;
  },

  /**
   * Inserts the promoter's link unless one exists. Any unique conflict is swallowed: the task-user
   * one means a parallel request won (its row is the answer), a code one that the code must be drawn again.
   */
  async insertLink(db: DbOrTx, link: { taskId: number; userId: number; code: string; createdAt: Date }) {
    await db.insert(mcnTaskLinks).values(link).onConflictDoNothing();
  },

  async insertTask(db: DbOrTx, task: typeof mcnTasks.$inferInsert) {
    return firstRow(await db.insert(mcnTasks).values(task).returning({ id: mcnTasks.id }), 'insert into mcn_tasks');
  },
};
