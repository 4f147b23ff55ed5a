import { PLATFORMS } from '@tuike/contract/constants';
import { ARTICLE_KINDS, BANNER_LINK_TYPES } from '@tuike/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, oneOf, tstz } from './columns';
import { users } from './users';

/** Images the platform serves itself (covers, banners, QR codes), at /media/:id. */
export const media = pgTable('media', {
  id: text().primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea().notNull(),
  createdAt: createdAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text().notNull(),
    image: text().notNull(),
    linkType: text('link_type', { enum: BANNER_LINK_TYPES }).notNull(),
    link: text().notNull(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    /** The operator's window: shown from `startsAt` (null: at once) until `endsAt` (null: until disabled). */
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('banners_link_type_check', t.linkType, BANNER_LINK_TYPES),
    check('banners_window_check', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const notices = pgTable(
  'notices',
  {
    id: id(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    contentHtml: text('content_html').notNull(),
    pinned: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt, t.id)],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    kind: text({ enum: ARTICLE_KINDS }).notNull(),
    category: text().notNull().default(''),
    title: text().notNull(),
    summary: text().notNull().default(''),
    cover: text(),
    videoUrl: text('video_url'),
    contentHtml: text('content_html').notNull().default(''),
    sort: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('articles_kind_idx').on(t.kind, t.sort, t.id), oneOf('articles_kind_check', t.kind, ARTICLE_KINDS)],
);

/** Operator-editable settings by key (app, customer service); values are validated by the contract. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const appVersions = pgTable(
  'app_versions',
  {
    id: id(),
    // Held to PLATFORMS by the CHECK below; the query's platform is already checked by the contract.
    platform: text().notNull(),
    version: text().notNull(),
    url: text().notNull(),
    notes: text().notNull().default(''),
    force: boolean().notNull().default(false),
    publishedAt: tstz('published_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('app_versions_platform_check', t.platform, PLATFORMS),
    // One row per release: a second 1.0.63 would make the upgrade answer depend on which row wins.
    uniqueIndex('app_versions_platform_version_uq').on(t.platform, t.version),
  ],
);
