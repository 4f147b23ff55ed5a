import { and, asc, desc, eq, getTableColumns, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminWorksPageQuery } from '@tuike/contract/admin-catalogue';
import type { DbOrTx } from '../../db/client';
import { taskPlatforms, workMaterials, works } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { containing } from '../../lib/like';

// The search column is for the public list's WHERE clause only; never read it back.
const { titleGrams: _titleGrams, ...workColumns } = getTableColumns(works);
const columns = { work: workColumns, taskPlatformName: taskPlatforms.name };

export type AdminWorkRow = { work: Omit<typeof works.$inferSelect, 'titleGrams'>; taskPlatformName: string };
export type MaterialRow = typeof workMaterials.$inferSelect;
export type WorkValues = Omit<typeof works.$inferInsert, 'id' | 'titleGrams'>;

const SORT_COLUMNS = {
  updatedAt: works.updatedAt,
  createdAt: works.createdAt,
  publishedAt: works.publishedAt,
  weight: works.weight,
  heat: works.heat,
} as const;

export const adminWorksRepository = {
  /** Every work, listed or not, in the operator's order (the id breaks ties, so pages never overlap). */
  page(db: DbOrTx, q: AdminWorksPageQuery, limit: number, offset: number): Promise<AdminWorkRow[]> {
    const filters: SQL[] = [];
    if (q.keyword) {
      const byTitle = ilike(works.title, containing(q.keyword));
      filters.push(/^\d{1,9}$/.test(q.keyword) ? (or(byTitle, eq(works.id, Number(q.keyword))) as SQL) : byTitle);
    }
    if (q.type) filters.push(eq(works.type, q.type));
    if (q.taskPlatformId) filters.push(eq(works.taskPlatformId, q.taskPlatformId));
    if (q.listed) filters.push(eq(works.published, q.listed === 'true'));
    const dir = q.order === 'asc' ? asc : desc;
    return db
      .select(columns)
      .from(works)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
      .where(and(...filters))
      .orderBy(dir(SORT_COLUMNS[q.sort]), dir(works.id))
      .limit(limit)
      .offset(offset);
  },

  /** How many materials of each kind the works have, for the list's counts. */
  async materialCounts(db: DbOrTx, workIds: number[]) {
    if (!workIds.length) return [];
    return db
      .select({ workId: workMaterials.workId, kind: workMaterials.kind, n: sql<number>`count(*)`.mapWith(Number) })
      .from(workMaterials)
      .where(inArray(workMaterials.workId, workIds))
      .groupBy(workMaterials.workId, workMaterials.kind);
  },

  /** One work, listed or not; `lock` holds its row until the transaction ends (two saves queue). */
  async find(db: DbOrTx, id: number, lock = false): Promise<AdminWorkRow | null> {
    const query = db
      .select(columns)
      .from(works)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
      .where(eq(works.id, id));
    const [row] = lock ? await query.for('update', { of: works }) : await query;
    return row ?? null;
  },

  materials(db: DbOrTx, workId: number): Promise<MaterialRow[]> {
    return db
      .select()
      .from(workMaterials)
      .where(eq(workMaterials.workId, workId))
      .orderBy(asc(workMaterials.sort), asc(workMaterials.id));
  },

  async insert(db: DbOrTx, values: WorkValues) {
    return firstRow(await db.insert(works).values(values).returning({ id: works.id }), 'insert into works').id;
  },

  async update(db: DbOrTx, id: number, values: Partial<WorkValues>) {
    await db.update(works).set(values).where(eq(works.id, id));
  },

  /** The works among `ids` that exist, locked for the reorder's transaction. */
  lockWeights(db: DbOrTx, ids: number[]) {
    return db
      .select({ id: works.id, weight: works.weight })
      .from(works)
      .where(inArray(works.id, ids))
      .orderBy(asc(works.id))
      .for('update');
  },

  /** Replaces a work's materials: rows with an id are updated in place, the rest inserted, missing ones removed. */
  async replaceMaterials(
    db: DbOrTx,
    workId: number,
    list: (Omit<typeof workMaterials.$inferInsert, 'workId'> & { id?: number })[],
  ) {
    const kept = list.flatMap((m) => (m.id === undefined ? [] : [m.id]));
    await db
      .delete(workMaterials)
      .where(and(eq(workMaterials.workId, workId), kept.length ? notInArray(workMaterials.id, kept) : undefined));
    for (const { id, ...m } of list) {
      if (id === undefined) await db.insert(workMaterials).values({ ...m, workId });
      else
        await db
          .update(workMaterials)
          .set(m)
          .where(and(eq(workMaterials.id, id), eq(workMaterials.workId, workId)));
    }
  },

  async platformExists(db: DbOrTx, id: number) {
    const [row] = await db.select({ id: taskPlatforms.id }).from(taskPlatforms).where(eq(taskPlatforms.id, id));
    return row !== undefined;
  },
};
