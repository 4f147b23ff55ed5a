import { and, count, desc, eq, getTableColumns, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ALIAS_STATE, type AliasState, type WorkType } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { aliasDailyStats, aliasStateSql, taskPlatforms, users, works, worksAliases } from '../../db/schema';
import { sessionColumns, sessionCte, type SessionRow, sessionUser } from '../session';
import { prepareOnce } from '../../lib/prepared';
import { firstRow } from '../../lib/rows';
import { containing } from '../../lib/like';

// States as literals, not parameters: these conditions must read exactly like the partial indexes'
// predicates and expressions (schema/promotion.ts) for the planner to use them.
const { reviewing, active } = aliasStateSql;
/** In review or active: these hold their word and count towards the promoter's limit. */
export const LIVE = sql`${worksAliases.state} in (${reviewing}, ${active}) and ${worksAliases.deletedAt} is null`;
const notDeleted = isNull(worksAliases.deletedAt);
/** Active and still waiting for its first back-fill: the deadline applies. */
const waiting = sql`${worksAliases.state} = ${active} and ${worksAliases.backfilledAt} is null`;

// The figures (link counts, income, new users) are columns of works_aliases, kept by triggers
// (migration 0008_alias_figures): a page reads them with its rows instead of counting per row.
const aliasView = {
  alias: worksAliases,
  workTitle: works.title,
  workCover: works.cover,
  workType: works.type,
  taskPlatformName: taskPlatforms.name,
};
export type AliasView = {
  alias: typeof worksAliases.$inferSelect;
  workTitle: string;
  workCover: string;
  workType: WorkType;
  taskPlatformName: string;
};

const viewFrom = (db: DbOrTx) =>
  db
    .select(aliasView)
    .from(worksAliases)
    .innerJoin(works, eq(works.id, worksAliases.workId))
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId));

/** The list's first sort key; works_aliases_user_list_idx (schema/promotion.ts) holds exactly this expression. */
const deadlineKey = sql<Date | null>`case when ${waiting} then ${worksAliases.backfillDeadline} end`;

export interface AliasFilter {
  state?: AliasState;
  workType?: WorkType;
  workId?: number;
  keyword?: string;
}

const p = sql.placeholder;

/**
 * The token's live session and how many of its user's aliases are in each state, in ONE statement (the
 * session check inside it, `routeOwnSession`): the counts are left-joined to the session, so a live
 * session without aliases is still one row (counts null), and no row means the token is not live.
 */
function stateCountsInSessionStatement(db: DbOrTx, byWorkType: boolean) {
  const session = sessionCte(db);
  const counts = db.$with('counts').as(
    db
      .select({ counts: { state: worksAliases.state, count: count().as('count') } })
      .from(worksAliases)
      .innerJoin(works, eq(works.id, worksAliases.workId))
      .where(
        and(eq(worksAliases.userId, sessionUser(session)), notDeleted, byWorkType ? eq(works.type, p('workType')) : undefined),
      )
      .groupBy(worksAliases.state),
  );
  return db
    .with(session, counts)
    .select({ session: sessionColumns(session), counts: counts.counts })
    .from(session)
    .leftJoin(counts, sql`true`)
    .prepare(byWorkType ? 'alias_state_counts_by_type' : 'alias_state_counts');
}
const allStateCountsStatement = (db: DbOrTx) => stateCountsInSessionStatement(db, false);
const typeStateCountsStatement = (db: DbOrTx) => stateCountsInSessionStatement(db, true);

/** The filters of a filtered list, beside the caller's user id and not deleted. */
function filterOf(f: AliasFilter): SQL[] {
  const filters: SQL[] = [];
  if (f.state) filters.push(eq(worksAliases.state, f.state));
  if (f.workType) filters.push(eq(works.type, f.workType));
  if (f.workId) filters.push(eq(worksAliases.workId, f.workId));
  if (f.keyword) {
    const like = containing(f.keyword);
    filters.push(or(ilike(worksAliases.alias, like), ilike(works.title, like)) as SQL);
  }
  return filters;
}

/**
 * The token's live session (the session module's `activeSession` rule) and a page of its user's
 * aliases, in ONE statement: the list is what the app opens with, and a separate session check would
 * be a second round trip. The session comes on every row; the page is left-joined to it, so a live
 * session with an empty page is still one row (view null), and no row at all means the token is not live.
 */
