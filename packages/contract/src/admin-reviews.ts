import { z } from 'zod';
import { DELETION_STATUSES } from './deletion-status';
import { ZDateTime, ZEnvelope, ZFen, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { ZMediaPlatformValue } from './promotion';
import { ZWorkType } from './works';

/**
 * The console's review queues: aliases on manual-review platforms, back-filled links, account deletion
 * applications. Each queue pages and filters on the server; each decision names the rows it decides
 * (up to 100 at once) and answers per row, so the console can show which ones another operator took.
 */

/** How many rows one decision may carry. */
export const REVIEW_BULK_MAX = 100;
/** A rejection's reason, which the promoter reads. */
export const REVIEW_REASON_MAX = 200;

const ZAliasStateValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], '状态只能是 1-4');
const ZLinkStateValue = z.union([z.literal(1), z.literal(2), z.literal(3)], '状态只能是 1-3');
const ZYmd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** What every queue filters by besides its own fields: the promoter, the day it was submitted, the order. */
const ZQueueQuery = ZPageQuery.extend({
  /** A phone or promoter number (exactly), or part of a nickname. */
  promoter: z.string().trim().max(32, '推客搜索最多 32 个字').optional(),
  /** One promoter's rows, e.g. from the promoter's page. */
  promoterId: zQueryId('推客 id ').optional(),
  /** Submitted on or after / on or before these days (operator time zone, inclusive). */
  from: ZYmd.optional(),
  to: ZYmd.optional(),
  /** `oldest` first (a queue is worked from its front) or `newest` first. */
  sort: z.enum(['oldest', 'newest'], '排序只能是 oldest 或 newest').default('oldest'),
});
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const RANGE_ERROR = { message: '结束日期不能早于开始日期', path: ['to'] };

/** The promoter a row belongs to, as a reviewer needs them: who, not how to reach them (the phone masked). */
export const ZReviewPromoter = z.object({
  id: ZInt32,
  promoterNo: z.string(),
  nickname: z.string(),
  /** `138****0000`; null once the account is deleted. */
  phoneMasked: z.string().nullable(),
});
export type ReviewPromoter = z.infer<typeof ZReviewPromoter>;

/**
 * The row waits and its promoter's VIP level grants priority review (优先审核): the 待审核 tab lists
 * these first. False once decided.
 */
export const ZReviewPriority = z.boolean();

// —— aliases ——

export const ZAliasReviewQuery = ZQueueQuery.extend({
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  /** 1 in review (the queue), 2 active, 3 rejected, 4 expired; absent: every state. */
  state: zQueryNumber(ZAliasStateValue, '状态只能是 1-4').optional(),
  /** Part of the alias or of the work's title. */
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
}).refine(rangeInOrder, RANGE_ERROR);

export const ZAliasReviewRecord = z.object({
  id: ZInt32,
  alias: z.string(),
  state: ZAliasStateValue,
  stateLabel: z.string(),
  /** Why it was rejected or expired; null otherwise. */
  reason: z.string().nullable(),
  workId: ZInt32,
  workTitle: z.string(),
  workCover: z.string(),
  workType: ZWorkType,
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  promoter: ZReviewPromoter,
  priority: ZReviewPriority,
  createdAt: ZDateTime,
  reviewedAt: ZDateTime.nullable(),
});
export type AliasReviewRecord = z.infer<typeof ZAliasReviewRecord>;
export const ZAliasReviewPageResponse = ZEnvelope(ZPage(ZAliasReviewRecord));

// —— back-filled links ——

export const ZLinkReviewQuery = ZQueueQuery.extend({
  /** The media platform the link and its account are on: 1 抖音, 2 快手, 3 微信视频号. */
  platform: zQueryNumber(ZMediaPlatformValue, '媒体平台只能是 1（抖音）、2（快手）或 3（微信视频号）').optional(),
  /** 1 awaiting review (the queue), 2 effective, 3 rejected; absent: every state. */
  state: zQueryNumber(ZLinkStateValue, '状态只能是 1-3').optional(),
  /** Part of the alias, the work's title, the account's UID or nickname. */
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
}).refine(rangeInOrder, RANGE_ERROR);

export const ZLinkReviewRecord = z.object({
  id: ZInt32,
  url: z.string(),
  platform: ZMediaPlatformValue,
  platformLabel: z.string(),
  accountId: ZInt32,
  accountUid: z.string(),
  accountNickname: z.string(),
  /** False once the promoter unbound the account the link was filed on. */
  accountBound: z.boolean(),
  aliasId: ZInt32,
  alias: z.string(),
  workId: ZInt32,
  workTitle: z.string(),
  workType: ZWorkType,
  taskPlatformName: z.string(),
  promoter: ZReviewPromoter,
  priority: ZReviewPriority,
  state: ZLinkStateValue,
  stateLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: ZDateTime,
  reviewedAt: ZDateTime.nullable(),
});
export type LinkReviewRecord = z.infer<typeof ZLinkReviewRecord>;
export const ZLinkReviewPageResponse = ZEnvelope(ZPage(ZLinkReviewRecord));

// —— cloud-drive back-fills ——

