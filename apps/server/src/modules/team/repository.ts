import { and, desc, eq, sql } from 'drizzle-orm';
import { TEAM_REBATE_LINES } from '@tuike/contract/team';
import type { DbOrTx } from '../../db/client';
import {
  incomeLines,
  rebates,
  settings,
  taskPlatforms,
  teamFigures,
  teamMembers,
  teamMonths,
  users,
  works,
} from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { prepareOnce } from '../../lib/prepared';
import { sessionColumns, sessionCte, type SessionRow, sessionUser } from '../session';
import { importedReportSql } from '../settlement';

const member = {
  id: teamMembers.userId,
  inviterId: teamMembers.inviterId,
  joinedAt: teamMembers.joinedAt,
  boundAt: teamMembers.boundAt,
  backfilledAt: teamMembers.backfilledAt,
  firstIncomeAt: teamMembers.firstIncomeAt,
  nickname: users.nickname,
  phone: users.phone,
};

/** A direct member as the team's reads select them (`member`). */
export type MemberRow = {
  id: number;
  inviterId: number;
  joinedAt: Date;
  boundAt: Date | null;
  backfilledAt: Date | null;
  firstIncomeAt: Date | null;
  nickname: string;
  phone: string;
};
export type RebateLineRow = Awaited<ReturnType<typeof teamRepository.rebateLines>>[number];

/**
 * The team's reads. Every figure comes from rows the triggers of migration team_figures maintain
 * (team_figures, team_months, team_members), so no read walks the team.
 */
const p = sql.placeholder;

/**
 * The token's live session, its user's invite code, the team's figures, this month's and the promotion
 * setting (the rebate rate) in ONE statement (the session check inside it, `routeOwnSession`); every
 * figure a primary-key read of the rows the triggers maintain. No row: the token is not live.
 */
