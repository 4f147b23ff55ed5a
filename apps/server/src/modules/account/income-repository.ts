import { and, asc, between, desc, eq, isNotNull, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type INCOME_STATUS, incomeLines, taskPlatforms, works, worksAliases } from '../../db/schema';
import { firstRow } from '../../lib/rows';

export type IncomeStatus = (typeof INCOME_STATUS)[number];

/** Which of a promoter's lines: an inclusive YYYY-MM-DD range (operator days) or all, and a status or all. */
export interface IncomeFilter {
  userId: number;
  range: { from: string; to: string } | null;
  status?: IncomeStatus;
}

const lineColumns = { line: incomeLines, workTitle: works.title, taskPlatformName: taskPlatforms.name };
export type IncomeLineRow = { line: typeof incomeLines.$inferSelect; workTitle: string | null; taskPlatformName: string };

const matching = (f: IncomeFilter): SQL | undefined =>
  and(
    eq(incomeLines.userId, f.userId),
    f.range ? between(incomeLines.incomeDate, f.range.from, f.range.to) : undefined,
    f.status ? eq(incomeLines.status, f.status) : undefined,
  );

const amountSum = sql<number>`coalesce(sum(${incomeLines.amount}), 0)`.mapWith(Number);

export const incomeRepository = {
  /** Newest income day first, then the newest line: the (user, income date, id) index read backwards. */
  page(db: DbOrTx, f: IncomeFilter, limit: number, offset: number): Promise<IncomeLineRow[]> {
    return db
      .select(lineColumns)
      .from(incomeLines)
      .leftJoin(works, eq(works.id, incomeLines.workId))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, incomeLines.taskPlatformId))
      .where(matching(f))
      .orderBy(desc(incomeLines.incomeDate), desc(incomeLines.id))
      .limit(limit)
      .offset(offset);
  },

  async total(db: DbOrTx, f: IncomeFilter): Promise<number> {
    return firstRow(await db.select({ total: amountSum }).from(incomeLines).where(matching(f)), 'sum of income_lines').total;
  },

  /** One line by id, whoever it belongs to (the service decides who may see it). */
  async find(db: DbOrTx, id: number): Promise<IncomeLineRow | null> {
    const [row] = await db
      .select(lineColumns)
      .from(incomeLines)
      .leftJoin(works, eq(works.id, incomeLines.workId))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, incomeLines.taskPlatformId))
      .where(eq(incomeLines.id, id));
    return row ?? null;
  },

  /**
   * The promoter's alias an upstream row named: the same word (aliases compare case-insensitively, as
   * the live unique index does) on the line's task platform, applied for before the day ended; the
   * latest such if the word was applied for again. Deleted aliases have no page to open, so none.
   */
  async aliasIdFor(db: DbOrTx, q: { userId: number; taskPlatformId: number; alias: string; before: Date }) {
    const [row] = await db
      .select({ id: worksAliases.id })
      .from(worksAliases)
      .where(
        and(
          eq(worksAliases.userId, q.userId),
          eq(worksAliases.taskPlatformId, q.taskPlatformId),
          sql`lower(${worksAliases.alias}) = lower(${q.alias})`,
          lt(worksAliases.createdAt, q.before),
          isNull(worksAliases.deletedAt),
        ),
      )
      .orderBy(desc(worksAliases.id))
      .limit(1);
    return row?.id ?? null;
  },

  /** Sum per income day in an inclusive range; days without lines are absent. */
  async sumsByDay(db: DbOrTx, userId: number, from: string, to: string) {
    return db
      .select({ date: incomeLines.incomeDate, amount: amountSum })
      .from(incomeLines)
      .where(matching({ userId, range: { from, to } }))
      .groupBy(incomeLines.incomeDate);
  },

  /** Sum per work in an inclusive range, largest first; lines tied to no work (a UID's mount) are left out. */
  async sumsByWork(db: DbOrTx, userId: number, from: string, to: string) {
    return db
      .select({ id: works.id, name: works.title, amount: amountSum })
      .from(incomeLines)
      .innerJoin(works, eq(works.id, incomeLines.workId))
      .where(and(matching({ userId, range: { from, to } }), isNotNull(incomeLines.workId)))
      .groupBy(works.id, works.title)
      .orderBy(desc(amountSum), asc(works.id));
  },

  /** Sum per task platform in an inclusive range, largest first, with the latest day its lines reach. */
  async sumsByPlatform(db: DbOrTx, userId: number, from: string, to: string) {
    return db
      .select({ id: taskPlatforms.id, name: taskPlatforms.name, amount: amountSum, dataUpTo: max(incomeLines.incomeDate) })
      .from(incomeLines)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, incomeLines.taskPlatformId))
      .where(matching({ userId, range: { from, to } }))
      .groupBy(taskPlatforms.id, taskPlatforms.name)
      .orderBy(desc(amountSum), asc(taskPlatforms.id));
  },
};