function listStatement(db: DbOrTx, filters: SQL[]) {
  const session = sessionCte(db);
  // Soonest deadline first (aliases waiting for a back-fill), then the newest.
  const page = db.$with('page').as(
    db
      // The columns rather than the table: a CTE re-points plain columns at itself, not a table's.
      .select({ ...aliasView, alias: getTableColumns(worksAliases), deadlineKey: deadlineKey.as('deadline_key') })
      .from(worksAliases)
      .innerJoin(works, eq(works.id, worksAliases.workId))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId))
      .where(and(eq(worksAliases.userId, sessionUser(session)), notDeleted, ...filters))
      .orderBy(sql`${deadlineKey} asc nulls last`, desc(worksAliases.createdAt), desc(worksAliases.id))
      .limit(p('limit'))
      .offset(p('offset')),
  );
  return (
    db
      .with(session, page)
      .select({
        session: sessionColumns(session),
        alias: page.alias,
        // A selection nests one level deep: the rest of the view in an object of its own, null with the alias.
        work: {
          workTitle: page.workTitle,
          workCover: page.workCover,
          workType: page.workType,
          taskPlatformName: page.taskPlatformName,
        },
      })
      .from(session)
      .leftJoin(page, sql`true`)
      // The page's order again: a join keeps no order of its own.
      .orderBy(sql`${page.deadlineKey} asc nulls last`, desc(page.alias.createdAt), desc(page.alias.id))
  );
}

// The unfiltered list is what the app opens with: planning it cost four times its execution
// (1.8 ms against 0.4 ms at a million aliases), so it is prepared once per connection.
const unfilteredListStatement = (db: DbOrTx) => listStatement(db, []).prepare('aliases_list_unfiltered');

/** What the list statement answers for a live token: its session, and an alias unless the page is empty. */
export type ListRow = {
  session: SessionRow;
  item: AliasView | null;
};

