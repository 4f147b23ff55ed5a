import { sql } from 'drizzle-orm';
import { ALIAS_LINK_STATE, type AliasLinkState, MEDIA_PLATFORM, type MediaPlatform } from '@tuike/contract/enums';
import { PAN_RESOURCE_CATEGORY, type PanResourceCategory } from '@tuike/contract/pan-rules';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz } from './columns';
import { platformAccounts } from './promotion';
import { users } from './users';
import { taskPlatforms } from './works';

const valuesOf = (e: Record<string, { value: number }>) => Object.values(e).map((i) => i.value);

/**
 * A resource the operator shares on a cloud drive (a drama's episodes, a novel, a film) for promoters to
 * spread. `link_template` is the drive's share link with `{uid}` where the promoter's drive UID goes: the
 * drive credits the new users who save the resource through that link to that UID.
 */
export const panResources = pgTable(
  'pan_resources',
  {
    id: id(),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    title: text().notNull(),
    category: integer().$type<PanResourceCategory>().notNull(),
    cover: text().notNull(),
    summary: text().notNull().default(''),
    linkTemplate: text('link_template').notNull(),
    listed: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    index('pan_resources_platform_idx')
      .on(t.taskPlatformId, t.sort, t.id)
      .where(sql`deleted_at is null`),
    oneOf('pan_resources_category_check', t.category, valuesOf(PAN_RESOURCE_CATEGORY)),
    check('pan_resources_link_template_uid', sql`position('{uid}' in ${t.linkTemplate}) > 0`),
  ],
);

/**
 * A promoter's UID on one drive platform, bound with their first promotion there and kept: the drive's
 * report names the UID each new user came through, so one UID is one promoter per platform.
 */
export const panUids = pgTable(
  'pan_uids',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    uid: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pan_uids_user_platform_uq').on(t.userId, t.taskPlatformId),
    uniqueIndex('pan_uids_platform_uid_uq').on(t.taskPlatformId, sql`lower(${t.uid})`),
  ],
);

/** A promoter's promotion of a resource: their share link, built once (one per promoter and resource). */
export const panPromotions = pgTable(
  'pan_promotions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => panResources.id),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    shareLink: text('share_link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pan_promotions_user_resource_uq').on(t.userId, t.resourceId),
    index('pan_promotions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A back-filled post of a promotion: where the promoter published the share link, on a bound media account. */
export const panLinks = pgTable(
  'pan_links',
  {
    id: id(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => panPromotions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformAccountId: integer('platform_account_id')
      .notNull()
      .references(() => platformAccounts.id),
    platform: integer().$type<MediaPlatform>().notNull(),
    url: text().notNull(),
    normalizedUrl: text('normalized_url').notNull(),
    /**
     * The works back-fill's review (the same states and labels): a back-fill waits for the operator, who
     * checks the post is the promoter's own; only effective ones credit new users to the promoter.
     */
    state: integer().$type<AliasLinkState>().notNull().default(ALIAS_LINK_STATE.pending.value),
    reason: text(),
    createdAt: createdAt(),
    reviewedAt: tstz('reviewed_at'),
  },
  (t) => [
    uniqueIndex('pan_links_promotion_url_uq').on(t.promotionId, t.normalizedUrl),
    index('pan_links_user_idx').on(t.userId, t.createdAt),
    index('pan_links_url_idx').on(t.normalizedUrl),
    // The console's review queue: back-fills awaiting review only.
    index('pan_links_review_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`state = ${sql.raw(String(ALIAS_LINK_STATE.pending.value))}`),
    oneOf('pan_links_state_check', t.state, valuesOf(ALIAS_LINK_STATE)),
    oneOf('pan_links_platform_check', t.platform, valuesOf(MEDIA_PLATFORM)),
  ],
);
