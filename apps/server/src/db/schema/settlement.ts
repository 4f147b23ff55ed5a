import { MATCHED_BY } from '@tuike/contract/money';
import {
  ADJUSTMENT_REASONS,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  UNMATCHED_REASON_LABELS,
  UNMATCHED_STATUS_LABELS,
  type UnmatchedReason,
  type UnmatchedStatus,
} from '@tuike/contract/settlement-rules';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, id, oneOf, tstz } from './columns';
import { incomeLines } from './money';
import { operators } from './operators';
import { users } from './users';
import { taskPlatforms, works } from './works';

const IMPORT_KIND_VALUES = IMPORT_KINDS;
const IMPORT_STATUS_VALUES = IMPORT_STATUSES;
const MATCHED_BY_VALUES = MATCHED_BY;
const UNMATCHED_REASON_VALUES = Object.keys(UNMATCHED_REASON_LABELS) as [UnmatchedReason, ...UnmatchedReason[]];
const UNMATCHED_STATUS_VALUES = Object.keys(UNMATCHED_STATUS_LABELS) as [UnmatchedStatus, ...UnmatchedStatus[]];

/**
 * One upstream report import (modules/settlement). Its life is its `status`; the job that parses or
 * confirms it claims it by moving `lease_until` forward (FOR UPDATE SKIP LOCKED), so one node works on
 * it at a time and a node that died mid-way leaves a lease that runs out and is taken over.
 */
export const settlementImports = pgTable(
  'settlement_imports',
  {
    id: id(),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    kind: text({ enum: IMPORT_KIND_VALUES }).notNull(),
    /** An adjustment report's reason: the reason code of the lines it makes. */
    reasonCode: text('reason_code', { enum: ADJUSTMENT_REASONS }),
    status: text({ enum: IMPORT_STATUS_VALUES }).notNull(),
    /** The raw file in the media storage, kept for audit. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Told from the file's first bytes when it is parsed. */
    fileType: text('file_type', { enum: ['csv', 'xlsx'] }),
    format: text({ enum: ['standard', 'mapped'] }),
    preview: jsonb(),
    /** Bytes parsed (parsing) or rows applied (confirming) of `progress_total`. */
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    error: text(),
    /** Until when the node working on it holds it; null when nobody needs to. */
    leaseUntil: tstz('lease_until'),
    attempts: integer().notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    confirmRequestId: text('confirm_request_id'),
    confirmedBy: integer('confirmed_by').references(() => operators.id),
    appliedAt: tstz('applied_at'),
  },
  (t) => [
    oneOf('settlement_imports_kind_check', t.kind, IMPORT_KIND_VALUES),
    oneOf('settlement_imports_status_check', t.status, IMPORT_STATUS_VALUES),
    oneOf('settlement_imports_reason_code_check', t.reasonCode, ADJUSTMENT_REASONS),
    check('settlement_imports_reason_of_adjustment', sql`(${t.kind} = 'adjustment') = (${t.reasonCode} is not null)`),
    oneOf('settlement_imports_file_type_check', t.fileType, ['csv', 'xlsx']),
    oneOf('settlement_imports_format_check', t.format, ['standard', 'mapped']),
    uniqueIndex('settlement_imports_confirm_request_uq').on(t.confirmRequestId),
    index('settlement_imports_list_idx').on(t.taskPlatformId, t.id),
    // The app's "data up to …" per platform: the newest applied report date.
    index('settlement_imports_applied_idx')
      .on(t.taskPlatformId, t.reportDate)
      .where(sql`status = 'applied'`),
    // The job's look for work: only imports with a step to run.
    index('settlement_imports_work_idx')
      .on(t.leaseUntil)
      .where(sql`status in ('parsing', 'confirming')`),
  ],
);

/**
 * The staged rows of an import, as parsed and then attributed: the preview reads them, the confirm
 * turns them into income lines or unmatched rows. `row_key` is the upstream row id or a hash of the
 * normalised row; `error` is set on a row that could not be read (then the other values may be null).
 */
