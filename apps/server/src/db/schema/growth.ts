import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { fen, tstz } from './columns';
import { mentors, users } from './users';

/**
 * The operator's VIP levels (modules/vip), the whole table saved at once. Level 0 is everyone's (no
 * threshold; the migration installs it); a promoter holds the highest level whose settled-income or
 * team-size threshold they meet. The contract's save schema keeps the thresholds rising with the level.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer().primaryKey(),
    name: text().notNull(),
    /** Settled income (fen) over the setting `vip.incomePeriodDays` that earns the level; null: unused. */
    minSettledIncome: fen('min_settled_income'),
    /** Direct invitees that earn the level; null: unused. */
    minTeamSize: integer('min_team_size'),
    watermarkDailyQuota: integer('watermark_daily_quota').notNull(),
    /** Replaces the platform's `rebateBps` for inviters of this level; null: the platform's. */
    rebateBps: integer('rebate_bps'),
    priorityReview: boolean('priority_review').notNull().default(false),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('vip_levels_level_range', sql`${t.level} between 0 and 9`),
    check('vip_levels_thresholds', sql`(${t.level} = 0) = (${t.minSettledIncome} is null and ${t.minTeamSize} is null)`),
    check('vip_levels_quota_range', sql`${t.watermarkDailyQuota} >= 0`),
    check('vip_levels_rebate_range', sql`${t.rebateBps} is null or ${t.rebateBps} between 0 and 10000`),
  ],
);

/** A team leader whose direct invitees get a mentor: at registration, and the existing ones when saved. */
export const mentorRules = pgTable('mentor_rules', {
  leaderId: integer('leader_id')
    .primaryKey()
    .references(() => users.id),
  mentorId: integer('mentor_id')
    .notNull()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
