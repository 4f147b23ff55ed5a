import { z } from 'zod';
import { ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zQueryId, zQueryInt32, zQueryNumber } from './fields';
import { ZAliasRule } from './promotion';

export const ZTaskPlatform = z.object({
  id: ZInt32,
  name: z.string(),
  logo: z.string(),
  /** 1 short drama, 2 novel, 3 cloud drive, 4 star/MCN task. */
  category: ZInt32,
  promotionType: ZInt32,
  promotionTypeLabel: z.string(),
  settlementType: ZInt32,
  settlementTypeLabel: z.string(),
  summary: z.string(),
  priceDesc: z.string(),
  /** The newest report date whose settlement data was applied ("数据更新至 …"); null before the first. */
  dataUpTo: z.string().nullable(),
});
export type TaskPlatform = z.infer<typeof ZTaskPlatform>;

export const ZTaskPlatformListQuery = ZPageQuery.extend({
  size: zQueryNumber(z.number().int().min(1).max(999, '每页条数最多 999'), '每页条数必须是整数').default(10),
});
export const ZTaskPlatformListResponse = ZEnvelope(ZPage(ZTaskPlatform));

export const ZTaskPlatformFilterQuery = z.object({
  PromotionType: zQueryInt32('PromotionType ').optional(),
  SettlementType: zQueryInt32('SettlementType ').optional(),
});
export const ZTaskPlatformFilterResponse = ZEnvelope(z.array(ZTaskPlatform));

export const ZTaskPlatformDetail = ZTaskPlatform.extend({ rulesHtml: z.string(), aliasRule: ZAliasRule });
export const ZTaskPlatformDetailQuery = z.object({ id: zQueryId('任务平台 id ') });
export const ZTaskPlatformDetailResponse = ZEnvelope(ZTaskPlatformDetail);
