import { and, between, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type INCOME_STATUS,
  incomeDays,
  incomeDaySplits,
  incomeLines,
  platformAccounts,
  taskPlatforms,
  works,
  worksAliases,
} from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { prepareOnce } from '../../lib/prepared';
import { sessionColumns, sessionCte, type SessionRow, sessionUser } from '../session';
import { importedReportSql } from '../settlement';

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
export type IncomeDetailRow = IncomeLineRow & { report: { fileName: string; reportDate: string } | null };

/**
 * What the income list shows of a line: its columns but the upstream identity, and of its provenance only
 * what matched and whether it corrects another line, read out in SQL, so a page does not carry and parse
 * every line's whole provenance (the detail reads that, `lineColumns`).
 */
const listLine = {
  id: incomeLines.id,
  userId: incomeLines.userId,
  workId: incomeLines.workId,
  taskPlatformId: incomeLines.taskPlatformId,
  status: incomeLines.status,
  amount: incomeLines.amount,
  incomeDate: incomeLines.incomeDate,
  supersededAt: incomeLines.supersededAt,
  createdAt: incomeLines.createdAt,
};
const matchedBy = sql<string>`${incomeLines.provenance}->>'matchedBy'`;
const matched = sql<string>`${incomeLines.provenance}->>'matched'`;
const adjusting = sql<boolean>`${incomeLines.provenance} ? 'adjustment'`;
const listColumns = {
  line: listLine,
  workTitle: works.title,
  taskPlatformName: taskPlatforms.name,
  matchedName,
  matchedBy,
  matched,
  adjusting,
};
export type IncomeListRow = {
  line: Pick<typeof incomeLines.$inferSelect, keyof typeof listLine>;
  workTitle: string | null;
  taskPlatformName: string;
  matchedName: string | null;
  /** The provenance's `matchedBy`, as stored (the presenter reads it through the contract). */
  matchedBy: string;
  matched: string;
  /** Whether the provenance names a line this one corrects. */
  adjusting: boolean;
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

const p = sql.placeholder;

/**
 * The token's live session (the session CTE) and the estimate's three sums of its user in ONE statement,
 * each a JSON array: the sum per income day from the maintained per-day sums (days without lines absent);
 * and, from one read of the window's maintained splits per day, platform and work (`splits`), the sum per
 * work in the window, largest first, the lines tied to no work (matched by a UID) one entry with a null id
 * and name so the entries add up to the window's total, and the sum per task platform in the window,
 * largest first, with the latest day its lines reach. Both tables count the lines a figure counts (no
 * superseded estimate), as `counted` reads them; no statement here reads a line. No row: the token is not
 * live. Exported unprepared for its plan's test (estimate-plan.test.ts).
 */
export const estimateQuery = (db: DbOrTx) => {
  const session = sessionCte(db);
  const owner = sessionUser(session);
  // Aliased tables, written out: drizzle writes bare column names in a one-table select (this one reads
  // only the session), and a bare "id" here would be ambiguous between a line and its work.
  const windowDays = sql`l.user_id = ${owner} and l.income_date between ${p('windowStart')} and ${p('today')} and l.lines > 0`;
  return db
    .with(session)
    .select({
      session: sessionColumns(session),
      daily: sql<
        { date: string; amount: number }[]
      >`(select coalesce(json_agg(json_build_object('date', d.income_date, 'amount', d.amount)), '[]')
        from ${incomeDays} d where d.user_id = ${owner} and d.income_date between ${p('from')} and ${p('today')})`,
      // Both splits from ONE read of the window's maintained per-day splits (income_day_splits: a few rows a day,
      // never the lines), grouped per work and per platform at once (grouping sets); the names are joined to the
      // few groups.
      splits: sql<{
        byWork: { id: number | null; name: string | null; amount: number }[];
        byPlatform: { id: number; name: string; amount: number; dataUpTo: string }[];
      }>`(select json_build_object(
          'byWork', coalesce(json_agg(json_build_object('id', w.id, 'name', w.title, 'amount', s.amount) order by s.amount desc, w.id)
            filter (where s.by_work), '[]'),
          'byPlatform', coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'amount', s.amount, 'dataUpTo', s.up_to) order by s.amount desc, t.id)
            filter (where t.id is not null), '[]'))
        from (select grouping(l.work_id) = 0 as by_work, l.work_id, l.task_platform_id, sum(l.amount) as amount, max(l.income_date) as up_to
          from ${incomeDaySplits} l where ${windowDays} group by grouping sets ((l.work_id), (l.task_platform_id))) s
        left join ${works} w on s.by_work and w.id = s.work_id
        left join ${taskPlatforms} t on not s.by_work and t.id = s.task_platform_id)`,
    })
    .from(session);
};
const estimateStatement = (db: DbOrTx) => estimateQuery(db).prepare('account_estimate_in_session');

/** The figures of an income page's range: the maintained day sums, and the parts the day sums cannot split. */
export type IncomeRangeFigures = { days: number; openEstimates: number; settled: number };

/**
 * The token's live session, a page of its user's income lines (newest day first, then the newest line)
 * and the range's figures, in ONE statement (the session check inside it, `routeOwnSession`). The page is
 * left-joined to the session, so a live session with an empty page is still one row (line null), and no
 * row means the token is not live. `from`–`to` is the range (`-infinity`–`infinity` for all days, so one
 * plan serves every range); `status` null reads every status. The figures read no promoter's history:
 * `days` sums the maintained per-day sums of the range (income_days: every line but a superseded
 * estimate), `openEstimates` the estimates no settlement replaced (their partial index: the days not
 * settled yet) and `settled` the lines settled before the engine and not credited (their partial index);
 * what is left of `days` is credited (`totalsOf`).
 */
const pageInSessionStatement = (db: DbOrTx) => {
  const session = sessionCte(db);
  const owner = sessionUser(session);
  const range = sql`between ${p('from')} and ${p('to')}`;
  const page = db.$with('page').as(
    db
      .select({
        ...listColumns,
        matchedName: matchedName.as('matched_name'),
        matchedBy: matchedBy.as('matched_by'),
        matched: matched.as('matched'),
        adjusting: adjusting.as('adjusting'),
      })
      .from(incomeLines)
      .leftJoin(works, eq(works.id, incomeLines.workId))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, incomeLines.taskPlatformId))
      .where(
        and(
          eq(incomeLines.userId, owner),
          sql`${incomeLines.incomeDate} ${range}`,
          sql`(${p('status')}::text is null or ${incomeLines.status} = ${p('status')}::text)`,
        ),
      )
      .orderBy(desc(incomeLines.incomeDate), desc(incomeLines.id))
      .limit(p('limit'))
      .offset(p('offset')),
  );
  const sum = (from: SQL, where: SQL) =>
    sql<number>`(select coalesce(sum(x.amount), 0) from ${from} x where x.user_id = ${owner} and x.income_date ${range} and ${where})`.mapWith(
      Number,
    );
  return (
    db
      .with(session, page)
      .select({
        session: sessionColumns(session),
        figures: {
          days: sum(sql`${incomeDays}`, sql`true`),
          // Written as the partial indexes' predicates (income_lines_open_estimate_idx, income_lines_settled_idx).
          openEstimates: sum(sql`${incomeLines}`, sql`x.kind = 'estimate' and x.superseded_at is null`),
          settled: sum(sql`${incomeLines}`, sql`x.status = 'settled'`),
        },
        line: page.line,
        workTitle: page.workTitle,
        taskPlatformName: page.taskPlatformName,
        matchedName: page.matchedName,
        matchedBy: page.matchedBy,
        matched: page.matched,
        adjusting: page.adjusting,
      })
      .from(session)
      .leftJoin(page, sql`true`)
      // The page's order again: a join keeps no order of its own.
      .orderBy(desc(page.line.incomeDate), desc(page.line.id))
      .prepare('income_page_in_session')
  );
};

