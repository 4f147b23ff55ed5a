/**
 * Enumerations as plain constants. This module must not import zod: the web app imports
 * values from it on its first screen, where every kilobyte counts.
 */

/** A `[{value, label}]` list as the forms use it; labels are what the user reads. */
export type EnumItem = { value: number; label: string };

const items = <T extends Record<string, { value: number; label: string }>>(e: T) => Object.values(e);

export const WORK_TYPE = {
  drama: { value: 1, label: '短剧' },
  novel: { value: 2, label: '小说' },
} as const;
export type WorkType = 1 | 2;

export const WORK_SORTS = ['new', 'hot', 'recommend'] as const;
export type WorkSort = (typeof WORK_SORTS)[number];

/** How a promoter drives traffic to a task platform (domain.md "Ways of promoting"). */
export const PROMOTION_TYPE = {
  keyword: { value: 1, label: '关键词推广' },
  mount: { value: 2, label: '挂载/UID绑定' },
  starTask: { value: 3, label: '星图/MCN任务' },
  newUser: { value: 4, label: '拉新' },
  reactivation: { value: 5, label: '拉活' },
  cloudDrive: { value: 6, label: '网盘拉新' },
} as const;

export const SETTLEMENT_TYPE = {
  cps: { value: 1, label: 'CPS充值分成' },
  cpa: { value: 2, label: 'CPA按新用户' },
  perTask: { value: 3, label: '按任务结算' },
  cpm: { value: 4, label: 'CPM广告分成' },
} as const;

/** The three enum calls of spec section 7, served from these tables. */
export const USER_PROMOTION_ENUMS = {
  UserPromotionResourceTypeEnum: items({
    drama: { value: 1, label: '短剧' },
    novel: { value: 2, label: '小说' },
    cloudDrive: { value: 3, label: '网盘资源' },
    other: { value: 9, label: '其他' },
  }),
  UserPromotionMethodEnum: items({
    video: { value: 1, label: '短视频' },
    image: { value: 2, label: '图文' },
    live: { value: 3, label: '直播' },
    text: { value: 4, label: '文字口令' },
  }),
  UserPromotionWayEnum: items({
    douyin: { value: 1, label: '抖音' },
    kuaishou: { value: 2, label: '快手' },
    channels: { value: 3, label: '微信视频号' },
    xiaohongshu: { value: 4, label: '小红书' },
    other: { value: 9, label: '其他' },
  }),
} as const;
export type UserPromotionEnumName = keyof typeof USER_PROMOTION_ENUMS;
export const promotionTypeItems = items(PROMOTION_TYPE);
export const settlementTypeItems = items(SETTLEMENT_TYPE);

export const labelOf = (list: readonly EnumItem[], value: number) => list.find((i) => i.value === value)?.label ?? '';

export const BANNER_LINK_TYPES = ['route', 'article', 'url'] as const;
export const ARTICLE_KINDS = ['tutorial', 'faq', 'about', 'article'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** A keyword alias (口令) as domain.md describes it; the numbers are what the API and database carry. */
export const ALIAS_STATE = {
  reviewing: { value: 1, label: '审核中' },
  active: { value: 2, label: '生效中' },
  rejected: { value: 3, label: '审核不通过' },
  expired: { value: 4, label: '已失效' },
} as const;
export type AliasState = 1 | 2 | 3 | 4;
export const aliasStateItems = items(ALIAS_STATE);

/** A back-filled link of an alias. */
export const ALIAS_LINK_STATE = {
  pending: { value: 1, label: '待审核' },
  effective: { value: 2, label: '生效中' },
  rejected: { value: 3, label: '审核拒绝' },
} as const;
export type AliasLinkState = 1 | 2 | 3;
export const aliasLinkStateItems = items(ALIAS_LINK_STATE);

/** Where a promoter publishes; a media account and a back-filled link are on one of these. */
export const MEDIA_PLATFORM = {
  douyin: { value: 1, label: '抖音' },
  kuaishou: { value: 2, label: '快手' },
  channels: { value: 3, label: '微信视频号' },
} as const;
export type MediaPlatform = 1 | 2 | 3;
export const mediaPlatformItems = items(MEDIA_PLATFORM);

/** How a task platform decides on a new alias: at once, or by the operator. */
export const ALIAS_REVIEW_MODES = ['auto', 'manual'] as const;
export type AliasReviewMode = (typeof ALIAS_REVIEW_MODES)[number];

/** Which characters an alias may hold (after its prefix). */
export const ALIAS_CHARSETS = {
  han: '汉字',
  han_alnum: '汉字、字母或数字',
  alnum: '字母或数字',
} as const;
export type AliasCharset = keyof typeof ALIAS_CHARSETS;
