import { z } from 'zod';
import {
  RECHECK_KINDS,
  RECHECK_REASON_MAX,
  RECHECK_REASON_MIN,
  RECHECK_SCREENSHOTS_MAX,
  WHITELIST_REJECT_REASON_CODES,
} from './application-states';
import { ZReviewDecideRequest, ZReviewPriority, ZReviewPromoter } from './admin-reviews';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { ZMediaPlatformValue } from './promotion';

/**
 * A promoter's applications to the operator: re-checks (复审) of a back-fill and whitelist (加白)
 * filings of a media account, with the pictures a promoter uploads for them and the console's queues.
 * The spec names only the re-check calls; the whitelist and upload calls are ours, in the same style.
 */

const ZStateValue = z.union([z.literal(1), z.literal(2), z.literal(3)], '状态只能是 1-3');

/** A picture a promoter uploaded: where it is served and its thumbnail. */
export const ZPromoterUpload = z.object({ id: ZInt32, url: z.string(), thumbUrl: z.string() });
export type PromoterUpload = z.infer<typeof ZPromoterUpload>;
export const ZPromoterUploadResponse = ZEnvelope(ZPromoterUpload);

// —— re-checks ——

export const ZRecheckPageQuery = ZPageQuery.extend({
  state: zQueryNumber(ZStateValue, '状态只能是 1-3').optional(),
});

export const ZRecheckKind = z.enum(Object.keys(RECHECK_KINDS) as [keyof typeof RECHECK_KINDS]);

export const ZRecheck = z.object({
  id: ZInt32,
  kind: ZRecheckKind,
  kindLabel: z.string(),
  linkId: ZInt32,
  linkUrl: z.string(),
  alias: z.string(),
  workTitle: z.string(),
  platformLabel: z.string(),
  reason: z.string(),
  screenshots: z.array(ZPromoterUpload),
  state: ZStateValue,
  stateLabel: z.string(),
  /** The operator's answer once decided (why it was rejected, or a note with the approval). */
  answer: z.string().nullable(),
  createdAt: ZDateTime,
  reviewedAt: ZDateTime.nullable(),
});
export type Recheck = z.infer<typeof ZRecheck>;
export const ZRecheckPageResponse = ZEnvelope(ZPage(ZRecheck));

export const ZRecheckAddRequest = z.object({
  /** One of my back-fills (works alias links), rejected or effective. */
  linkId: zId('回填记录 id '),
  reason: z
    .string('请填写复审理由')
    .trim()
    .min(RECHECK_REASON_MIN, `复审理由至少 ${RECHECK_REASON_MIN} 个字`)
    .max(RECHECK_REASON_MAX, `复审理由最多 ${RECHECK_REASON_MAX} 个字`),
  /** Pictures uploaded through the upload call, in the order shown. */
  screenshotIds: z
    .array(zId('截图 id '))
    .max(RECHECK_SCREENSHOTS_MAX, `截图最多 ${RECHECK_SCREENSHOTS_MAX} 张`)
    .refine((ids) => new Set(ids).size === ids.length, '同一张截图不能重复提交')
    .default([]),
});
export type RecheckAddRequest = z.input<typeof ZRecheckAddRequest>;
export const ZRecheckAddResponse = ZEnvelope(ZRecheck);

// —— whitelist ——

export const ZWhitelistPageQuery = ZPageQuery.extend({
  state: zQueryNumber(ZStateValue, '状态只能是 1-3').optional(),
});

export const ZWhitelistRejectReason = z.enum(WHITELIST_REJECT_REASON_CODES, '驳回原因不在可选范围内');

