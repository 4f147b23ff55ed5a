import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, id, oneOf, tstz } from './columns';
import { operators } from './operators';
import { users } from './users';

/**
 * A promoter's verified real name, set once. The ID number is stored encrypted (AES-256-GCM with the
 * configured data key, modules/wallet/crypto) and as a keyed hash, so one ID number can verify one
 * account only without the database ever holding it in clear.
 */
export const realNames = pgTable(
  'real_names',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    name: text().notNull(),
    idNumberEnc: text('id_number_enc').notNull(),
    idNumberHash: text('id_number_hash').notNull(),
    idNumberMasked: text('id_number_masked').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('real_names_id_number_hash_uq').on(t.idNumberHash)],
);

export const WITHDRAW_ACCOUNT_TYPES = ['alipay', 'bank'] as const;

/** Where a withdrawal is paid: an Alipay account or a bank card, always in the real name. Deleting keeps the row. */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text({ enum: WITHDRAW_ACCOUNT_TYPES }).notNull(),
    /** The Alipay account or card number, encrypted like the ID number. */
    accountEnc: text('account_enc').notNull(),
    /** What may be shown: a masked phone or e-mail, or the card's last four digits. */
    accountMasked: text('account_masked').notNull(),
    bankName: text('bank_name'),
    holder: text().notNull(),
    createdAt: createdAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    index('withdraw_accounts_user_idx')
      .on(t.userId)
      .where(sql`deleted_at is null`),
    oneOf('withdraw_accounts_type_check', t.type, WITHDRAW_ACCOUNT_TYPES),
    check('withdraw_accounts_bank_name', sql`(${t.type} = 'bank') = (${t.bankName} is not null)`),
  ],
);

export const WITHDRAWAL_STATUSES = ['submitted', 'approved', 'paying', 'paid', 'failed', 'rejected'] as const;

/** How a payout is sent: finance pays outside and records the transfer (`manual`), or Alipay's transfer API. */
export const PAYOUT_CHANNELS = ['manual', 'alipay'] as const;

/**
 * A withdrawal. The amount leaves the balance at application (a ledger row referencing it), so what is
 * in flight is "frozen"; a rejection or failed payout returns it as a ledger row of its own. One row per
 * (user, requestId): a retried application answers the same withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => withdrawAccounts.id),
    requestId: text('request_id').notNull(),
    amount: fen('amount').notNull(),
    fee: fen('fee').notNull(),
    tax: fen('tax').notNull().default(0),
    /**
     * Applied while tax withholding was on: its amount is 劳务报酬 of its operator-zone month, and its
     * `tax` what the cumulative monthly method withheld (packages/contract tax.ts). Off: `tax` is 0.
     */
    taxWithheld: boolean('tax_withheld').notNull().default(false),
    net: fen('net').notNull(),
    feeBps: integer('fee_bps').notNull(),
    status: text({ enum: WITHDRAWAL_STATUSES }).notNull(),
    reason: text(),
    /** The account as it was when applied for (type, title, subtitle, holder): what the promoter saw. */
    accountSnapshot: jsonb('account_snapshot').notNull(),
    /** Unique per payout attempt; the payout provider treats a repeated number as the same transfer. */
    payoutNo: text('payout_no'),
    /** The channel the payout was started through: its answer, and only its answer, settles it. */
    payoutChannel: text('payout_channel', { enum: PAYOUT_CHANNELS }),
    /** The channel's number(s) of the transfer that paid or bounced: Alipay's order ids, or what finance recorded. */
    transferNo: text('transfer_no'),
    expectedArrival: tstz('expected_arrival').notNull(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.userId, t.requestId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    // The console's dashboard: withdrawals applied for per day, whatever their status now.
    index('withdrawals_created_idx').on(t.createdAt),
    oneOf('withdrawals_status_check', t.status, WITHDRAWAL_STATUSES),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_tax_only_withheld', sql`${t.tax} = 0 or ${t.taxWithheld}`),
    check(
      'withdrawals_parts',
      sql`${t.fee} >= 0 and ${t.tax} >= 0 and ${t.net} >= 0 and ${t.net} = ${t.amount} - ${t.fee} - ${t.tax}`,
    ),
    check('withdrawals_fee_bps_range', sql`${t.feeBps} between 0 and 10000`),
    oneOf('withdrawals_payout_channel_check', t.payoutChannel, PAYOUT_CHANNELS),
  ],
);

/**
 * Each status a withdrawal reached, with when and why: the timeline the promoter sees. An operator's
 * step also names the operator (shown in the console only) and, when the console sent one, the request's
 * idempotency key: unique, so a retried request finds its own step and a second request cannot repeat it.
 */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: id(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    status: text({ enum: WITHDRAWAL_STATUSES }).notNull(),
    note: text().notNull().default(''),
    at: tstz('at').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    /** As it was at the time, like the audit log's. */
    operatorAccount: text('operator_account'),
    requestId: text('request_id'),
  },
  (t) => [
    index('withdrawal_events_withdrawal_idx').on(t.withdrawalId, t.at),
    // The console's dashboard: withdrawals paid per day (the day of their paid event).
    index('withdrawal_events_paid_idx')
      .on(t.at)
      .where(sql`status = 'paid'`),
    oneOf('withdrawal_events_status_check', t.status, WITHDRAWAL_STATUSES),
    uniqueIndex('withdrawal_events_request_uq')
      .on(t.requestId)
      .where(sql`request_id is not null`),
    check('withdrawal_events_operator_pair', sql`(${t.operatorId} is null) = (${t.operatorAccount} is null)`),
  ],
);