export const aliasesRepository = {
  /**
   * The live session of `tokenHash` at `now` with how many of its user's aliases (not deleted, of works
   * of `workType` when given) are in each state that has any; no rows: the token is not live.
   */
  async stateCountsInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    workType: WorkType | undefined,
  ): Promise<{ session: SessionRow; item: { state: AliasState; count: number } | null }[]> {
    const rows = await (workType === undefined
      ? prepareOnce(db, allStateCountsStatement).execute({ tokenHash, now })
      : prepareOnce(db, typeStateCountsStatement).execute({ tokenHash, now, workType }));
    return rows.map((r) => ({ session: r.session, item: r.counts }));
  },

  /**
   * The live session of `tokenHash` at `now` with a page of its user's aliases: those waiting for a
   * back-fill by deadline, soonest first; then the newest. No rows: the token is not live.
   */
  async list(db: DbOrTx, tokenHash: string, now: Date, f: AliasFilter, limit: number, offset: number): Promise<ListRow[]> {
    const values = { tokenHash, now, limit, offset };
    const unfiltered = !f.state && !f.workType && !f.workId && !f.keyword;
    const rows = await (unfiltered ? prepareOnce(db, unfilteredListStatement) : listStatement(db, filterOf(f))).execute(values);
    return rows.map(({ session, alias, work }) => ({ session, item: alias && work ? { alias, ...work } : null }));
  },

  /** One alias with its figures; deleted ones are gone. */
  async view(db: DbOrTx, id: number): Promise<AliasView | null> {
    const [row] = await viewFrom(db).where(and(eq(worksAliases.id, id), notDeleted));
    return row ?? null;
  },

  /** An owner's aliases that are not deleted, newest first (the console's tab of a promoter). */
  byOwner(db: DbOrTx, scope: OwnerScope, limit: number, offset: number): Promise<AliasView[]> {
    return viewFrom(db)
      .where(and(eq(worksAliases.userId, scope.ownerId), notDeleted))
      .orderBy(desc(worksAliases.createdAt), desc(worksAliases.id))
      .limit(limit)
      .offset(offset);
  },

  async find(db: DbOrTx, id: number) {
    const [row] = await db
      .select()
      .from(worksAliases)
      .where(and(eq(worksAliases.id, id), notDeleted));
    return row ?? null;
  },

  /** A published work with its task platform (enabled): the rule an alias of it must keep. */
  async workWithPlatform(db: DbOrTx, workId: number) {
    const [row] = await db
      .select({ work: works, platform: taskPlatforms })
      .from(works)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
      .where(and(eq(works.id, workId), eq(works.published, true), eq(taskPlatforms.enabled, true)));
    return row ?? null;
  },

  /** Locks the promoter's users row until the transaction ends: their alias claims run one at a time. */
  async lockUser(tx: DbOrTx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async countLive(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(worksAliases)
      .where(and(eq(worksAliases.userId, userId), LIVE));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, values: typeof worksAliases.$inferInsert) {
    return firstRow(await db.insert(worksAliases).values(values).returning(), 'insert into works_aliases');
  },

  /** Which of `words` (lower-cased) live aliases of the platform already hold. */
  async takenWords(db: DbOrTx, taskPlatformId: number, words: string[]): Promise<Set<string>> {
    if (!words.length) return new Set();
    const rows = await db
      .select({ word: sql<string>`lower(${worksAliases.alias})` })
      .from(worksAliases)
      .where(and(eq(worksAliases.taskPlatformId, taskPlatformId), LIVE, inArray(sql`lower(${worksAliases.alias})`, words)));
    return new Set(rows.map((r) => r.word));
  },

  /** Decides an alias still in review; answers false when there is none. */
  async decide(db: DbOrTx, id: number, set: Partial<typeof worksAliases.$inferInsert>) {
    const rows = await db
      .update(worksAliases)
      .set(set)
      .where(and(eq(worksAliases.id, id), eq(worksAliases.state, ALIAS_STATE.reviewing.value), notDeleted))
      .returning({ id: worksAliases.id });
    return rows.length > 0;
  },

  /** Soft delete, so the word is free again while the row stays for history. */
  async softDelete(db: DbOrTx, id: number, now: Date) {
    const rows = await db
      .update(worksAliases)
      .set({ deletedAt: now })
      .where(and(eq(worksAliases.id, id), notDeleted))
      .returning({ id: worksAliases.id });
    return rows.length > 0;
  },

  /**
   * Records the first back-fill of an alias that may still take one (active, and back-filled already or
   * before its deadline); answers false otherwise. The row lock it takes orders it against the expiry
   * job, so an alias is never both back-filled and expired.
   */
  async markBackfilled(db: DbOrTx, id: number, now: Date) {
    const rows = await db
      .update(worksAliases)
      .set({ backfilledAt: sql`coalesce(${worksAliases.backfilledAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(worksAliases.id, id),
          eq(worksAliases.state, ALIAS_STATE.active.value),
          notDeleted,
          or(
            sql`${worksAliases.backfilledAt} is not null`,
            sql`${worksAliases.backfillDeadline} > ${now.toISOString()}::timestamptz`,
          ),
        ),
      )
      .returning({ id: worksAliases.id });
    return rows.length > 0;
  },

  /** Active aliases past their deadline without a back-fill become expired; answers how many. */
  async expireOverdue(db: DbOrTx, now: Date, reason: string) {
    const rows = await db
      .update(worksAliases)
      .set({ state: ALIAS_STATE.expired.value, reason, expiredAt: now })
      .where(and(sql`${waiting}`, notDeleted, lte(worksAliases.backfillDeadline, now)))
      .returning({ id: worksAliases.id });
    return rows.length;
  },

  // —— daily figures (拉新) ——

  /** Days with figures, newest first, each summed over the caller's aliases (or one of them). */
  days(db: DbOrTx, scope: OwnerScope, aliasId: number | undefined, limit: number, offset: number) {
    return db
      .select({
        date: aliasDailyStats.statDate,
        newUsers: sql<number>`sum(${aliasDailyStats.newUsers})`.mapWith(Number),
        income: sql<number>`sum(${aliasDailyStats.income})`.mapWith(Number),
      })
      .from(aliasDailyStats)
      .where(statsOf(scope, aliasId))
      .groupBy(aliasDailyStats.statDate)
      .orderBy(desc(aliasDailyStats.statDate))
      .limit(limit)
      .offset(offset);
  },

  /** The per-alias rows of the given days. */
  dayRows(db: DbOrTx, scope: OwnerScope, aliasId: number | undefined, dates: string[]) {
    return db
      .select({
        date: aliasDailyStats.statDate,
        aliasId: aliasDailyStats.aliasId,
        alias: worksAliases.alias,
        newUsers: aliasDailyStats.newUsers,
        income: aliasDailyStats.income,
      })
      .from(aliasDailyStats)
      .innerJoin(worksAliases, eq(worksAliases.id, aliasDailyStats.aliasId))
      .where(and(statsOf(scope, aliasId), inArray(aliasDailyStats.statDate, dates)))
      .orderBy(desc(aliasDailyStats.income), desc(aliasDailyStats.newUsers), desc(aliasDailyStats.aliasId));
  },

  async statTotals(db: DbOrTx, scope: OwnerScope, aliasId: number | undefined) {
    const [row] = await db
      .select({
        newUsers: sql<number>`coalesce(sum(${aliasDailyStats.newUsers}), 0)`.mapWith(Number),
        income: sql<number>`coalesce(sum(${aliasDailyStats.income}), 0)`.mapWith(Number),
      })
      .from(aliasDailyStats)
      .where(statsOf(scope, aliasId));
    return row ?? { newUsers: 0, income: 0 };
  },
};

function statsOf(scope: OwnerScope, aliasId: number | undefined) {
  return and(eq(aliasDailyStats.userId, scope.ownerId), aliasId ? eq(aliasDailyStats.aliasId, aliasId) : undefined);
}
