import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, id, oneOf, tstz } from './columns';
import { operators } from './operators';
import { users } from './users';

/**
 * One row per user; locked FOR UPDATE around every balance change (modules/ledger/post.ts, the only
 * writer). Equals the ledger sum; the database itself refuses a negative balance.
 *
 * Beside it, the promoter's money figures, kept up to date so the summary and home reads never sum a
 * promoter's history (issue 20): `earned` by postToLedger with each posting, `frozen` and `withdrawn` by
 * triggers on withdrawals (migration 0010_money_figures), whichever code changes a withdrawal's status.
 * Always balance = earned − frozen − withdrawn (a returned withdrawal is back in the balance).
 */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: fen('balance').notNull().default(0),
    /** The sum of the user's income, rebate and adjustment postings: everything ever earned. */
    earned: fen('earned').notNull().default(0),
    /** Withdrawals applied for and neither paid nor returned (submitted, approved, paying). */
    frozen: fen('frozen').notNull().default(0),
    /** Withdrawals paid out. */
    withdrawn: fen('withdrawn').notNull().default(0),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('balances_balance_nonnegative', sql`${t.balance} >= 0`)],
);

/** `clawback`: a later credit paying off a receivable (待扣回), see `receivables`. */
export const LEDGER_TYPES = ['income', 'rebate', 'adjustment', 'withdrawal', 'withdrawal_refund', 'clawback'] as const;
/**
 * What a ledger row points at. A team rebate points at its own rebate record (not at the income line
 * it came from), so two rebate levels on one income line never collide on the unique reference. A
 * clawback points at its receivable payment (one receivable may be paid off by several credits).
 */
export const LEDGER_REF_TYPES = ['income_line', 'withdrawal', 'rebate', 'adjustment', 'receivable_payment'] as const;

/**
 * Append-only ledger ("account records"): a trigger (migration 0003) refuses every UPDATE and DELETE.
 * One posting per (ref_type, ref_id, type), so a retried or re-imported reference posts nothing new.
 * Every new row names its reference: `account_records_ref_required` (hand-written in migration 0013,
 * NOT VALID because rows posted before it may lack one; the append-only trigger keeps them as they are).
 */
