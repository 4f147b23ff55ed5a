import { and, desc, eq, sql } from 'drizzle-orm';
import { TEAM_REBATE_LINES } from '@tuike/contract/team';
import type { DbOrTx } from '../../db/client';
import { incomeLines, rebates, taskPlatforms, teamFigures, teamMembers, teamMonths, users, works } from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';

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

export type MemberRow = NonNullable<Awaited<ReturnType<typeof teamRepository.member>>>;
export type RebateLineRow = Awaited<ReturnType<typeof teamRepository.rebateLines>>[number];

/**
 * The team's reads. Every figure comes from rows the triggers of migration team_figures maintain
 * (team_figures, team_months, team_members), so no read walks the team.
 */
export const teamRepository = {
  /** My invite code, my team's figures and this month's: one row, by primary keys. */
  async summary(db: DbOrTx, scope: OwnerScope, month: string) {
    const [row] = await db
      .select({
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
      })
      .from(users)
      .leftJoin(teamFigures, eq(teamFigures.userId, users.id))
      .leftJoin(teamMonths, and(eq(teamMonths.userId, users.id), eq(teamMonths.month, month)))
      .where(eq(users.id, scope.ownerId));
    return row;
  },

  /** My direct members, newest first (team_members_inviter_idx, walked in order). */
  members(db: DbOrTx, scope: OwnerScope, limit: number, offset: number) {
    return db
      .select(member)
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.inviterId, scope.ownerId))
      .orderBy(desc(teamMembers.joinedAt), desc(teamMembers.userId))
      .limit(limit)
      .offset(offset);
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
