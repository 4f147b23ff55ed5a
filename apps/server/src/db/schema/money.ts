import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, id, tstz } from './columns';
import { taskPlatforms, works } from './works';
import { users } from './users';

/** One row per user; locked FOR UPDATE around every balance change. Equals the ledger sum. */
export const balances = pgTable('balances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  balance: fen('balance').notNull().default(0),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const LEDGER_TYPES = ['income', 'rebate', 'adjustment', 'withdrawal', 'withdrawal_refund'] as const;

/** Append-only ledger ("account records"): never updated, never deleted. */
export const accountRecords = pgTable(
  'account_records',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text({ enum: LEDGER_TYPES }).notNull(),
    amount: fen('amount').notNull(),
    balanceAfter: fen('balance_after').notNull(),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('account_records_user_idx').on(t.userId, t.createdAt, t.id)],
);

export const INCOME_STATUS = ['estimated', 'settled', 'credited'] as const;

/** An income line with its provenance (report batch/row, matched alias/UID, rule and price). */
export const incomeLines = pgTable(
  'income_lines',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    workId: integer('work_id').references(() => works.id),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    status: text({ enum: INCOME_STATUS }).notNull(),
    amount: fen('amount').notNull(),
    incomeDate: text('income_date').notNull(),
    provenance: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('income_lines_user_idx').on(t.userId, t.incomeDate, t.id)],
);
