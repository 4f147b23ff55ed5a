import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { WORK_SORTS } from './enums';

export const ZWorkType = z.union([z.literal(1), z.literal(2)], '作品类型只能是 1（短剧）或 2（小说）');

export const ZWorksListQuery = ZPageQuery.extend({
  type: z.coerce.number().pipe(ZWorkType).optional(),
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
  sort: z.enum(WORK_SORTS, '排序只能是 new、hot 或 recommend').default('new'),
  taskPlatformId: z.coerce.number().int().positive().optional(),
});
export type WorksListQuery = z.infer<typeof ZWorksListQuery>;

export const ZWork = z.object({
  id: z.number().int(),
  type: ZWorkType,
  title: z.string(),
  cover: z.string(),
  intro: z.string(),
  tags: z.array(z.string()),
  /** Episodes for a drama, thousands of characters for a novel. */
  length: z.number().int(),
  completed: z.boolean(),
  heat: z.number().int(),
  taskPlatformId: z.number().int(),
  taskPlatformName: z.string(),
  /** The promoter's own share, in basis points (7000 = 70%); the upstream price is never shown. */
  shareBps: z.number().int(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  isRecommended: z.boolean(),
  publishedAt: ZDateTime,
});
export type Work = z.infer<typeof ZWork>;

export const ZWorksListResponse = ZEnvelope(ZPage(ZWork));

export const ZWorkIdQuery = z.object({ id: z.coerce.number().int('作品 id 必须是整数').positive('作品 id 必须是正整数') });

export const ZWorkDetail = ZWork.extend({
  howToPromote: z.string(),
  keywordRule: z.string(),
});
export type WorkDetail = z.infer<typeof ZWorkDetail>;
export const ZWorkDetailResponse = ZEnvelope(ZWorkDetail);

export const ZWorkMaterial = z.object({
  id: z.number().int(),
  kind: z.enum(['video', 'image', 'copy']),
  title: z.string(),
  url: z.string().nullable(),
  cover: z.string().nullable(),
  text: z.string().nullable(),
});
export type WorkMaterial = z.infer<typeof ZWorkMaterial>;
export const ZWorkVideosResponse = ZEnvelope(z.array(ZWorkMaterial));