const summaryStatement = (db: DbOrTx) => {
  const session = sessionCte(db);
  return db
    .with(session)
    .select({
      session: sessionColumns(session),
      inviteCode: users.inviteCode,
      direct: sql<number>`coalesce(${teamFigures.direct}, 0)`.mapWith(Number),
      second: sql<number>`coalesce(${teamFigures.second}, 0)`.mapWith(Number),
      bound: sql<number>`coalesce(${teamFigures.bound}, 0)`.mapWith(Number),
      backfilled: sql<number>`coalesce(${teamFigures.backfilled}, 0)`.mapWith(Number),
      earning: sql<number>`coalesce(${teamFigures.earning}, 0)`.mapWith(Number),
      teamIncome: sql<number>`coalesce(${teamFigures.teamIncome}, 0)`.mapWith(Number),
      rebate: sql<number>`coalesce(${teamFigures.rebate}, 0)`.mapWith(Number),
      monthIncome: sql<number>`coalesce(${teamMonths.teamIncome}, 0)`.mapWith(Number),
      monthRebate: sql<number>`coalesce(${teamMonths.rebate}, 0)`.mapWith(Number),
      /** Validated by its schema in the service (`settingFrom`), as `readSetting` would. */
      promotionSetting: sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = 'promotion')`,
    })
    .from(session)
    .innerJoin(users, eq(users.id, session.userId))
    .leftJoin(teamFigures, eq(teamFigures.userId, users.id))
    .leftJoin(teamMonths, and(eq(teamMonths.userId, users.id), eq(teamMonths.month, p('month'))))
    .prepare('team_summary_in_session');
};

/**
 * The token's live session and a page of its user's direct members, newest first, in ONE statement: the
 * page is left-joined to the session, so a live session with an empty page is still one row (member
 * null), and no row means the token is not live.
 */
const membersStatement = (db: DbOrTx) => {
  const session = sessionCte(db);
  const page = db.$with('page').as(
    db
      .select({ member })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.inviterId, sessionUser(session)))
      .orderBy(desc(teamMembers.joinedAt), desc(teamMembers.userId))
      .limit(p('limit'))
      .offset(p('offset')),
  );
  return (
    db
      .with(session, page)
      .select({ session: sessionColumns(session), member: page.member })
      .from(session)
      .leftJoin(page, sql`true`)
      // The page's order again: a join keeps no order of its own.
      .orderBy(desc(page.member.joinedAt), desc(page.member.id))
      .prepare('team_members_in_session')
  );
};

export const teamRepository = {
  /** The live session of `tokenHash` at `now` with its team's summary figures; null: the token is not live. */
  async summary(db: DbOrTx, tokenHash: string, now: Date, month: string) {
    const [row] = await prepareOnce(db, summaryStatement).execute({ tokenHash, now, month });
    return row ?? null;
  },

  /** A promoter's team figures and this month's (the console's promoter page): two primary-key reads in one. */
  async figures(db: DbOrTx, scope: OwnerScope, month: string) {
    const [row] = await db
      .select({
        direct: sql<number>`coalesce(${teamFigures.direct}, 0)`.mapWith(Number),
        second: sql<number>`coalesce(${teamFigures.second}, 0)`.mapWith(Number),
        teamIncome: sql<number>`coalesce(${teamFigures.teamIncome}, 0)`.mapWith(Number),
        rebate: sql<number>`coalesce(${teamFigures.rebate}, 0)`.mapWith(Number),
        monthIncome: sql<number>`coalesce(${teamMonths.teamIncome}, 0)`.mapWith(Number),
        monthRebate: sql<number>`coalesce(${teamMonths.rebate}, 0)`.mapWith(Number),
      })
      .from(users)
      .leftJoin(teamFigures, eq(teamFigures.userId, users.id))
      .leftJoin(teamMonths, and(eq(teamMonths.userId, users.id), eq(teamMonths.month, month)))
      .where(eq(users.id, scope.ownerId));
    return row ?? null;
  },

  /** The live session of `tokenHash` at `now` with a page of its direct members; no rows: the token is not live. */
  async members(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    limit: number,
    offset: number,
  ): Promise<{ session: SessionRow; item: MemberRow | null }[]> {
    const rows = await prepareOnce(db, membersStatement).execute({ tokenHash, now, limit, offset });
    return rows.map((r) => ({ session: r.session, item: r.member }));
  },

  /** Any invitee by id, whoever invited them: the service decides whether the caller may see them. */
  async member(db: DbOrTx, id: number) {
    const [row] = await db
      .select(member)
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.userId, id));
    return row;
  },

  /**
   * My rebates on one member's lines, newest first, with each source line's provenance; walked from the
   * member's lines (income_lines_user_idx) to their one rebate each (rebates_source_line_uq).
   */
  rebateLines(db: DbOrTx, scope: OwnerScope, memberId: number) {
    return db
      .select({
        id: rebates.id,
        amount: rebates.amount,
        bps: rebates.bps,
        at: rebates.createdAt,
        lineId: incomeLines.id,
        incomeDate: incomeLines.incomeDate,
        lineAmount: incomeLines.amount,
        provenance: incomeLines.provenance,
        report: importedReportSql,
        platformName: taskPlatforms.name,
        workName: works.title,
      })
      .from(incomeLines)
      .innerJoin(rebates, eq(rebates.sourceLineId, incomeLines.id))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, incomeLines.taskPlatformId))
      .leftJoin(works, eq(works.id, incomeLines.workId))
      .where(and(eq(incomeLines.userId, memberId), eq(rebates.userId, scope.ownerId)))
      .orderBy(desc(incomeLines.id))
      .limit(TEAM_REBATE_LINES);
  },

  async rebateTotals(db: DbOrTx, scope: OwnerScope, memberId: number) {
    const [row] = await db
      .select({
        total: sql<number>`coalesce(sum(${rebates.amount}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(incomeLines)
      .innerJoin(rebates, eq(rebates.sourceLineId, incomeLines.id))
      .where(and(eq(incomeLines.userId, memberId), eq(rebates.userId, scope.ownerId)));
    return row ?? { total: 0, count: 0 };
  },
};
