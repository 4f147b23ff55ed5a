import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PanResourceStatus, ZAdminPanResourcesQuery } from '@tuike/contract/admin-pan';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { panResources, taskPlatforms } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { promotedCount } from './repository';
import { containing } from '../../lib/like';

type Query = z.output<typeof ZAdminPanResourcesQuery>;
export type AdminResourceRow = { resource: typeof panResources.$inferSelect; platformName: string; promotedCount: number };

const columns = { resource: panResources, platformName: taskPlatforms.name, promotedCount };
const statusFilter: Record<PanResourceStatus, SQL> = {
  listed: eq(panResources.listed, true),
  unlisted: eq(panResources.listed, false),
};

/** The filters but the status: the status tabs count under them. */
function filtersOf(q: Query): SQL[] {
  const filters: SQL[] = [isNull(panResources.deletedAt)];
  if (q.keyword) filters.push(ilike(panResources.title, containing(q.keyword)));
  if (q.taskPlatformId) filters.push(eq(panResources.taskPlatformId, q.taskPlatformId));
  if (q.category) filters.push(eq(panResources.category, q.category));
  return filters;
}

export const adminPanRepository = {
  page(db: DbOrTx, q: Query, limit: number, offset: number): Promise<AdminResourceRow[]> {
    const filters = filtersOf(q);
    if (q.status) filters.push(statusFilter[q.status]);
    return db
      .select(columns)
      .from(panResources)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, panResources.taskPlatformId))
      .where(and(...filters))
      .orderBy(desc(panResources.sort), desc(panResources.id))
      .limit(limit)
      .offset(offset);
  },

  async counts(db: DbOrTx, q: Query) {
    const row = firstRow(
      await db
        .select({
          all: count(),
          listed: sql<number>`count(*) filter (where ${panResources.listed})`.mapWith(Number),
        })
        .from(panResources)
        .where(and(...filtersOf(q))),
      'count pan_resources',
    );
    return { all: row.all, listed: row.listed, unlisted: row.all - row.listed };
  },

  async find(db: DbOrTx, id: number, lock = false): Promise<AdminResourceRow | null> {
    const query = db
      .select(columns)
      .from(panResources)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, panResources.taskPlatformId))
      .where(and(eq(panResources.id, id), isNull(panResources.deletedAt)));
    const [row] = lock ? await query.for('update', { of: panResources }) : await query;
    return row ?? null;
  },

  async insert(db: DbOrTx, values: typeof panResources.$inferInsert) {
    return firstRow(await db.insert(panResources).values(values).returning({ id: panResources.id }), 'insert into pan_resources');
  },

  async update(db: DbOrTx, id: number, set: Partial<typeof panResources.$inferInsert>) {
    await db.update(panResources).set(set).where(eq(panResources.id, id));
  },

  async drivePlatformExists(db: DbOrTx, id: number, promotionType: number) {
    const [row] = await db
      .select({ id: taskPlatforms.id })
      .from(taskPlatforms)
      .where(and(eq(taskPlatforms.id, id), eq(taskPlatforms.promotionType, promotionType)));
    return row !== undefined;
  },
};
