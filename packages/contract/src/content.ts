import { z } from 'zod';
import { ARTICLE_KINDS, BANNER_LINK_TYPES } from './enums';

export { ARTICLE_KINDS, BANNER_LINK_TYPES };
import { PLATFORMS } from './constants';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { multiline, zId, ZInt32, zInt32, zQueryId } from './fields';
import { VERSION_PATTERN } from './version';
import { isHostname } from './hosts';

export const ZBanner = z.object({
  id: ZInt32,
  title: z.string(),
  image: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string(),
});
export type Banner = z.infer<typeof ZBanner>;
export const ZBannerListResponse = ZEnvelope(z.array(ZBanner));

export const ZNotice = z.object({
  id: ZInt32,
  title: z.string(),
  summary: z.string(),
  pinned: z.boolean(),
  publishedAt: ZDateTime,
  /** Always false for a visitor: read marks belong to a logged-in user. */
  read: z.boolean(),
});
export type Notice = z.infer<typeof ZNotice>;
export const ZNoticePageResponse = ZEnvelope(ZPage(ZNotice));
export const ZNoticeDetail = ZNotice.extend({ contentHtml: z.string() });
export type NoticeDetail = z.infer<typeof ZNoticeDetail>;
export const ZNoticeDetailResponse = ZEnvelope(ZNoticeDetail);
export const ZNoticeIdQuery = z.object({ id: zQueryId('公告 id ') });

export const ZArticle = z.object({
  id: ZInt32,
  kind: z.enum(ARTICLE_KINDS),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  videoUrl: z.string().nullable(),
  publishedAt: ZDateTime,
});
export type Article = z.infer<typeof ZArticle>;
export const ZArticleDetail = ZArticle.extend({ contentHtml: z.string() });
export type ArticleDetail = z.infer<typeof ZArticleDetail>;
export const ZArticleDetailResponse = ZEnvelope(ZArticleDetail);

export const ZTutorialPageQuery = ZPageQuery.extend({
  category: z.string().trim().max(40, '分类最多 40 个字').optional(),
});
export type TutorialPageQuery = z.infer<typeof ZTutorialPageQuery>;
export const ZArticlePageResponse = ZEnvelope(ZPage(ZArticle));
/** Tutorial categories in the operator's order (by each category's first tutorial). */
export const ZTutorialCategoriesResponse = ZEnvelope(z.array(z.string()));

/** One article by id, or the first article of a kind (`kind=about` for the about page). */
export const ZArticleDetailQuery = z
  .object({
    id: zQueryId('文章 id ').optional(),
    kind: z.enum(ARTICLE_KINDS, '文章类型只能是 tutorial、faq、about 或 article').optional(),
  })
  .refine((q) => q.id !== undefined || q.kind !== undefined, { message: '请提供文章 id 或类型', path: ['id'] });
export type ArticleDetailQuery = z.infer<typeof ZArticleDetailQuery>;

export const ZFaqQuery = z.object({ keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional() });
/** FAQ entries with their answers; entries of one category are adjacent, categories in the operator's order. */
export const ZFaqResponse = ZEnvelope(z.array(ZArticleDetail));

/**
 * A time the operator sets (a publication time, a banner's window): ISO 8601 with its offset, within
 * years every part of the stack reads alike (PostgreSQL has no year 0; the app shows four digits).
 */
export const zOperatorTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((s) => {
    const year = new Date(s).getUTCFullYear();
    return year >= 2000 && year < 2100;
  }, '时间须在 2000 年至 2099 年之间');

/** What the operator console saves; HTML is sanitised on the server before it is stored. */
export const ZMediaUrl = z
  .string()
  .trim()
  .max(500, '链接最多 500 个字符')
  .regex(/^(https?:\/\/|\/(?!\/))/i, '链接只能是 http(s) 地址或站内路径');
