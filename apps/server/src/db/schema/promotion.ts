import { sql } from 'drizzle-orm';
import {
  ALIAS_LINK_STATE,
  ALIAS_STATE,
  MEDIA_PLATFORM,
  type AliasLinkState,
  type AliasState,
  type MediaPlatform,
} from '@tuike/contract/enums';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, id, oneOf, tstz } from './columns';
import { users } from './users';
import { taskPlatforms, works } from './works';

const valuesOf = (e: Record<string, { value: number }>) => Object.values(e).map((i) => i.value);

/**
 * Alias states as SQL literals (never parameters) for index predicates and the queries that must
 * read exactly like them (modules/aliases/repository.ts).
 */
export const aliasStateSql = {
  reviewing: sql.raw(String(ALIAS_STATE.reviewing.value)),
  active: sql.raw(String(ALIAS_STATE.active.value)),
};
const { reviewing, active } = aliasStateSql;

/**
 * The form a media account's UID is compared in. Douyin and Kuaishou: lower case. The UID a promoter
 * types is the 抖音号 / 快手号 their profile shows (account/uidExample), which those platforms treat as
 * one ID in any case (search finds it either way, the app shows it lower-cased), so `probe_abc` and
 * `PROBE_ABC` are one account and must not bind to two promoters. WeChat Channels: as typed. Its
 * 视频号 ID (sph…) is assigned by WeChat in mixed case and nothing says two casings are one account.
 * A literal SQL expression: the unique index below and modules/platform-accounts read UIDs through it.
 */
export const uidKey = sql`(case when platform in (${sql.raw(
  [MEDIA_PLATFORM.douyin.value, MEDIA_PLATFORM.kuaishou.value].join(', '),
)}) then lower(uid) else uid end)`;

/**
 * A promoter's media account (platform + UID). Unbinding keeps the row (its back-fills point at it)
 * with `unbound_at` set; the UID is unique among bound accounts only, so another promoter may bind it
 * once it is free, and attribution can tell who held it when (domain.md: "counts only while bound").
 */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platform: integer().$type<MediaPlatform>().notNull(),
    uid: text().notNull(),
    nickname: text().notNull(),
    createdAt: createdAt(),
    unboundAt: tstz('unbound_at'),
  },
  (t) => [
    uniqueIndex('platform_accounts_bound_uid_uq')
      .on(t.platform, uidKey)
      .where(sql`unbound_at is null`),
    index('platform_accounts_user_idx').on(t.userId),
    oneOf('platform_accounts_platform_check', t.platform, valuesOf(MEDIA_PLATFORM)),
  ],
);

/**
 * A keyword alias of a work. Live aliases (in review or active) are unique per task platform across
 * all promoters, held by the partial unique index, so of twenty simultaneous claims exactly one wins.
 * A rejected or expired alias frees its word.
 */
export const worksAliases = pgTable(
  'works_aliases',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    alias: text().notNull(),
    state: integer().$type<AliasState>().notNull(),
    reason: text(),
    createdAt: createdAt(),
    reviewedAt: tstz('reviewed_at'),
    activatedAt: tstz('activated_at'),
    /** Set on activation: expires then unless back-filled (the operator's window, 7 days by default). */
    backfillDeadline: tstz('backfill_deadline'),
    /** The first back-fill; once set, the deadline no longer applies. */
    backfilledAt: tstz('backfilled_at'),
    expiredAt: tstz('expired_at'),
    deletedAt: tstz('deleted_at'),
    // The alias's figures, kept by triggers on works_alias_links and alias_daily_stats (migration
    // 0008_alias_figures) so the list reads four columns instead of counting and summing per row.
    // Never written by the app: the triggers are their only writers.
    linkCount: integer('link_count').notNull().default(0),
    /** Links the operator accepted (ALIAS_LINK_STATE.effective). */
    effectiveLinkCount: integer('effective_link_count').notNull().default(0),
    /** Fen, the sum of alias_daily_stats.income (bigint like it). */
    income: fen('income').notNull().default(0),
    newUsers: integer('new_users').notNull().default(0),
  },
  (t) => [
    uniqueIndex('works_aliases_live_uq')
      .on(t.taskPlatformId, sql`lower(${t.alias})`)
      .where(sql`state in (${reviewing}, ${active}) and deleted_at is null`),
    index('works_aliases_user_idx').on(t.userId, t.state, t.createdAt),
    // A report row's alias key (settlement, attribute.ts `aliasMatch`): every alias that ever held the word on the
    // platform, deleted and expired ones too (the row's day decides), which the live unique index above leaves out;
    // read backwards, the latest activated first, without a sort per probe.
    index('works_aliases_match_idx').on(t.taskPlatformId, sql`lower(${t.alias})`, t.activatedAt, t.id),
    // The console's dashboard: aliases applied for per day, across promoters.
    index('works_aliases_created_idx').on(t.createdAt),
    // The list's own order (aliases waiting for a back-fill by deadline, then the newest), so a page of a
    // promoter with hundreds of aliases reads its ten rows instead of sorting them all. The expression
    // must stay the one modules/aliases/repository.ts orders by.
    index('works_aliases_user_list_idx')
      .on(
        t.userId,
        sql`(case when state = ${active} and backfilled_at is null then backfill_deadline end)`,
        // NULLS FIRST is what ORDER BY … DESC means (see works_new_idx).
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`deleted_at is null`),
    // The console's review queue (in review, oldest or newest first): only the rows waiting, so it stays
    // small however many aliases there are.
    index('works_aliases_review_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`state = ${reviewing} and deleted_at is null`),
    // The expiry job reads only active aliases still waiting for a back-fill.
    index('works_aliases_deadline_idx')
      .on(t.backfillDeadline)
      .where(sql`state = ${active} and backfilled_at is null and deleted_at is null`),
    oneOf('works_aliases_state_check', t.state, valuesOf(ALIAS_STATE)),
  ],
);

