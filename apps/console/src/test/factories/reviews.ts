import type {
  AliasReviewRecord,
  DeletionReviewRecord,
  LinkReviewRecord,
  PanLinkReviewRecord,
  ReviewOutcome,
  ReviewPromoter,
} from '@tuike/contract/admin-reviews';
import type { RecheckQueueRecord, WhitelistQueueRecord } from '@tuike/contract/recheck';

let next = 1;

export const reviewPromoter = (over: Partial<ReviewPromoter> = {}): ReviewPromoter => ({
  id: 7,
  promoterNo: '20481357',
  nickname: '小星追剧',
  phoneMasked: '138****0000',
  ...over,
});

/** An alias in the queue as GET /admin-api/reviews/aliases/page lists it; in review unless told. */
export const aliasReviewRecord = (over: Partial<AliasReviewRecord> = {}): AliasReviewRecord => {
  const id = next++;
  return {
    id,
    alias: `傅总追妻${id}`,
    state: 1,
    stateLabel: '审核中',
    reason: null,
    workId: 3,
    workTitle: '闪婚后傅总每天都在追妻',
    workCover: '/media/cover.svg',
    workType: 1,
    taskPlatformId: 2,
    taskPlatformName: '七猫短剧',
    promoter: reviewPromoter(),
    priority: false,
    createdAt: '2025-03-01T09:30:00+08:00',
    reviewedAt: null,
    ...over,
  };
};

/** A back-fill in the queue as GET /admin-api/reviews/links/page lists it; awaiting review unless told. */
export const linkReviewRecord = (over: Partial<LinkReviewRecord> = {}): LinkReviewRecord => {
  const id = next++;
  return {
    id,
    url: `https://v.douyin.com/iQ${id}x/`,
    platform: 1,
    platformLabel: '抖音',
    accountId: 11,
    accountUid: '2849173650',
    accountNickname: '小星追剧日记',
    accountBound: true,
    aliasId: 5,
    alias: '傅总追妻',
    workId: 3,
    workTitle: '闪婚后傅总每天都在追妻',
    workType: 1,
    taskPlatformName: '七猫短剧',
    promoter: reviewPromoter(),
    priority: false,
    state: 1,
    stateLabel: '待审核',
    reason: null,
    createdAt: '2025-03-01T10:00:00+08:00',
    reviewedAt: null,
    ...over,
  };
};

/** A cloud-drive back-fill as GET /admin-api/reviews/pan-links/page lists it; awaiting review. */
export const panLinkReviewRecord = (over: Partial<PanLinkReviewRecord> = {}): PanLinkReviewRecord => {
  const id = next++;
  return {
    id,
    url: `https://v.douyin.com/iP${id}n/`,
    platform: 1,
    platformLabel: '抖音',
    accountId: 11,
    accountUid: '2849173650',
    accountNickname: '小星追剧日记',
    accountBound: true,
    promotionId: 51,
    resourceTitle: '凡人修仙传 典藏版',
    taskPlatformName: '夸克网盘',
    panUid: 'QkXing2025',
    promoter: reviewPromoter(),
    state: 1,
    stateLabel: '待审核',
    reason: null,
    createdAt: '2025-03-01T10:00:00+08:00',
    reviewedAt: null,
    ...over,
  };
};

/** A deletion application as GET /admin-api/reviews/deletions/page lists it; pending, past its grace period. */
export const deletionReviewRecord = (over: Partial<DeletionReviewRecord> = {}): DeletionReviewRecord => {
  const id = next++;
  return {
    id,
    promoter: reviewPromoter(),
    reason: '不再使用',
    status: 'pending',
    statusLabel: '待审核',
    createdAt: '2025-03-01T09:30:00+08:00',
    withdrawUntil: '2025-03-08T09:30:00+08:00',
    inGracePeriod: false,
    balance: 12_345,
    frozen: 0,
    decisionReason: null,
    resolvedAt: null,
    ...over,
  };
};

/** A decide call's answer: each id ok unless `outcomes` says otherwise. */
export const decided = (ids: number[], outcomes: Record<number, Omit<ReviewOutcome, 'id'>> = {}) => ({
  results: ids.map((id) => ({ id, ...(outcomes[id] ?? { outcome: 'ok' as const, msg: null }) })),
});

/** A re-check as GET /admin-api/reviews/rechecks/page lists it: of a rejected back-fill, waiting, with two screenshots. */
export const recheckReviewRecord = (over: Partial<RecheckQueueRecord> = {}): RecheckQueueRecord => {
  const id = next++;
  return {
    id,
    kind: 'rejection',
    kindLabel: '驳回复审',
    linkId: 40 + id,
    linkUrl: `https://v.douyin.com/iR${id}x/`,
    alias: '傅总追妻',
    workTitle: '闪婚后傅总每天都在追妻',
    platformLabel: '抖音',
    reason: '视频是本账号原创发布，口令在评论区置顶，请再核实',
    screenshots: [1, 2].map((n) => ({
      id: id * 10 + n,
      url: `/media/up/${String(n).repeat(32)}.png`,
      thumbUrl: `/media/up/${String(n).repeat(32)}.thumb.webp`,
    })),
    state: 1,
    stateLabel: '待审核',
    answer: null,
    createdAt: '2025-03-02T10:00:00+08:00',
    reviewedAt: null,
    promoter: reviewPromoter(),
    priority: false,
    linkStateLabel: '审核拒绝',
    linkReason: '视频中未出现口令',
    accountUid: '2849173650',
    accountNickname: '小星追剧日记',
    ...over,
  };
};

/** A whitelist application as GET /admin-api/reviews/whitelist/page lists it; waiting unless told. */
export const whitelistReviewRecord = (over: Partial<WhitelistQueueRecord> = {}): WhitelistQueueRecord => {
  const id = next++;
  return {
    id,
    accountId: 11,
    platform: 1,
    platformLabel: '抖音',
    uid: `xm${2026 + id}`,
    nickname: '小星追剧日记',
    workUrl: `https://v.douyin.com/iW${id}x/`,
    state: 1,
    stateLabel: '待审核',
    reasonCode: null,
    reason: null,
    createdAt: '2025-03-02T11:00:00+08:00',
    reviewedAt: null,
    promoter: reviewPromoter(),
    priority: false,
    accountBound: true,
    ...over,
  };
};