export const ZWhitelistApplication = z.object({
  id: ZInt32,
  accountId: ZInt32,
  platform: ZMediaPlatformValue,
  platformLabel: z.string(),
  uid: z.string(),
  nickname: z.string(),
  workUrl: z.string(),
  state: ZStateValue,
  stateLabel: z.string(),
  /** Why it was rejected: a code, its label, and the operator's note when they wrote one. */
  reasonCode: ZWhitelistRejectReason.nullable(),
  reason: z.string().nullable(),
  createdAt: ZDateTime,
  reviewedAt: ZDateTime.nullable(),
});
export type WhitelistApplication = z.infer<typeof ZWhitelistApplication>;
export const ZWhitelistPageResponse = ZEnvelope(ZPage(ZWhitelistApplication));

export const ZWhitelistAddRequest = z.object({
  accountId: zId('媒体账号 id '),
  /** A share text or link of one of the account's works. */
  workUrl: z.string('请填写作品链接').trim().min(1, '请填写作品链接').max(500, '作品链接最多 500 个字'),
});
export type WhitelistAddRequest = z.infer<typeof ZWhitelistAddRequest>;
export const ZWhitelistAddResponse = ZEnvelope(ZWhitelistApplication);

// —— the console's queues ——

const ZYmd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const ZQueue = ZPageQuery.extend({
  promoter: z.string().trim().max(32, '推客搜索最多 32 个字').optional(),
  promoterId: zQueryId('推客 id ').optional(),
  from: ZYmd.optional(),
  to: ZYmd.optional(),
  state: zQueryNumber(ZStateValue, '状态只能是 1-3').optional(),
  platform: zQueryNumber(ZMediaPlatformValue, '媒体平台只能是 1（抖音）、2（快手）或 3（微信视频号）').optional(),
  sort: z.enum(['oldest', 'newest'], '排序只能是 oldest 或 newest').default('oldest'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: '结束日期不能早于开始日期', path: ['to'] });
export const ZRecheckQueueQuery = ZQueue;
export const ZWhitelistQueueQuery = ZQueue;

export const ZRecheckQueueRecord = ZRecheck.extend({
  promoter: ZReviewPromoter,
  priority: ZReviewPriority,
  /** The back-fill's own state now and the reason it was rejected with. */
  linkStateLabel: z.string(),
  linkReason: z.string().nullable(),
  accountUid: z.string(),
  accountNickname: z.string(),
});
export type RecheckQueueRecord = z.infer<typeof ZRecheckQueueRecord>;
export const ZRecheckQueueResponse = ZEnvelope(ZPage(ZRecheckQueueRecord));

export const ZWhitelistQueueRecord = ZWhitelistApplication.extend({
  promoter: ZReviewPromoter,
  priority: ZReviewPriority,
  accountBound: z.boolean(),
});
export type WhitelistQueueRecord = z.infer<typeof ZWhitelistQueueRecord>;
export const ZWhitelistQueueResponse = ZEnvelope(ZPage(ZWhitelistQueueRecord));

/** A re-check decision: the common one (a reason is required to reject; an optional note with approval). */
export const ZRecheckDecideRequest = ZReviewDecideRequest;

/** A whitelist decision: a rejection names its reason code; the note is optional. */
export const ZWhitelistDecideRequest = z
  .object({
    ids: z
      .array(zId('记录 id '), '请选择要审核的记录')
      .min(1, '请选择要审核的记录')
      .max(100, '一次最多审核 100 条')
      .refine((ids) => new Set(ids).size === ids.length, '同一条记录不能重复提交'),
    decision: z.enum(['approve', 'reject'], '审核结果只能是 approve（通过）或 reject（驳回）'),
    reasonCode: ZWhitelistRejectReason.optional(),
    reason: z.string().trim().max(200, '原因最多 200 个字').optional(),
  })
  .refine((b) => b.decision !== 'reject' || Boolean(b.reasonCode), { message: '请选择驳回原因', path: ['reasonCode'] })
  .refine((b) => b.reasonCode !== 'other' || Boolean(b.reason), { message: '请填写驳回原因', path: ['reason'] });
export type WhitelistDecideRequest = z.infer<typeof ZWhitelistDecideRequest>;
