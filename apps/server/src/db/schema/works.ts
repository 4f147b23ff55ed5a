import { sql } from 'drizzle-orm';
import { PROMOTION_TYPE, SETTLEMENT_TYPE, WORK_TYPE, type WorkType } from '@tuike/contract/enums';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz } from './columns';

const valuesOf = (e: Record<string, { value: number }>) => Object.values(e).map((i) => i.value);
/** Task platform categories (seed/catalog.ts): 1 drama, 2 novel, 3 cloud drive, 4 star/MCN. */
const TASK_PLATFORM_CATEGORIES = [1, 2, 3, 4] as const;
const MATERIAL_KINDS = ['video', 'image', 'copy'] as const;

export const taskPlatforms = pgTable(
  'task_platforms',
  {
    id: id(),
    name: text().notNull(),
    logo: text().notNull(),
    category: integer().notNull(),
    promotionType: integer('promotion_type').notNull(),
    settlementType: integer('settlement_type').notNull(),
    summary: text().notNull().default(''),
    priceDesc: text('price_desc').notNull().default(''),
    rulesHtml: text('rules_html').notNull().default(''),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('task_platforms_category_check', t.category, TASK_PLATFORM_CATEGORIES),
    oneOf('task_platforms_promotion_type_check', t.promotionType, valuesOf(PROMOTION_TYPE)),
    oneOf('task_platforms_settlement_type_check', t.settlementType, valuesOf(SETTLEMENT_TYPE)),
  ],
);

export const works = pgTable(
  'works',
  {
    id: id(),
    // Typed by the CHECK below, so presenters need no cast.
    type: integer().$type<WorkType>().notNull(),
    title: text().notNull(),
    cover: text().notNull(),
    intro: text().notNull().default(''),
    tags: text().array().notNull().default([]),
    length: integer().notNull().default(0),
    completed: boolean().notNull().default(false),
    heat: integer().notNull().default(0),
    taskPlatformId: integer('task_platform_id')
      .notNull()
      .references(() => taskPlatforms.id),
    shareBps: integer('share_bps').notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    howToPromote: text('how_to_promote').notNull().default(''),
    keywordRule: text('keyword_rule').notNull().default(''),
    published: boolean().notNull().default(true),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('works_type_published_idx').on(t.type, t.publishedAt, t.id),
    index('works_type_heat_idx').on(t.type, t.heat, t.id),
    index('works_platform_idx').on(t.taskPlatformId),
    oneOf('works_type_check', t.type, valuesOf(WORK_TYPE)),
    check('works_share_bps_range', sql`${t.shareBps} between 0 and 10000`),
  ],
);

export const workMaterials = pgTable(
  'work_materials',
  {
    id: id(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id),
    kind: text({ enum: MATERIAL_KINDS }).notNull(),
    title: text().notNull(),
    url: text(),
    cover: text(),
    text: text(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('work_materials_work_idx').on(t.workId), oneOf('work_materials_kind_check', t.kind, MATERIAL_KINDS)],
);
