import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { WORK_SORTS } from './enums';
import { ZInt32, zQueryId, zQueryNumber } from './fields';

export const ZWorkType = z.union([z.literal(1), z.literal(2)], '作品类型只能是 1（短剧）或 2（小说）');

export const ZWorksListQuery = ZPageQuery.extend({
  type: zQueryNumber(ZWorkType, '作品类型只能是 1（短剧）或 2（小说）').optional(),
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
  sort: z.enum(WORK_SORTS, '排序只能是 new、hot 或 recommend').default('new'),
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  /**
   * Added after the spec: the previous answer's `nextCursor`, to read the next page after it (keyset
   * paging, as deep as the list goes). With a cursor, `page` is ignored; without one, `page` reaches
   * only the first 1,000 rows (PAGE_TOO_DEEP beyond).
   */
  cursor: z.string().max(200, '游标无效').optional(),
});
export type WorksListQuery = z.infer<typeof ZWorksListQuery>;

export const ZWork = z.object({
  id: ZInt32,
  type: ZWorkType,
  title: z.string(),
  cover: z.string(),
  intro: z.string(),
  tags: z.array(z.string()),
  /** Episodes for a drama, thousands of characters for a novel. */
  length: ZInt32,
  completed: z.boolean(),
  heat: ZInt32,
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  /** The promoter's own share, in basis points (7000 = 70%); the upstream price is never shown. */
  shareBps: ZInt32,
  isNew: z.boolean(),
  isHot: z.boolean(),
  isRecommended: z.boolean(),
  publishedAt: ZDateTime,
});
export type Work = z.infer<typeof ZWork>;

/** The spec's page plus `nextCursor` (added): where the next page starts, null after the last one. */
export const ZWorksPage = ZPage(ZWork).extend({ nextCursor: z.string().nullable() });
export const ZWorksListResponse = ZEnvelope(ZWorksPage);

export const ZWorkIdQuery = z.object({ id: zQueryId('作品 id ') });

export const ZWorkDetail = ZWork.extend({
  howToPromote: z.string(),
  keywordRule: z.string(),
});
export type WorkDetail = z.infer<typeof ZWorkDetail>;
export const ZWorkDetailResponse = ZEnvelope(ZWorkDetail);

export const ZWorkMaterial = z.object({
  id: ZInt32,
  /** `audio`: a background track or voice-over the promoter can play (myKeyWord/playMusic). */
  kind: z.enum(['video', 'image', 'copy', 'audio']),
  title: z.string(),
  url: z.string().nullable(),
  cover: z.string().nullable(),
  text: z.string().nullable(),
});
export type WorkMaterial = z.infer<typeof ZWorkMaterial>;
export const ZWorkVideosResponse = ZEnvelope(z.array(ZWorkMaterial));
