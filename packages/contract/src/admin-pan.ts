import { z } from 'zod';
import { zMediaUrl } from './admin-uploads';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { ZPanCategory } from './pan';

/** The console's cloud-drive resources (网盘资源). */

export const PAN_RESOURCE_STATUS = { listed: '已上架', unlisted: '已下架' } as const;
export type PanResourceStatus = keyof typeof PAN_RESOURCE_STATUS;
const STATUSES = Object.keys(PAN_RESOURCE_STATUS) as [PanResourceStatus, ...PanResourceStatus[]];

export const ZAdminPanResourcesQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  category: zQueryNumber(ZPanCategory, '分类只能是 1-5').optional(),
  status: z.enum(STATUSES, `状态只能是 ${STATUSES.join('、')}`).optional(),
});

export const ZAdminPanResource = z.object({
  id: ZInt32,
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  title: z.string(),
  category: ZPanCategory,
  categoryLabel: z.string(),
  cover: z.string(),
  summary: z.string(),
  linkTemplate: z.string(),
  listed: z.boolean(),
  sort: ZInt32,
  promotedCount: ZInt32,
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export type AdminPanResource = z.infer<typeof ZAdminPanResource>;
export const ZAdminPanResourcesResponse = ZEnvelope(
  ZPage(ZAdminPanResource).extend({ counts: z.object({ all: ZInt32, listed: ZInt32, unlisted: ZInt32 }) }),
);
export const ZAdminPanResourceResponse = ZEnvelope(ZAdminPanResource);
export const ZAdminPanResourceIdBody = z.object({ id: zId('资源 id ') });

export const ZAdminPanResourceSave = z.object({
  id: zId('资源 id ').optional(),
  taskPlatformId: zId('网盘平台 id '),
  title: z.string('请填写资源名称').trim().min(1, '请填写资源名称').max(40, '资源名称最多 40 个字'),
  category: ZPanCategory,
  cover: zMediaUrl('封面'),
  summary: z.string().trim().max(100, '简介最多 100 个字').default(''),
  /** The drive's share link; `{uid}` is replaced by each promoter's drive UID. */
  linkTemplate: z
    .string('请填写分享链接模板')
    .trim()
    .max(500, '分享链接模板过长')
    .regex(/^https:\/\/[^\s]+$/, '分享链接模板必须是 https:// 开头的网址')
    .refine((url) => url.includes('{uid}'), '分享链接模板必须包含 {uid}，用来放推客的网盘UID'),
  listed: z.boolean().default(true),
  sort: z.number().int('排序必须是整数').min(0, '排序不能小于 0').max(9999, '排序最大 9999').default(0),
});
export type AdminPanResourceSave = z.input<typeof ZAdminPanResourceSave>;
