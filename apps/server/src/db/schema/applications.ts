import { sql } from 'drizzle-orm';
import {
  RECHECK_KINDS,
  RECHECK_STATE,
  type RecheckKind,
  type RecheckState,
  WHITELIST_REJECT_REASON_CODES,
  WHITELIST_STATE,
  type WhitelistRejectReason,
  type WhitelistState,
} from '@tuike/contract/application-states';
import { MEDIA_PLATFORM, type MediaPlatform } from '@tuike/contract/enums';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz } from './columns';
import { operators } from './operators';
import { platformAccounts, worksAliasLinks } from './promotion';
import { users } from './users';

const valuesOf = (e: Record<string, { value: number }>) => Object.values(e).map((i) => i.value);
const pendingSql = sql.raw(String(RECHECK_STATE.pending.value));

/**
 * Pictures a promoter uploaded (a re-check's screenshots): the bytes in the media storage under `key`
 * like the operators' uploads, the row says whose they are, so an application can only carry its
 * own promoter's pictures, and how many they sent in a day.
 */
export const promoterUploads = pgTable(
  'promoter_uploads',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text().notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promoter_uploads_key_uq').on(t.key), index('promoter_uploads_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A promoter's re-check (复审) of one of their back-fills: a rejected one, or an effective one whose
 * figures look wrong. One open (pending) re-check per back-fill, held by the partial unique index.
 */
export const videoRechecks = pgTable(
  'video_rechecks',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    linkId: integer('link_id')
      .notNull()
      .references(() => worksAliasLinks.id),
    kind: text().$type<RecheckKind>().notNull(),
    reason: text().notNull(),
    /** promoter_uploads ids, in the order the promoter put them. */
    screenshotIds: integer('screenshot_ids').array().notNull().default([]),
    state: integer().$type<RecheckState>().notNull(),
    /** The operator's answer: why it was rejected, or a note with the approval. */
    answer: text(),
    createdAt: createdAt(),
    reviewedAt: tstz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
  },
  (t) => [
    uniqueIndex('video_rechecks_open_uq')
      .on(t.linkId)
      .where(sql`state = ${pendingSql}`),
    index('video_rechecks_user_idx').on(t.userId, t.createdAt),
    index('video_rechecks_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`state = ${pendingSql}`),
    oneOf('video_rechecks_state_check', t.state, valuesOf(RECHECK_STATE)),
    oneOf('video_rechecks_kind_check', t.kind, Object.keys(RECHECK_KINDS)),
  ],
);

/**
 * A promoter's application to have a bound media account whitelisted (加白) with the upstream under
 * this operator, with a link to one of its works. One live (pending or approved) application per
 * account, held by the partial unique index; a rejected one may be filed again.
 */
export const whitelistApplications = pgTable(
  'whitelist_applications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformAccountId: integer('platform_account_id')
      .notNull()
      .references(() => platformAccounts.id),
    platform: integer().$type<MediaPlatform>().notNull(),
    workUrl: text('work_url').notNull(),
    state: integer().$type<WhitelistState>().notNull(),
    reasonCode: text('reason_code').$type<WhitelistRejectReason>(),
    reason: text(),
    createdAt: createdAt(),
    reviewedAt: tstz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
  },
  (t) => [
    uniqueIndex('whitelist_applications_live_uq')
      .on(t.platformAccountId)
      .where(sql`state in (${pendingSql}, ${sql.raw(String(WHITELIST_STATE.approved.value))})`),
    index('whitelist_applications_user_idx').on(t.userId, t.createdAt),
    index('whitelist_applications_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`state = ${pendingSql}`),
    oneOf('whitelist_applications_state_check', t.state, valuesOf(WHITELIST_STATE)),
    oneOf('whitelist_applications_platform_check', t.platform, valuesOf(MEDIA_PLATFORM)),
    oneOf('whitelist_applications_reason_check', t.reasonCode, WHITELIST_REJECT_REASON_CODES),
  ],
);
