import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';

export const taskPlatforms = pgTable('task_platforms', {
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
});

export const works = pgTable(
  'works',
  {
    id: id(),
    type: integer().notNull(),
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
  ],
);

export const workMaterials = pgTable(
  'work_materials',
  {
    id: id(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id),
    kind: text({ enum: ['video', 'image', 'copy'] }).notNull(),
    title: text().notNull(),
    url: text(),
    cover: text(),
    text: text(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('work_materials_work_idx').on(t.workId)],
);