export const accountRecords = pgTable(
  'account_records',
  {
    id: id(),
    /**
     * No foreign key: every row is posted by the ledger's one function against the user's locked balance row
     * (`balances.user_id` holds the key; users are never deleted), and checkMoneyInvariants reports entries
     * without a balance row. Checked row by row, the key cost a million-line confirm ≈ 10 µs a posting.
     */
    userId: integer('user_id').notNull(),
    type: text({ enum: LEDGER_TYPES }).notNull(),
    amount: fen('amount').notNull(),
    balanceAfter: fen('balance_after').notNull(),
    refType: text('ref_type', { enum: LEDGER_REF_TYPES }),
    refId: integer('ref_id'),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_records_user_idx').on(t.userId, t.id),
    uniqueIndex('account_records_ref_uq').on(t.refType, t.refId, t.type),
    oneOf('account_records_type_check', t.type, LEDGER_TYPES),
    oneOf('account_records_ref_type_check', t.refType, LEDGER_REF_TYPES),
    check('account_records_ref_pair', sql`(${t.refType} is null) = (${t.refId} is null)`),
    check('account_records_amount_nonzero', sql`${t.amount} <> 0`),
    check('account_records_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

export const INCOME_STATUS = ['estimated', 'settled', 'credited'] as const;
/** Which upstream report a line came from: an estimate, a settlement, or a correction of a settled line. */
export const INCOME_KINDS = ['estimate', 'settled', 'adjustment'] as const;
/** Why a line is negative or corrects another. */
export const INCOME_REASON_CODES = ['refund', 'invalid_traffic', 'penalty', 'correction'] as const;

/**
 * An income line with its provenance (ZIncomeProvenance in @tuike/contract/money, checked on write).
 * Written only by postIncomeLine (modules/settlement). Its upstream identity — platform, report date,
 * the upstream's row key, kind — is unique, so a re-imported report finds its lines instead of adding
 * money; a corrected report adds `adjustment` lines, never edits one.
 */
export const incomeLines = pgTable(
  'income_lines',
  {
    id: id(),
    /**
     * The user, the work, the platform and the price version are checked by checkMoneyInvariants (modules/ledger),
     * not by foreign keys: PostgreSQL checks a key one row at a time (≈ 5 µs a line each, a million-row confirm's
     * seconds), their rows are never deleted, and the confirm takes them from joins on existing rows (a credited
     * line's user has its ledger row, whose balance row holds the key to users).
     */
    userId: integer('user_id').notNull(),
    workId: integer('work_id'),
    taskPlatformId: integer('task_platform_id').notNull(),
    status: text({ enum: INCOME_STATUS }).notNull(),
    amount: fen('amount').notNull(),
    /** The calendar day (Asia/Shanghai) the upstream report attributes the income to. */
    incomeDate: date('income_date', { mode: 'string' }).notNull(),
    provenance: jsonb().notNull(),
    /** The report's date (Asia/Shanghai): with the platform, row key and kind, the line's upstream identity. */
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    /** The upstream's row id, or a hash of the row when it has none (the importer computes it). */
    rowKey: text('row_key').notNull(),
    kind: text({ enum: INCOME_KINDS }).notNull(),
    reasonCode: text('reason_code', { enum: INCOME_REASON_CODES }),
    /** The price version the amount was computed with; null only for a platform without versions. */
    priceId: integer('price_id'),
    /**
     * When a settled or credited line arrived for this estimate's promoter, platform and income date: the
     * settlement replaces the day's estimate, so from then on the estimate no longer counts in the
     * promoter's figures (income_days and the income sums). Set only by a trigger (migration
     * income_estimate_superseded), whichever code writes the lines; null for every line but an estimate.
     */
    supersededAt: tstz('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('income_lines_identity_uq').on(t.taskPlatformId, t.reportDate, t.rowKey, t.kind),
    oneOf('income_lines_kind_check', t.kind, INCOME_KINDS),
    oneOf('income_lines_reason_code_check', t.reasonCode, INCOME_REASON_CODES),
    check('income_lines_status_kind', sql`(${t.kind} = 'estimate') = (${t.status} = 'estimated')`),
    check('income_lines_superseded_estimate', sql`${t.supersededAt} is null or ${t.kind} = 'estimate'`),
    index('income_lines_user_idx').on(t.userId, t.incomeDate, t.id),
    // The estimates a settlement may still supersede (income_lines_supersede, migration 0032): the trigger
    // finds them here, per (promoter, day), whatever the planner thinks of the table's size mid-import;
    // settled lines never enter it.
    index('income_lines_open_estimate_idx')
      .on(t.userId, t.incomeDate, t.taskPlatformId)
      .where(sql`${t.kind} = 'estimate' and ${t.supersededAt} is null`),
    // The lines settled before the engine and never credited: the income page's total takes their part of
    // the maintained day sums from here, per (promoter, day), without reading the promoter's other lines.
    index('income_lines_settled_idx')
      .on(t.userId, t.incomeDate)
      .where(sql`${t.status} = 'settled'`),
    // The console's dashboard sums every promoter's lines per day and status, leaving out superseded
    // estimates: with those columns in the index the sums are read from it alone (an index-only scan).
    index('income_lines_date_idx').on(t.incomeDate, t.status, t.amount, t.supersededAt),
    oneOf('income_lines_status_check', t.status, INCOME_STATUS),
  ],
);

/**
 * A promoter's income per day: the sum of their income lines of that day, whatever the status, but for
 * estimates a settlement superseded (`income_lines.superseded_at`). Kept by triggers on income_lines
 * (migrations 0010_money_figures, income_estimate_superseded) so a period's figure reads one row per day
 * instead of every line (home figures, the estimate's days).
 */
export const incomeDays = pgTable(
  'income_days',
  {
    /**
     * No foreign key (migration income_days_no_fk): the rows are written only from income lines (their triggers and the
     * confirm's grouped upsert), keyed by the line's user; checkMoneyInvariants reports a day of a user who does not
     * exist. The key cost a lookup per new promoter-day, half of a confirm's upsert.
     */
    userId: integer('user_id').notNull(),
    incomeDate: date('income_date', { mode: 'string' }).notNull(),
    amount: fen('amount').notNull(),
  },
  // The key INCLUDEs `amount` (migration income_days_covering, hand-written: the builder has no INCLUDE): a range's
  // sum is an index-only scan of a few pages, not one heap page per day.
  (t) => [primaryKey({ columns: [t.userId, t.incomeDate] })],
);

/**
 * income_days split by task platform and work: per (user, day, platform, work) the sum and the count of the lines
 * income_days counts (every line but a superseded estimate). Kept by the same trigger as income_days (migration
 * income_day_splits) and by the confirm's grouped upsert beside it, so the estimate page's splits per work and per
 * platform read a few maintained rows per day instead of the promoter's lines of the window (issue 20: never a
 * scan of a promoter's history per request). `lines` tells a day with lines summing to zero from a day without
 * any (the platform's "data up to"). A line without a work is counted under a null work: one row, the key's
 * nulls not distinct. checkMoneyInvariants holds both tables to the lines.
 */
export const incomeDaySplits = pgTable(
  'income_day_splits',
  {
    userId: integer('user_id').notNull(),
    incomeDate: date('income_date', { mode: 'string' }).notNull(),
    taskPlatformId: integer('task_platform_id').notNull(),
    workId: integer('work_id'),
    amount: fen('amount').notNull(),
    lines: integer().notNull(),
  },
  (t) => [unique('income_day_splits_key').on(t.userId, t.incomeDate, t.taskPlatformId, t.workId).nullsNotDistinct()],
);

/**
 * An operator's balance adjustment (调整余额): the reason and who made it, referenced by its ledger row
 * (ref type `adjustment`), written in one transaction with that row and the audit row. `request_id` is
 * the console's idempotency key: a retried request finds its first row and posts nothing again.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** Signed integer fen, never zero: what the ledger row posts. */
    amount: fen('amount').notNull(),
    reason: text().notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_request_uq').on(t.requestId),
    index('balance_adjustments_user_idx').on(t.userId, t.id),
    check('balance_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * An inviter's rebate (团队奖励) on one of an invitee's settled income lines: `bps` of the line's amount
 * (the operator's `rebateBps` when the line was posted), rounded by shareOf. A negative line (a refund)
 * gets a negative rebate, so a fully refunded line nets its rebate to 0. One per source line (unique),
 * referenced by the inviter's ledger row (ref type `rebate`). A rebate that rounds to 0 fen is not written.
 */
export const rebates = pgTable(
  'rebates',
  {
    id: id(),
    /** The inviter, who is paid. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sourceLineId: integer('source_line_id')
      .notNull()
      .references(() => incomeLines.id),
    bps: integer().notNull(),
    amount: fen('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rebates_source_line_uq').on(t.sourceLineId),
    index('rebates_user_idx').on(t.userId, t.id),
    check('rebates_amount_nonzero', sql`${t.amount} <> 0`),
    check('rebates_bps_range', sql`${t.bps} between 0 and 10000`),
  ],
);

/** The debits that may leave a receivable: income lines and rebates (an operator's adjustment is refused past the balance). */
export const RECEIVABLE_REF_TYPES = ['income_line', 'rebate'] as const;

/**
 * A receivable (待扣回): the part of a debit (a refund, 扣量, a penalty, a reversed rebate) the balance
 * could not cover when it was posted. The balance never goes negative: postToLedger debits what the
 * balance holds and records the rest here; every later credit pays off open receivables first, oldest
 * first, each payment a `receivable_payments` row and a ledger row of its own (type `clawback`). One per
 * debit (its ledger reference, unique). `paid` only grows, to `amount` at most, under the balance lock.
 */
export const receivables = pgTable(
  'receivables',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    refType: text('ref_type', { enum: RECEIVABLE_REF_TYPES }).notNull(),
    refId: integer('ref_id').notNull(),
    /** What was owed, in fen (> 0). */
    amount: fen('amount').notNull(),
    paid: fen('paid').notNull().default(0),
    /** The debit's ledger note, what the promoter reads on the payments. */
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receivables_ref_uq').on(t.refType, t.refId),
    index('receivables_open_idx')
      .on(t.userId, t.id)
      .where(sql`paid < amount`),
    oneOf('receivables_ref_type_check', t.refType, RECEIVABLE_REF_TYPES),
    check('receivables_amount_positive', sql`${t.amount} > 0`),
    check('receivables_paid_range', sql`${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
  ],
);

/** One credit's payment towards one receivable, referenced by its `clawback` ledger row. */
export const receivablePayments = pgTable(
  'receivable_payments',
  {
    id: id(),
    receivableId: integer('receivable_id')
      .notNull()
      .references(() => receivables.id),
    amount: fen('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('receivable_payments_receivable_idx').on(t.receivableId),
    check('receivable_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Each run of the money invariants check (checkMoneyInvariants, modules/ledger) on the live database:
 * the nightly job writes one row per run, and the console reads the latest, so a difference is seen
 * there as well as in the log.
 */
export const moneyCheckRuns = pgTable(
  'money_check_runs',
  {
    id: id(),
    ranAt: tstz('ran_at').notNull(),
    /** Users checked (with a balance row or a ledger entry). */
    users: integer().notNull(),
    /** What broke the invariants, one sentence each; empty when they held. */
    problems: jsonb().$type<string[]>().notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('money_check_runs_ran_at_idx').on(t.ranAt)],
);
