import { z } from 'zod';
import { ZEnvelope, ZPage, ZPageQuery } from './envelope';

export const ZTaskPlatform = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** 1 short drama, 2 novel, 3 cloud drive, 4 star/MCN task. */
  category: z.number().int(),
  promotionType: z.number().int(),
  promotionTypeLabel: z.string(),
  settlementType: z.number().int(),
  settlementTypeLabel: z.string(),
  summary: z.string(),
  priceDesc: z.string(),
});
export type TaskPlatform = z.infer<typeof ZTaskPlatform>;

export const ZTaskPlatformListQuery = ZPageQuery.extend({
  size: z.coerce.number().int().min(1).max(999, '每页条数最多 999').default(10),
});
export const ZTaskPlatformListResponse = ZEnvelope(ZPage(ZTaskPlatform));

export const ZTaskPlatformFilterQuery = z.object({
  PromotionType: z.coerce.number().int('PromotionType 必须是整数').optional(),
  SettlementType: z.coerce.number().int('SettlementType 必须是整数').optional(),
});
export const ZTaskPlatformFilterResponse = ZEnvelope(z.array(ZTaskPlatform));

export const ZTaskPlatformDetail = ZTaskPlatform.extend({ rulesHtml: z.string() });
export const ZTaskPlatformDetailQuery = z.object({ id: z.coerce.number().int().positive('任务平台 id 必须是正整数') });
export const ZTaskPlatformDetailResponse = ZEnvelope(ZTaskPlatformDetail);
