import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { fen, tstz } from './columns';
import { users } from './users';

/**
 * An invited promoter's progress along the team funnel: registered → media account bound → first
 * back-fill → first income (a settled or correcting line). One row per invitee, written by triggers
 * (migration team_figures) on users, platform_accounts, works_alias_links and income_lines, whichever
 * code writes them; each step keeps the first time it was reached, even if the account is later unbound.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id),
    joinedAt: tstz('joined_at').notNull(),
    boundAt: tstz('bound_at'),
    backfilledAt: tstz('backfilled_at'),
    firstIncomeAt: tstz('first_income_at'),
  },
  // The members page: one inviter's members, newest first, a page at a time.
  (t) => [index('team_members_inviter_idx').on(t.inviterId, t.joinedAt, t.userId)],
);

/**
 * A team leader's counts and money, kept by the same triggers so the team page reads one row instead of
 * the team: direct members, second-level members (their invitees), direct members at each funnel step,
 * the direct members' settled income (settled and correcting lines) and the rebates paid on it.
 */
export const teamFigures = pgTable(
  'team_figures',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    direct: integer().notNull().default(0),
    second: integer().notNull().default(0),
    bound: integer().notNull().default(0),
    backfilled: integer().notNull().default(0),
    earning: integer().notNull().default(0),
    teamIncome: fen('team_income').notNull().default(0),
    rebate: fen('rebate').notNull().default(0),
  },
  (t) => [
    check(
      'team_figures_counts',
      sql`${t.direct} >= ${t.bound} and ${t.direct} >= ${t.backfilled} and ${t.direct} >= ${t.earning} and ${t.second} >= 0`,
    ),
  ],
);

/** The same money per calendar month of the source lines' income date (the operator's days). */
export const teamMonths = pgTable(
  'team_months',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: date({ mode: 'string' }).notNull(),
    teamIncome: fen('team_income').notNull().default(0),
    rebate: fen('rebate').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), check('team_months_first_day', sql`extract(day from ${t.month}) = 1`)],
);
