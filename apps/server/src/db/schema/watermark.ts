import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The watermark eraser's use per promoter and operator day: one row, counted up by a single
 * INSERT … ON CONFLICT DO UPDATE … WHERE used < limit, so parallel requests never pass the quota.
 */
export const watermarkUsage = pgTable(
  'watermark_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check('watermark_usage_used_nonnegative', sql`${t.used} >= 0`)],
);
