import { z } from 'zod';
import { zMediaUrl } from './admin-uploads';
import { ZDateTime, ZEnvelope, ZOk, ZPage, ZPageQuery } from './envelope';
import { multiline, ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { ZWorkType } from './works';

/**
 * The console's works: what the operator publishes (schemas shared by the server and the console's
 * form, so the form checks exactly what the server will). Task platforms and star/MCN tasks are in
 * admin-task-platforms.ts and admin-mcn-tasks.ts.
 */

export const ZSortOrder = z.enum(['asc', 'desc'], '排序方向只能是 asc 或 desc');
/** A filter on a yes/no column, as a query string carries it. */
export const ZQueryFlag = (label: string) => z.enum(['true', 'false'], `${label}只能是 true 或 false`);

/** The operator's order weight: larger first in the app's 推荐 list. */
export const ZWeight = z
  .number('权重必须是整数')
  .int('权重必须是整数')
  .min(-1_000_000, '权重不能小于 -1000000')
  .max(1_000_000, '权重不能大于 1000000');

// —— list ——

export const ADMIN_WORK_SORTS = ['updatedAt', 'createdAt', 'publishedAt', 'weight', 'heat'] as const;

export const ZAdminWorksPageQuery = ZPageQuery.extend({
  /** Part of the title, or a work's id. */
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
  type: zQueryNumber(ZWorkType, '作品类型只能是 1（短剧）或 2（小说）').optional(),
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  /** Listed (visible in the app) or not. */
  listed: ZQueryFlag('上架状态').optional(),
  sort: z.enum(ADMIN_WORK_SORTS, `排序只能是 ${ADMIN_WORK_SORTS.join('、')}`).default('updatedAt'),
  order: ZSortOrder.default('desc'),
});
export type AdminWorksPageQuery = z.infer<typeof ZAdminWorksPageQuery>;

const ZMaterialCounts = z.object({ video: ZInt32, image: ZInt32, copy: ZInt32, audio: ZInt32 });

export const ZAdminWork = z.object({
  id: ZInt32,
  type: ZWorkType,
  title: z.string(),
  cover: z.string(),
  /** The cover's thumbnail when it was uploaded as a picture; the cover itself otherwise. */
  coverThumb: z.string(),
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  /** The promoter's share, basis points. */
  shareBps: ZInt32,
  length: ZInt32,
  completed: z.boolean(),
  heat: ZInt32,
  isRecommended: z.boolean(),
  weight: ZInt32,
  /** Visible in the app. */
  listed: z.boolean(),
  /** What the app shows as its publication time (set at the first listing). */
  publishedAt: ZDateTime,
  firstListedAt: ZDateTime.nullable(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
  materialCounts: ZMaterialCounts,
});
export type AdminWork = z.infer<typeof ZAdminWork>;
export const ZAdminWorksPageResponse = ZEnvelope(ZPage(ZAdminWork));

// —— the form ——

const title = (what: string, max: number) =>
  z.string(`请填写${what}`).trim().min(1, `请填写${what}`).max(max, `${what}最多 ${max} 个字`);
const longText = (what: string, max: number) => multiline(z.string().trim().max(max, `${what}最多 ${max} 个字`));

/** A material as the form sends it: `id` for one that exists (kept and updated), none for a new one. */
const materialBase = { id: zId('素材 id ').optional(), title: title('素材标题', 60) };
export const ZAdminMaterialInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...materialBase, kind: z.literal('video'), url: zMediaUrl('视频'), cover: zMediaUrl('视频封面').nullable().default(null) }),
    z.object({ ...materialBase, kind: z.literal('image'), url: zMediaUrl('图片') }),
    z.object({ ...materialBase, kind: z.literal('audio'), url: zMediaUrl('音频') }),
    z.object({ ...materialBase, kind: z.literal('copy'), text: multiline(title('文案', 2000)) }),
  ],
  '素材类型只能是 video、image、audio 或 copy',
);
export type AdminMaterialInput = z.input<typeof ZAdminMaterialInput>;

const ZTag = z.string().trim().min(1, '标签不能为空').max(10, '每个标签最多 10 个字');

export const ZAdminWorkSave = z.object({
  /** Absent: a new work (unlisted until listed); present: that work, updated. */
  id: zId('作品 id ').optional(),
  type: ZWorkType,
  title: title('作品名称', 60),
  taskPlatformId: zId('任务平台 id '),
  cover: zMediaUrl('封面'),
  intro: longText('简介', 2000).default(''),
  tags: z
    .array(ZTag)
    .max(8, '标签最多 8 个')
    .refine((tags) => new Set(tags).size === tags.length, '标签不能重复')
    .default([]),
  /** Episodes of a drama; thousands of characters of a novel. */
  length: z.number('请填写集数或字数').int('集数或字数必须是整数').min(0, '集数或字数不能为负').max(1_000_000, '集数或字数过大'),
  completed: z.boolean().default(false),
  /** The promoter's share of this work's recharge income, basis points (7000 = 70%). */
  shareBps: z.number('请填写推客分成').int('分成必须是整数基点').min(0, '分成不能为负').max(10_000, '分成不能超过 100%'),
  isRecommended: z.boolean().default(false),
  weight: ZWeight.default(0),
  howToPromote: longText('推广说明', 2000).default(''),
  keywordRule: longText('口令说明', 500).default(''),
  materials: z
    .array(ZAdminMaterialInput)
    .max(200, '素材最多 200 个')
    .refine((list) => {
      const ids = list.flatMap((m) => (m.id === undefined ? [] : [m.id]));
      return new Set(ids).size === ids.length;
    }, '素材不能重复')
    .default([]),
});
export type AdminWorkSave = z.input<typeof ZAdminWorkSave>;

export const ZAdminMaterial = z.object({
  id: ZInt32,
  kind: z.enum(['video', 'image', 'copy', 'audio']),
  title: z.string(),
  url: z.string().nullable(),
  cover: z.string().nullable(),
  text: z.string().nullable(),
});

export const ZAdminWorkDetail = ZAdminWork.extend({
  intro: z.string(),
  tags: z.array(z.string()),
  howToPromote: z.string(),
  keywordRule: z.string(),
  materials: z.array(ZAdminMaterial),
});
export type AdminWorkDetail = z.infer<typeof ZAdminWorkDetail>;
export const ZAdminWorkDetailResponse = ZEnvelope(ZAdminWorkDetail);
export const ZAdminWorkIdQuery = z.object({ id: zQueryId('作品 id ') });

// —— listing and order ——

export const ZAdminWorkIdBody = z.object({ id: zId('作品 id ') });

export const ZAdminWorksReorder = z.object({
  /** New weights of some works (a page the operator reordered). */
  items: z
    .array(z.object({ id: zId('作品 id '), weight: ZWeight }))
    .min(1, '请至少调整一个作品')
    .max(100, '一次最多调整 100 个作品')
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, '作品不能重复'),
});
export const ZAdminWorksReorderResponse = ZOk;