export const settlementImportRows = pgTable(
  'settlement_import_rows',
  {
    /**
     * No foreign key: only the parse of a claimed import writes these rows and imports are never deleted,
     * while the key's check, one lookup per row run after a COPY has ended, doubled the staging's cost
     * (200,000 rows: 1.35 s → 3.1 s, docs/PERFORMANCE.md).
     */
    importId: integer('import_id').notNull(),
    lineNo: integer('line_no').notNull(),
    rowKey: text('row_key').notNull(),
    rowDate: date('row_date', { mode: 'string' }),
    alias: text(),
    uid: text(),
    link: text(),
    workTitle: text('work_title'),
    newUsers: integer('new_users'),
    orders: integer(),
    upstreamAmount: fen('upstream_amount'),
    error: text(),
    matchedBy: text('matched_by', { enum: MATCHED_BY_VALUES }),
    matched: text(),
    userId: integer('user_id'),
    workId: integer('work_id'),
    /** The price version in force on the row's day, and the promoter's amount under it (fen). */
    priceId: integer('price_id'),
    amount: fen('amount'),
    unmatchedReason: text('unmatched_reason', { enum: UNMATCHED_REASON_VALUES }),
    /** Its identity was already applied by an earlier import (or twice in this file). */
    duplicate: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.lineNo] }),
    index('settlement_import_rows_key_idx').on(t.importId, t.rowKey),
    // The rows no key has tied yet: the attribution's later keys and clean-ups read only these, not every row of an
    // import whose rows the staging statement already matched by alias (parse-sql.ts).
    index('settlement_import_rows_open_idx')
      .on(t.importId, t.lineNo)
      .where(sql`error is null and matched_by is null`),
  ],
);

/** A task platform's own report format: template column → its header, the amount's unit, refund columns. */
export const settlementMappings = pgTable('settlement_mappings', {
  taskPlatformId: integer('task_platform_id')
    .primaryKey()
    .references(() => taskPlatforms.id),
  columns: jsonb().notNull(),
  amountUnit: text('amount_unit', { enum: ['yuan', 'fen'] }).notNull(),
  refundColumns: jsonb('refund_columns').notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => operators.id),
  updatedAt: tstz('updated_at').notNull(),
});

/**
 * A report row no promoter was found for, waiting for an operator. Its upstream identity is unique, so a
 * re-imported report queues nothing twice; an assignment turns it into the promoter's income line.
 */
export const settlementUnmatched = pgTable(
  'settlement_unmatched',
  {
    id: id(),
    importId: integer('import_id')
      .notNull()
      .references(() => settlementImports.id),
    lineNo: integer('line_no').notNull(),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    kind: text({ enum: IMPORT_KIND_VALUES }).notNull(),
    rowKey: text('row_key').notNull(),
    rowDate: date('row_date', { mode: 'string' }).notNull(),
    alias: text(),
    uid: text(),
    link: text(),
    workTitle: text('work_title'),
    newUsers: integer('new_users'),
    orders: integer(),
    upstreamAmount: fen('upstream_amount').notNull(),
    /** An adjustment report's reason, carried to the line an assignment makes. */
    reasonCode: text('reason_code', { enum: ADJUSTMENT_REASONS }),
    reason: text({ enum: UNMATCHED_REASON_VALUES }).notNull(),
    status: text({ enum: UNMATCHED_STATUS_VALUES }).notNull().default('waiting'),
    assignedUserId: integer('assigned_user_id').references(() => users.id),
    workId: integer('work_id').references(() => works.id),
    incomeLineId: integer('income_line_id').references(() => incomeLines.id),
    assignedBy: integer('assigned_by').references(() => operators.id),
    assignedAt: tstz('assigned_at'),
    /** The console's idempotency key of the assignment, and the line's amount it posted. */
    assignRequestId: text('assign_request_id'),
    assignedAmount: fen('assigned_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlement_unmatched_identity_uq').on(t.taskPlatformId, t.reportDate, t.rowKey, t.kind),
    index('settlement_unmatched_queue_idx').on(t.status, t.id),
    index('settlement_unmatched_uid_idx')
      .on(sql`lower(${t.uid})`)
      .where(sql`status = 'waiting' and uid is not null`),
    oneOf('settlement_unmatched_kind_check', t.kind, IMPORT_KIND_VALUES),
    oneOf('settlement_unmatched_reason_check', t.reason, UNMATCHED_REASON_VALUES),
    oneOf('settlement_unmatched_status_check', t.status, UNMATCHED_STATUS_VALUES),
    oneOf('settlement_unmatched_reason_code_check', t.reasonCode, ADJUSTMENT_REASONS),
    check('settlement_unmatched_assigned', sql`(${t.status} = 'assigned') = (${t.incomeLineId} is not null)`),
  ],
);
