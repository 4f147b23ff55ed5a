import { sql } from 'drizzle-orm';
import { DELETION_STATUSES } from '@tuike/contract/deletion-status';
import { SMS_CODE_PURPOSES } from '@tuike/contract/user';
import { check, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /** The level the hourly VIP job last computed (modules/vip); benefits follow it. */
    vipLevel: integer('vip_level').notNull().default(0),
    /** The wechat mentor an operator assigned, directly or through the inviter's team-leader rule. */
    mentorId: integer('mentor_id').references((): AnyPgColumn => mentors.id, { onDelete: 'set null' }),
    /**
     * Set by an operator (the console's 停用): the promoter's sessions were revoked in the same
     * transaction, their tokens stop resolving (modules/session `activeSession`) and login is refused.
     */
    disabledAt: tstz('disabled_at'),
    /** The operator's reason for disabling, shown in the console; null while enabled. */
    disabledReason: text('disabled_reason'),
    /**
     * The lower-cased nickname's characters and character pairs (works_title_grams() of migration
     * 0004, as works titles have), so the console's nickname search finds two-character Chinese
     * fragments through a GIN index on PGlite and PostgreSQL alike (pg_trgm needs three characters
     * and is not loaded in PGlite).
     */
    nicknameGrams: text('nickname_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`works_title_grams(nickname)`),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /**
     * When an operator approved the account's deletion: the row stays (income, ledger and withdrawals
     * point at it) with its phone, password and profile cleared, and no token can be issued for it
     * again (a trigger on user_tokens, migration 0013).
     */
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone),
    // The console's phone-prefix search: a range in byte order (`phone collate "C" >= '138' and < '139'`,
    // walked in that order, so a page stops after its rows). The unique index above sorts by the
    // database's collation, which a prefix range cannot use unless that collation is C (PostgreSQL's
    // clusters often are en_US); an index in C order can, with bound parameters and on both engines.
    index('users_phone_prefix_idx').on(sql`${t.phone} collate "C"`),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    uniqueIndex('users_promoter_no_uq').on(t.promoterNo),
    // The console's dashboard: registrations per day, and promoters registered by a day's end.
    index('users_created_idx').on(t.createdAt),
    index('users_inviter_idx').on(t.inviterId),
    index('users_mentor_idx').on(t.mentorId),
    index('users_nickname_grams_idx').using('gin', t.nicknameGrams).with({ fastupdate: false }),
    // The console's 已停用 filter: few rows, newest first.
    index('users_disabled_idx')
      .on(t.id)
      .where(sql`disabled_at is not null`),
    // Nobody invites themselves; a longer loop is refused by a trigger (migration team_figures).
    check('users_inviter_not_self', sql`${t.inviterId} <> ${t.id}`),
    check('users_disabled_reason', sql`(${t.disabledAt} is null) = (${t.disabledReason} is null)`),
  ],
);

/**
 * Wechat mentors (微信导师) the operators keep: a promoter with one sees the name, wechat id and QR code
 * on 我的 → 微信导师. Here beside users, whose mentor_id points at them.
 */
export const mentors = pgTable('mentors', {
  id: id(),
  name: text().notNull(),
  wechatId: text('wechat_id').notNull(),
  /** A stored upload's path (/media/up/…), or null when the mentor has given none. */
  qrCode: text('qr_code'),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

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

/** A promoter's application to end their account; an operator approves (`done`) or rejects it (with a reason). */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text({ enum: DELETION_STATUSES }).notNull().default('pending'),
    /** The promoter's own reason for leaving. */
    reason: text(),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
    /** The operator's reason for a rejection. */
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('account_deletion_user_idx').on(t.userId),
    oneOf('account_deletion_status_check', t.status, DELETION_STATUSES),
    // At most one pending application per user, even when two arrive at once.
    uniqueIndex('account_deletion_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);
