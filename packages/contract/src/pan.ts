import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { PAN_UID_PATTERN, PAN_UID_RULE_TEXT } from './pan-rules';
import { ZLinkStateValue, ZMediaPlatformValue } from './promotion';

/** Cloud-drive promotion (网盘拉新): resources to share, my promotions, my drive UID, my back-fills. */

export const ZPanCategory = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const ZPanUid = z.string('请填写网盘UID').trim().min(1, '请填写网盘UID').regex(PAN_UID_PATTERN, PAN_UID_RULE_TEXT);

export const ZPanResourceQuery = ZPageQuery.extend({
  taskPlatformId: zQueryId('任务平台 id '),
  category: zQueryNumber(ZPanCategory, '分类只能是 1-5').optional(),
});

export const ZPanResource = z.object({
  id: ZInt32,
  taskPlatformId: ZInt32,
  title: z.string(),
  category: ZPanCategory,
  categoryLabel: z.string(),
  cover: z.string(),
  summary: z.string(),
  /** Promoters who created a promotion of it. */
  promotedCount: ZInt32,
});
export type PanResource = z.infer<typeof ZPanResource>;
export const ZPanResourceListResponse = ZEnvelope(ZPage(ZPanResource));
export const ZPanResourceDetailQuery = z.object({ id: zQueryId('资源 id ') });
export const ZPanResourceDetail = ZPanResource.extend({ taskPlatformName: z.string(), listed: z.boolean() });
export type PanResourceDetail = z.infer<typeof ZPanResourceDetail>;
export const ZPanResourceDetailResponse = ZEnvelope(ZPanResourceDetail);

export const ZPanPromotion = z.object({
  id: ZInt32,
  resourceId: ZInt32,
  resourceTitle: z.string(),
  resourceCover: z.string(),
  category: ZPanCategory,
  categoryLabel: z.string(),
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  /** My drive UID on the platform, the one the share link carries. */
  uid: z.string(),
  /** My share link: new users who save the resource through it are credited to my UID. */
  shareLink: z.string(),
  /** What to post with the link. */
  copyText: z.string(),
  linkCount: ZInt32,
  createdAt: ZDateTime,
});
export type PanPromotion = z.infer<typeof ZPanPromotion>;
export const ZPanPromotionResponse = ZEnvelope(ZPanPromotion);
export const ZPanPromotionListQuery = ZPageQuery;
export const ZPanPromotionListResponse = ZEnvelope(ZPage(ZPanPromotion));

export const ZPanCreatePromotionBody = z.object({
  resourceId: zId('资源 id '),
  /** Needed on my first promotion on the resource's platform (it binds my UID there); otherwise ignored. */
  uid: ZPanUid.optional(),
});

export const ZPanUidQuery = z.object({ taskPlatformId: zQueryId('任务平台 id ') });
export const ZPanUidInfo = z.object({
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  /** My bound UID; null until my first promotion on this platform. */
  uid: z.string().nullable(),
  boundAt: ZDateTime.nullable(),
  /** How to find the UID in the drive's app, one step per line. */
  steps: z.array(z.string()),
});
export type PanUidInfo = z.infer<typeof ZPanUidInfo>;
export const ZPanUidResponse = ZEnvelope(ZPanUidInfo);

export const ZPanLinkListQuery = ZPageQuery.extend({ promotionId: zQueryId('推广 id ').optional() });
export const ZPanLink = z.object({
  id: ZInt32,
  promotionId: ZInt32,
  resourceTitle: z.string(),
  resourceCover: z.string(),
  taskPlatformName: z.string(),
  url: z.string(),
  platform: ZMediaPlatformValue,
  platformLabel: z.string(),
  accountId: ZInt32,
  accountNickname: z.string(),
  /** The works back-fill's review: 1 待审核, 2 生效中 (counts toward settlement), 3 审核拒绝. */
  state: ZLinkStateValue,
  stateLabel: z.string(),
  /** Why the operator rejected it; null otherwise. */
  reason: z.string().nullable(),
  createdAt: ZDateTime,
  reviewedAt: ZDateTime.nullable(),
});
export type PanLink = z.infer<typeof ZPanLink>;
export const ZPanLinkListResponse = ZEnvelope(ZPage(ZPanLink));

export const ZPanFillBody = z.object({
  promotionId: zId('推广 id '),
  platformAccountId: zId('推广账号 id '),
  /** The published link, or a whole share text holding it (the first link is taken). */
  url: z.string('请填写作品链接').trim().min(1, '请填写作品链接').max(1000, '作品链接过长'),
});
export const ZPanLinkResponse = ZEnvelope(ZPanLink);
