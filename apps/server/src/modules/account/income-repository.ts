import { and, asc, between, desc, eq, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type INCOME_STATUS,
  incomeDays,
  incomeLines,
  platformAccounts,
  taskPlatforms,
  works,
  worksAliases,
} from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';

export type IncomeStatus = (typeof INCOME_STATUS)[number];

/** Which of a promoter's lines: an inclusive YYYY-MM-DD range (operator days) or all, and a status or all. */
export interface IncomeFilter {
  scope: OwnerScope;
  range: { from: string; to: string } | null;
  status?: IncomeStatus;
}

/**
 * A UID match names one of the promoter's media accounts: its nickname (the latest account with that
 * UID, UIDs compared without case as the platforms do) says more than the number.
 */
const matchedName = sql<string | null>`case when ${incomeLines.provenance}->>'matchedBy' = 'uid' then
  (select ${platformAccounts.nickname} from ${platformAccounts}
   where ${platformAccounts.userId} = ${incomeLines.userId} and lower(${platformAccounts.uid}) = lower(${incomeLines.provenance}->>'matched')
   order by ${platformAccounts.id} desc limit 1) end`;
const lineColumns = { line: incomeLines, workTitle: works.title, taskPlatformName: taskPlatforms.name, matchedName };
export type IncomeLineRow = {
  line: typeof incomeLines.$inferSelect;
  workTitle: string | null;
  taskPlatformName: string;
  matchedName: string | null;
};

const matching = (f: IncomeFilter): SQL | undefined =>
  and(
    eq(incomeLines.userId, f.scope.ownerId),
    f.range ? between(incomeLines.incomeDate, f.range.from, f.range.to) : undefined,
    f.status ? eq(incomeLines.status, f.status) : undefined,
  );

/**
 * The lines a figure counts: all but the estimates a settlement of their day replaced (the list still
 * shows those, marked), so the sums here agree with income_days.
 */
const counted = (f: IncomeFilter): SQL | undefined => and(matching(f), isNull(incomeLines.supersededAt));

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

  /** The filtered lines' sum (superseded estimates left out), split by status (the parts add up to the total). */
  async totals(db: DbOrTx, f: IncomeFilter): Promise<{ total: number; byStatus: Record<IncomeStatus, number> }> {
    const rows = await db
      .select({ status: incomeLines.status, amount: amountSum })
      .from(incomeLines)
      .where(counted(f))
      .groupBy(incomeLines.status);
    const byStatus = { estimated: 0, settled: 0, credited: 0 };
    for (const r of rows) byStatus[r.status] = r.amount;
    return { total: byStatus.estimated + byStatus.settled + byStatus.credited, byStatus };
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

  /** Sum per income day in an inclusive range, from the maintained per-day sums; days without lines are absent. */
  async sumsByDay(db: DbOrTx, scope: OwnerScope, from: string, to: string) {
    return db
      .select({ date: incomeDays.incomeDate, amount: incomeDays.amount })
      .from(incomeDays)
      .where(and(eq(incomeDays.userId, scope.ownerId), between(incomeDays.incomeDate, from, to)));
  },

  /**
   * Sum per work in an inclusive range, largest first; the lines tied to no work (matched by a UID) are
   * one row with a null id and name, so the rows add up to the range's total.
   */
  async sumsByWork(db: DbOrTx, scope: OwnerScope, from: string, to: string) {
    return db
      .select({ id: works.id, name: works.title, amount: amountSum })
      .from(incomeLines)
      .leftJoin(works, eq(works.id, incomeLines.workId))
      .where(counted({ scope, range: { from, to } }))
      .groupBy(works.id, works.title)
      .orderBy(desc(amountSum), asc(works.id));
  },

  /** Sum per task platform in an inclusive range, largest first, with the latest day its lines reach. */
  async sumsByPlatform(db: DbOrTx, scope: OwnerScope, from: string, to: string) {
    return db
      .select({ id: taskPlatforms.id, name: taskPlatforms.name, amount: amountSum, dataUpTo: max(incomeLines.incomeDate) })
      .from(incomeLines)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, incomeLines.taskPlatformId))
      .where(counted({ scope, range: { from, to } }))
      .groupBy(taskPlatforms.id, taskPlatforms.name)
      .orderBy(desc(amountSum), asc(taskPlatforms.id));
  },
};