export const ZPanLinkReviewQuery = ZQueueQuery.extend({
  /** The media platform the post and its account are on: 1 抖音, 2 快手, 3 微信视频号. */
  platform: zQueryNumber(ZMediaPlatformValue, '媒体平台只能是 1（抖音）、2（快手）或 3（微信视频号）').optional(),
  /** 1 awaiting review (the queue), 2 effective, 3 rejected; absent: every state. */
  state: zQueryNumber(ZLinkStateValue, '状态只能是 1-3').optional(),
  /** Part of the resource's title, the drive UID, the account's UID or nickname. */
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
}).refine(rangeInOrder, RANGE_ERROR);

export const ZPanLinkReviewRecord = z.object({
  id: ZInt32,
  url: z.string(),
  platform: ZMediaPlatformValue,
  platformLabel: z.string(),
  accountId: ZInt32,
  accountUid: z.string(),
  accountNickname: z.string(),
  /** False once the promoter unbound the account the post was filed on. */
  accountBound: z.boolean(),
  promotionId: ZInt32,
  resourceTitle: z.string(),
  taskPlatformName: z.string(),
  /** The promoter's drive UID on that platform: whom the drive credits the new users to. */
  panUid: z.string(),
  promoter: ZReviewPromoter,
  state: ZLinkStateValue,
  stateLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: ZDateTime,
  reviewedAt: ZDateTime.nullable(),
});
export type PanLinkReviewRecord = z.infer<typeof ZPanLinkReviewRecord>;
export const ZPanLinkReviewPageResponse = ZEnvelope(ZPage(ZPanLinkReviewRecord));

// —— account deletion applications ——

export const ZDeletionStatus = z.enum(DELETION_STATUSES, '状态只能是 pending、withdrawn、done 或 rejected');

export const ZDeletionReviewQuery = ZQueueQuery.extend({
  /** Absent: every status. */
  status: ZDeletionStatus.optional(),
}).refine(rangeInOrder, RANGE_ERROR);

export const ZDeletionReviewRecord = z.object({
  id: ZInt32,
  promoter: ZReviewPromoter,
  /** The promoter's own reason for leaving, when they gave one. */
  reason: z.string().nullable(),
  status: ZDeletionStatus,
  statusLabel: z.string(),
  createdAt: ZDateTime,
  /** Until then the promoter may withdraw it by logging in, and it cannot be approved. */
  withdrawUntil: ZDateTime,
  inGracePeriod: z.boolean(),
  /** The promoter's withdrawable balance now, in fen: what stays behind if the account ends. */
  balance: ZFen,
  /** Withdrawals applied for and not yet paid or returned, in fen: finance still pays them after the end. */
  frozen: ZFen,
  /** The operator's reason for a rejection. */
  decisionReason: z.string().nullable(),
  resolvedAt: ZDateTime.nullable(),
});
export type DeletionReviewRecord = z.infer<typeof ZDeletionReviewRecord>;
export const ZDeletionReviewPageResponse = ZEnvelope(ZPage(ZDeletionReviewRecord));

// —— decisions ——

export const ZReviewDecideRequest = z
  .object({
    ids: z
      .array(zId('记录 id '), '请选择要审核的记录')
      .min(1, '请选择要审核的记录')
      .max(REVIEW_BULK_MAX, `一次最多审核 ${REVIEW_BULK_MAX} 条`)
      .refine((ids) => new Set(ids).size === ids.length, '同一条记录不能重复提交'),
    decision: z.enum(['approve', 'reject'], '审核结果只能是 approve（通过）或 reject（驳回）'),
    /** Required to reject (the promoter reads it); ignored on approval. */
    reason: z.string().trim().max(REVIEW_REASON_MAX, `原因最多 ${REVIEW_REASON_MAX} 个字`).optional(),
  })
  .refine((b) => b.decision !== 'reject' || Boolean(b.reason), { message: '请填写驳回原因', path: ['reason'] });
export type ReviewDecideRequest = z.infer<typeof ZReviewDecideRequest>;

/**
 * One row's outcome: `ok` decided now; `conflict` already decided (by another operator, or earlier);
 * `notFound` no such row (or deleted); `refused` a rule kept it as it is (`msg` says which).
 * A decision naming one row answers its refusal as an error instead (409, 404).
 */
export const REVIEW_OUTCOMES = ['ok', 'conflict', 'notFound', 'refused'] as const;
export const ZReviewOutcome = z.object({ id: ZInt32, outcome: z.enum(REVIEW_OUTCOMES), msg: z.string().nullable() });
export type ReviewOutcome = z.infer<typeof ZReviewOutcome>;
export const ZReviewDecideResponse = ZEnvelope(z.object({ results: z.array(ZReviewOutcome) }));

/** The task platforms the alias queue filters by: manual review, or with aliases still in review. */
export const ZReviewPlatformsResponse = ZEnvelope(z.array(z.object({ id: ZInt32, name: z.string() })));

/** Rows waiting in each queue, for the menu's and the tabs' badges. */
export const ZReviewCountsResponse = ZEnvelope(
  z.object({ aliases: ZInt32, links: ZInt32, panLinks: ZInt32, rechecks: ZInt32, whitelist: ZInt32, deletions: ZInt32 }),
);