/**
 * The range's total split by status, from its figures: an estimate counted is one no settlement replaced
 * (kind estimate ⇔ status estimated), and the rest of the day sums is credited. With a status, only its
 * part counts (the total is that part), as a filtered sum of the lines would give.
 */
export function totalsOf(f: IncomeRangeFigures, status: IncomeStatus | undefined) {
  const all = { estimated: f.openEstimates, settled: f.settled, credited: f.days - f.openEstimates - f.settled };
  const byStatus = status ? { estimated: 0, settled: 0, credited: 0, [status]: all[status] } : all;
  return { total: byStatus.estimated + byStatus.settled + byStatus.credited, byStatus };
}

export const incomeRepository = {
  /**
   * The live session of `tokenHash` at `now` with a page of its user's lines and the range's figures; no
   * rows: the token is not live. `range` null: every day.
   */
  async pageInSession(
    db: DbOrTx,
    q: { tokenHash: string; now: Date; range: { from: string; to: string } | null; status?: IncomeStatus },
    limit: number,
    offset: number,
  ): Promise<{ session: SessionRow; figures: IncomeRangeFigures; item: IncomeListRow | null }[]> {
    const rows = await prepareOnce(db, pageInSessionStatement).execute({
      tokenHash: q.tokenHash,
      now: q.now,
      from: q.range?.from ?? '-infinity',
      to: q.range?.to ?? 'infinity',
      status: q.status ?? null,
      limit,
      offset,
    });
    return rows.map(({ session, figures, line, workTitle, taskPlatformName, ...provenance }) => ({
      session,
      figures,
      // A task platform always has a name: a row without one is the session's row of an empty page.
      item:
        line && taskPlatformName !== null && provenance.matchedBy !== null && provenance.matched !== null
          ? { line, workTitle, taskPlatformName, ...provenance, adjusting: provenance.adjusting === true }
          : null,
    }));
  },

  /** Newest income day first, then the newest line: the (user, income date, id) index read backwards. */
  page(db: DbOrTx, f: IncomeFilter, limit: number, offset: number): Promise<IncomeListRow[]> {
    return db
      .select(listColumns)
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

  /** One line by id, whoever it belongs to (the service decides who may see it), with the report it was imported from. */
  async find(db: DbOrTx, id: number): Promise<IncomeDetailRow | null> {
    const [row] = await db
      .select({ ...lineColumns, report: importedReportSql })
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

  /**
   * The live session of `tokenHash` at `now` with its user's estimate sums; null: the token is not live.
   * `from`–`today` bound the per-day sums, `windowStart`–`today` the splits (inclusive operator days).
   */
  async estimateInSession(db: DbOrTx, q: { tokenHash: string; now: Date; from: string; windowStart: string; today: string }) {
    const [row] = await prepareOnce(db, estimateStatement).execute(q);
    return row ?? null;
  },
};
