import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * One row per scheduled job (apps/server/src/jobs). A node runs a job only after moving
 * `next_due_at` past the current time in the same statement that checks it, so each period's
 * run happens on exactly one node however many tick at once.
 */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  nextDueAt: tstz('next_due_at').notNull(),
  lastRunAt: tstz('last_run_at'),
  lastDurationMs: integer('last_duration_ms'),
  /** Successful runs so far. */
  runs: integer().notNull().default(0),
  lastError: text('last_error'),
  lastErrorAt: tstz('last_error_at'),
});