/** A back-filled link: the video a promoter published for an alias, on one of their media accounts. */
export const worksAliasLinks = pgTable(
  'works_alias_links',
  {
    id: id(),
    aliasId: integer('alias_id')
      .notNull()
      .references(() => worksAliases.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformAccountId: integer('platform_account_id')
      .notNull()
      .references(() => platformAccounts.id),
    platform: integer().$type<MediaPlatform>().notNull(),
    url: text().notNull(),
    /** The link without query, fragment or trailing slash, lower-cased host: what "the same link" means. */
    normalizedUrl: text('normalized_url').notNull(),
    state: integer().$type<AliasLinkState>().notNull(),
    reason: text(),
    createdAt: createdAt(),
    reviewedAt: tstz('reviewed_at'),
  },
  (t) => [
    uniqueIndex('works_alias_links_alias_url_uq').on(t.aliasId, t.normalizedUrl),
    index('works_alias_links_user_idx').on(t.userId, t.createdAt),
    // The console's review queue: back-fills awaiting review only.
    index('works_alias_links_review_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`state = ${sql.raw(String(ALIAS_LINK_STATE.pending.value))}`),
    oneOf('works_alias_links_state_check', t.state, valuesOf(ALIAS_LINK_STATE)),
    oneOf('works_alias_links_platform_check', t.platform, valuesOf(MEDIA_PLATFORM)),
    // The console's dashboard: back-fills submitted per day, across promoters.
    index('works_alias_links_created_idx').on(t.createdAt),
  ],
);

/**
 * Upstream-reported new users and income per alias and day (拉新 details). Written by report imports
 * (the operator console's, later) and the seed; one row per alias and day.
 */
export const aliasDailyStats = pgTable(
  'alias_daily_stats',
  {
    aliasId: integer('alias_id')
      .notNull()
      .references(() => worksAliases.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    newUsers: integer('new_users').notNull().default(0),
    income: fen('income').notNull().default(0),
  },
  (t) => [
    uniqueIndex('alias_daily_stats_uq').on(t.aliasId, t.statDate),
    index('alias_daily_stats_user_idx').on(t.userId, t.statDate),
    check('alias_daily_stats_new_users_nonnegative', sql`${t.newUsers} >= 0`),
  ],
);

/** A star/MCN task: an upstream task a promoter takes to get a personal channel link. */
export const mcnTasks = pgTable(
  'mcn_tasks',
  {
    id: id(),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    workId: integer('work_id').references(() => works.id),
    title: text().notNull(),
    cover: text().notNull(),
    summary: text().notNull().default(''),
    rewardDesc: text('reward_desc').notNull().default(''),
    requirementsHtml: text('requirements_html').notNull().default(''),
    tags: text().array().notNull().default([]),
    /** The upstream's channel link with `{code}` where the promoter's own code goes. */
    channelUrlTemplate: text('channel_url_template').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    published: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('mcn_tasks_open_idx')
      .on(t.endsAt, t.id)
      .where(sql`published`),
    check('mcn_tasks_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A promoter's channel link of a task; taking a task twice answers the same link. */
export const mcnTaskLinks = pgTable(
  'mcn_task_links',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => mcnTasks.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mcn_task_links_task_user_uq').on(t.taskId, t.userId),
    uniqueIndex('mcn_task_links_code_uq').on(t.code),
    index('mcn_task_links_user_idx').on(t.userId, t.createdAt),
  ],
);
