import { and, arrayContains, asc, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { WorksListQuery } from '@tuike/contract/works';
import type { DbOrTx } from '../../db/client';
import { taskPlatforms, workMaterials, works } from '../../db/schema';
import type { WorksCursor } from './cursor';
import { keywordGrams } from './search';
import { containing } from '../../lib/like';

// The search column is for the WHERE clause only; never read it back.
const { titleGrams: _titleGrams, ...listedColumns } = getTableColumns(works);

const workColumns = {
  work: listedColumns,
  taskPlatformName: taskPlatforms.name,
};

type ListedWork = Omit<typeof works.$inferSelect, 'titleGrams'>;
export type WorkRow = { work: ListedWork; taskPlatformName: string };

/**
 * The rows after the cursor in the list's order. A row comparison, so that PostgreSQL reads it as one
 * range of the order's index (works_*_idx) instead of a filter over everything before it.
 */
function after(c: WorksCursor): SQL {
  if (c.sort === 'new') return sql`(${works.publishedAt}, ${works.id}) < (${c.publishedAt}::timestamptz, ${c.id}::int)`;
  if (c.sort === 'hot') return sql`(${works.heat}, ${works.id}) < (${c.heat}::int, ${c.id}::int)`;
  return sql`(${works.isRecommended}, ${works.weight}, ${works.heat}, ${works.id}) < (${c.isRecommended}::boolean, ${c.weight}::int, ${c.heat}::int, ${c.id}::int)`;
}

export const worksRepository = {
  /**
   * Published works in the query's order, from `offset` or after `cursor` (then offset is 0). Answers
   * the query itself (awaitable) so that works.explain.test.ts can EXPLAIN exactly what is run.
   */
  list(db: DbOrTx, q: WorksListQuery, limit: number, offset: number, cursor: WorksCursor | null) {
    const filters: SQL[] = [eq(works.published, true)];
    if (q.type) filters.push(eq(works.type, q.type));
    if (q.taskPlatformId) filters.push(eq(works.taskPlatformId, q.taskPlatformId));
    if (q.keyword) {
      // The grams narrow the candidates through the GIN index; the ILIKE decides, so the answer is
      // exactly the substring match it always was.
      const grams = keywordGrams(q.keyword);
      if (grams.length) filters.push(arrayContains(works.titleGrams, grams));
      filters.push(ilike(works.title, containing(q.keyword)));
    }
    if (cursor) filters.push(after(cursor));
    const order =
      q.sort === 'hot'
        ? [desc(works.heat), desc(works.id)]
        : q.sort === 'recommend'
          ? [desc(works.isRecommended), desc(works.weight), desc(works.heat), desc(works.id)]
          : [desc(works.publishedAt), desc(works.id)];
    return (
      db
        // The exact publication time as PostgreSQL writes it, for the cursor (cursor.ts).
        .select({ ...workColumns, publishedAtKey: sql<string>`${works.publishedAt}::text` })
        .from(works)
        .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
        .where(and(...filters))
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    );
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
