import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { WorksListQuery } from '@tuike/contract/works';
import type { DbOrTx } from '../../db/client';
import { taskPlatforms, workMaterials, works } from '../../db/schema';

const workColumns = {
  work: works,
  taskPlatformName: taskPlatforms.name,
};

export type WorkRow = { work: typeof works.$inferSelect; taskPlatformName: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const worksRepository = {
  async list(db: DbOrTx, q: WorksListQuery, limit: number, offset: number): Promise<WorkRow[]> {
    const filters: SQL[] = [eq(works.published, true)];
    if (q.type) filters.push(eq(works.type, q.type));
    if (q.taskPlatformId) filters.push(eq(works.taskPlatformId, q.taskPlatformId));
    if (q.keyword) filters.push(ilike(works.title, `%${escapeLike(q.keyword)}%`));
    const order =
      q.sort === 'hot'
        ? [desc(works.heat), desc(works.id)]
        : q.sort === 'recommend'
          ? [desc(works.isRecommended), desc(works.heat), desc(works.id)]
          : [desc(works.publishedAt), desc(works.id)];
    return db
      .select(workColumns)
      .from(works)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
      .where(and(...filters))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  },

  async find(db: DbOrTx, id: number): Promise<WorkRow | null> {
    const [row] = await db
      .select(workColumns)
      .from(works)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
      .where(and(eq(works.id, id), eq(works.published, true)));
    return row ?? null;
  },

  materials(db: DbOrTx, workId: number) {
    return db
      .select()
      .from(workMaterials)
      .where(eq(workMaterials.workId, workId))
      .orderBy(asc(workMaterials.sort), asc(workMaterials.id));
  },
};
