import { OPERATOR_ROLES } from '@tuike/contract/operator-grants';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz } from './columns';

/**
 * Console accounts: a table of their own, never a promoter (a promoter token never opens an operator
 * call, nor the other way round). `account` is unique case-insensitively.
 */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    account: text().notNull(),
    name: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text({ enum: OPERATOR_ROLES }).notNull(),
    /** A disabled operator's sessions are revoked and their login refused. */
    disabledAt: tstz('disabled_at'),
    /** The TOTP secret, encrypted with DATA_ENCRYPTION_KEY; set at enrolment, live once `totpEnabledAt` is. */
    totpSecretEnc: text('totp_secret_enc'),
    totpEnabledAt: tstz('totp_enabled_at'),
    /**
     * The 30-second time step of the last authenticator code accepted: a code is good once, so one seen
     * over a shoulder or replayed from a proxy's log within its window is refused.
     */
    totpLastStep: integer('totp_last_step'),
    /** The admin requires two-factor for this account: until enrolled, only the enrolment calls answer. */
    totpRequired: boolean('totp_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_account_uq').on(sql`lower(${t.account})`),
    oneOf('operators_role_check', t.role, OPERATOR_ROLES),
  ],
);

/** Operator bearer sessions: only the SHA-256 of the token is stored; they lapse after idle time. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text(),
  },
  (t) => [uniqueIndex('operator_sessions_hash_uq').on(t.tokenHash), index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** One-time recovery codes for a lost authenticator (hashes only); a used code never works again. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: id(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_recovery_codes_operator_idx').on(t.operatorId),
    uniqueIndex('operator_recovery_codes_hash_uq').on(t.codeHash),
  ],
);

/**
 * Every operator write, in the transaction of the change: who, when, from where, what, which row,
 * before and after (masked). Append-only: a trigger (migration 0012) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** As it was at the time, so the log reads the same after an account is renamed. */
    operatorAccount: text('operator_account').notNull(),
    action: text().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    /** The request's own id, so the lines of one request can be found in the request log. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