export const ZArticleInput = z.object({
  id: zId().optional(),
  kind: z.enum(ARTICLE_KINDS, '文章类型只能是 tutorial、faq、about 或 article'),
  category: z.string().trim().max(40, '分类最多 40 个字').default(''),
  title: z.string().trim().min(1, '请输入标题').max(100, '标题最多 100 个字'),
  summary: z.string().trim().max(200, '摘要最多 200 个字').default(''),
  cover: ZMediaUrl.nullable().default(null),
  videoUrl: ZMediaUrl.nullable().default(null),
  contentHtml: multiline(z.string().max(200_000, '正文过长')).default(''),
  sort: zInt32('排序').default(0),
  published: z.boolean().default(true),
  publishedAt: zOperatorTime('发布时间格式不正确').optional(),
});
export type ArticleInput = z.input<typeof ZArticleInput>;
export const ZNoticeInput = z.object({
  id: zId().optional(),
  title: z.string().trim().min(1, '请输入标题').max(100, '标题最多 100 个字'),
  /** Left empty, the summary is taken from the start of the body text. */
  summary: z.string().trim().max(200, '摘要最多 200 个字').default(''),
  contentHtml: multiline(z.string().min(1, '请输入公告内容').max(200_000, '正文过长')),
  pinned: z.boolean().default(false),
  published: z.boolean().default(true),
  publishedAt: zOperatorTime('发布时间格式不正确').optional(),
});
export type NoticeInput = z.input<typeof ZNoticeInput>;

export const ZVersion = z.string().trim().regex(VERSION_PATTERN, '版本号格式应为 1.0.63');
export const ZAppPlatform = z.enum(PLATFORMS, '平台只能是 android、ios、mp-weixin 或 h5');

export const ZUpgradeNotesQuery = z.object({ platform: ZAppPlatform.default('android') });
export const ZUpgradeNote = z.object({
  id: ZInt32,
  version: z.string(),
  notes: z.string(),
  force: z.boolean(),
  publishedAt: ZDateTime,
});
export type UpgradeNote = z.infer<typeof ZUpgradeNote>;
/** Release notes, newest version first. */
export const ZUpgradeNotesResponse = ZEnvelope(z.array(ZUpgradeNote));

export const ZLatestVersionQuery = z.object({
  platform: ZAppPlatform.default('android'),
  /** The caller's installed version; when given, `force` also covers a forced release it skipped. */
  version: ZVersion.optional(),
});
export const ZLatestVersion = z.object({
  currentVersion: z.string(),
  url: z.string(),
  notes: z.string(),
  force: z.boolean(),
});
export type LatestVersion = z.infer<typeof ZLatestVersion>;
/** `data: null` when nothing has been released for the platform. */
export const ZLatestVersionResponse = ZEnvelope(ZLatestVersion.nullable());

export const ZCustomerSetting = z.object({
  wechat: z.string(),
  qrCode: z.string(),
  serviceHours: z.string(),
  phone: z.string(),
});
export type CustomerSetting = z.infer<typeof ZCustomerSetting>;
export const ZCustomerSettingResponse = ZEnvelope(ZCustomerSetting);

export const ZAppSetting = z.object({
  /** Fraction of a withdrawal kept as service fee, e.g. 0.06. */
  withdrawalServiceFeeRate: z.number().min(0).max(1),
  minWithdrawal: z.number().int(),
  maxMonthlyWithdrawal: z.number().int(),
  /** Days of the month on which withdrawals may be submitted; empty means every day. */
  withdrawalDays: z.array(z.number().int().min(1).max(31)),
  configVersion: z.string(),
  /**
   * Hosts the in-app web view may frame (each also covers its subdomains); links to any other
   * host are refused with the option to copy them. Matching: `isHostAllowed` in ./hosts.
   */
  webviewHosts: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine(isHostname, { error: (i) => `${String(i.input)} 不是有效的域名（如 douyin.com，不带 https:// 和路径）` }),
    )
    .max(100, { error: '可打开的域名最多 100 个' }),
});
export type AppSetting = z.infer<typeof ZAppSetting>;
export const ZAppSettingResponse = ZEnvelope(ZAppSetting);
