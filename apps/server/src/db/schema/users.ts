import { sql } from 'drizzle-orm';
import { SMS_CODE_PURPOSES } from '@tuike/contract/user';
import { index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    phone: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text().notNull(),
    avatar: text(),
    inviteCode: text('invite_code').notNull(),
    /**
     * The promoter's public number (我的 shows it, support asks for it): eight random digits drawn by
     * the database at insert, so it tells nothing of the id or of how many promoters there are. A
     * collision trips users_promoter_no_uq and registration draws again.
     */
    promoterNo: text('promoter_no')
      .notNull()
      .default(sql`(10000000 + floor(random() * 90000000))::int::text`),
    inviterId: integer('inviter_id').references((): AnyPgColumn => users.id),
    wxId: text('wx_id'),
    vipLevel: integer('vip_level').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    uniqueIndex('users_promoter_no_uq').on(t.promoterNo),
    // The console's dashboard: registrations per day, and promoters registered by a day's end.
    index('users_created_idx').on(t.createdAt),
    index('users_inviter_idx').on(t.inviterId),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

export const captchas = pgTable('captchas', {
  id: text().primaryKey(),
  answer: text().notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text().notNull(),
    // Held to SMS_CODE_PURPOSES by the CHECK below; typing it too would ripple through the sms module's string callers.
    purpose: text().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), oneOf('sms_codes_purpose_check', t.purpose, SMS_CODE_PURPOSES)],
);

/**
 * Every password login attempt. The brute-force rules (captcha after 3 failures per account or 20 per
 * IP in 10 minutes, 15-minute lock after 10) are counted here, keyed by the account text as typed, so
 * an unknown account behaves exactly like a real one and the rules cannot be used to probe accounts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    account: text().notNull(),
    ip: text().notNull(),
    success: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_account_idx').on(t.account, t.createdAt),
    oneOf('login_attempts_success_check', t.success, [0, 1]),
  ],
);

export const DELETION_STATUS = ['pending', 'withdrawn', 'done'] as const;
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text({ enum: DELETION_STATUS }).notNull().default('pending'),
    reason: text(),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    index('account_deletion_user_idx').on(t.userId),
    oneOf('account_deletion_status_check', t.status, DELETION_STATUS),
    // At most one pending application per user, even when two arrive at once.
    uniqueIndex('account_deletion_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);
