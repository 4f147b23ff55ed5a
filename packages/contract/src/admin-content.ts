import { z } from 'zod';
import { ZAppPlatform, ZMediaUrl, ZVersion, zOperatorTime } from './content';
import { ARTICLE_KINDS, BANNER_LINK_TYPES } from './enums';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { multiline, zId, ZInt32, zInt32, zQueryId } from './fields';
import { PHONE_PATTERN } from './user';

/**
 * The console's content: banners, notices, articles (tutorials, FAQ, about, articles), app releases and
 * the customer-service contact. Every write is sanitised (HTML) and checked here, then audited on the
 * server in the transaction of the change. Lists page on the server and show drafts and scheduled rows
 * too, which the app never sees.
 */

const ZKeyword = z.string().trim().max(50, '搜索词最多 50 个字').optional();
const ZOptionalDateTime = zOperatorTime('时间格式不正确').nullable().default(null);

export const ZIdBody = z.object({ id: zId() });
export const ZIdQuery = z.object({ id: zQueryId() });

/** Where a row stands for the app right now: shown, waiting for its time, past its window, or switched off. */
export const CONTENT_STATES = ['live', 'scheduled', 'ended', 'off'] as const;
export const ZContentState = z.enum(CONTENT_STATES, '状态只能是 live、scheduled、ended 或 off');
export type ContentState = z.infer<typeof ZContentState>;

// —— banners ——

/** An article link is an article's id or a kind (`about`); a route link is an app page path with its query. */
const ROUTE_LINK = /^[a-z][A-Za-z0-9_/-]*(\?[A-Za-z0-9_=&%.-]*)?$/;
const ARTICLE_LINK = new RegExp(`^([1-9]\\d{0,8}|${ARTICLE_KINDS.join('|')})$`);
const WEB_LINK = /^https?:\/\/[^\s/]+/i;

export const ZBannerInput = z
  .object({
    id: zId('轮播图 id ').optional(),
    title: z.string('请输入标题').trim().min(1, '请输入标题').max(40, '标题最多 40 个字'),
    image: z.string('请填写图片地址').trim().min(1, '请填写图片地址').pipe(ZMediaUrl),
    linkType: z.enum(BANNER_LINK_TYPES, '跳转类型只能是 route、article 或 url'),
    link: z.string('请填写跳转目标').trim().min(1, '请填写跳转目标').max(500, '跳转目标最多 500 个字符'),
    /** Position in the carousel: smaller first. */
    sort: zInt32('排序').default(0),
    enabled: z.boolean().default(true),
    startsAt: ZOptionalDateTime,
    endsAt: ZOptionalDateTime,
  })
  .superRefine((b, ctx) => {
    const ok =
      b.linkType === 'route'
        ? ROUTE_LINK.test(b.link)
        : b.linkType === 'article'
          ? ARTICLE_LINK.test(b.link)
          : WEB_LINK.test(b.link);
    const hint = {
      route: '页面路径格式不正确（如 pages/shortPlay/shortPlay 或 my/notice/detail?id=3）',
      article: '文章跳转填文章 id 或类型（tutorial、faq、about、article）',
      url: '外链需以 http:// 或 https:// 开头',
    }[b.linkType];
    if (!ok) ctx.addIssue({ code: 'custom', message: hint, path: ['link'] });
    if (b.startsAt && b.endsAt && Date.parse(b.endsAt) <= Date.parse(b.startsAt))
      ctx.addIssue({ code: 'custom', message: '结束时间必须晚于开始时间', path: ['endsAt'] });
  });
export type BannerInput = z.input<typeof ZBannerInput>;

export const ZAdminBanner = z.object({
  id: ZInt32,
  title: z.string(),
  image: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string(),
  sort: ZInt32,
  enabled: z.boolean(),
  startsAt: ZDateTime.nullable(),
  endsAt: ZDateTime.nullable(),
  state: ZContentState,
  createdAt: ZDateTime,
});
export type AdminBanner = z.infer<typeof ZAdminBanner>;

export const ZBannerAdminQuery = ZPageQuery.extend({ state: ZContentState.optional(), keyword: ZKeyword });
export const ZAdminBannerPageResponse = ZEnvelope(ZPage(ZAdminBanner));
export const ZAdminBannerResponse = ZEnvelope(ZAdminBanner);
export const ZBannerEnableRequest = z.object({ id: zId('轮播图 id '), enabled: z.boolean('请指定启用或停用') });

// —— notices ——

export const ZAdminNotice = z.object({
  id: ZInt32,
  title: z.string(),
  summary: z.string(),
  pinned: z.boolean(),
  published: z.boolean(),
  publishedAt: ZDateTime,
  state: ZContentState,
  createdAt: ZDateTime,
});
export type AdminNotice = z.infer<typeof ZAdminNotice>;
export const ZAdminNoticeDetail = ZAdminNotice.extend({ contentHtml: z.string() });
export type AdminNoticeDetail = z.infer<typeof ZAdminNoticeDetail>;

/** `ended` does not apply to notices and articles: they have no end of their window. */
export const ZNoticeAdminQuery = ZPageQuery.extend({ state: ZContentState.optional(), keyword: ZKeyword });
export const ZAdminNoticePageResponse = ZEnvelope(ZPage(ZAdminNotice));
export const ZAdminNoticeResponse = ZEnvelope(ZAdminNoticeDetail);
export const ZPublishRequest = z.object({ id: zId(), published: z.boolean('请指定发布或下架') });

// —— articles: tutorials, FAQ, about, articles ——

export const ZAdminArticle = z.object({
  id: ZInt32,
  kind: z.enum(ARTICLE_KINDS),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  videoUrl: z.string().nullable(),
  sort: ZInt32,
  published: z.boolean(),
  publishedAt: ZDateTime,
  state: ZContentState,
  createdAt: ZDateTime,
});
export type AdminArticle = z.infer<typeof ZAdminArticle>;
export const ZAdminArticleDetail = ZAdminArticle.extend({ contentHtml: z.string() });
export type AdminArticleDetail = z.infer<typeof ZAdminArticleDetail>;

const ZArticleKindQuery = z.enum(ARTICLE_KINDS, '文章类型只能是 tutorial、faq、about 或 article');
export const ZArticleAdminQuery = ZPageQuery.extend({
  kind: ZArticleKindQuery.optional(),
  category: z.string().trim().max(40, '分类最多 40 个字').optional(),
  state: ZContentState.optional(),
  keyword: ZKeyword,
});
export const ZAdminArticlePageResponse = ZEnvelope(ZPage(ZAdminArticle));
export const ZAdminArticleResponse = ZEnvelope(ZAdminArticleDetail);
export const ZArticleCategoriesQuery = z.object({ kind: ZArticleKindQuery });
export const ZArticleCategoriesResponse = ZEnvelope(z.array(z.string()));

// —— app releases ——

export const ZAppVersionInput = z.object({
  id: zId('版本 id ').optional(),
  platform: ZAppPlatform,
  version: z.string('请输入版本号').pipe(ZVersion),
  /** The package (apk) or store page; a site path for a package served by this server. */
  url: z.string('请填写下载地址').trim().min(1, '请填写下载地址').pipe(ZMediaUrl),
  notes: multiline(z.string().trim().max(2000, '更新说明最多 2000 个字')).default(''),
  /** Every installed version below this one must update before using the app. */
  force: z.boolean().default(false),
  /** Released at once unless scheduled; an edit keeps its date unless one is given. */
  publishedAt: zOperatorTime('发布时间格式不正确').optional(),
});
export type AppVersionInput = z.input<typeof ZAppVersionInput>;

export const ZAdminAppVersion = z.object({
  id: ZInt32,
  platform: ZAppPlatform,
  version: z.string(),
  url: z.string(),
  notes: z.string(),
  force: z.boolean(),
  publishedAt: ZDateTime,
  /** `live` once released (the app offers it), `scheduled` before. */
  state: ZContentState,
});
export type AdminAppVersion = z.infer<typeof ZAdminAppVersion>;
export const ZAppVersionAdminQuery = ZPageQuery.extend({ platform: ZAppPlatform.optional() });
export const ZAdminAppVersionPageResponse = ZEnvelope(ZPage(ZAdminAppVersion));
export const ZAdminAppVersionResponse = ZEnvelope(ZAdminAppVersion);

// —— customer service ——

const WECHAT_ID = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;
const SERVICE_PHONE = /^[0-9][0-9 -]{3,18}[0-9]$/;

/** What the app's 客服 page shows; an empty (or left out) field hides its row there. */
export const ZCustomerSettingInput = z.object({
  wechat: z
    .string()
    .trim()
    .refine(
      (s) => s === '' || WECHAT_ID.test(s) || PHONE_PATTERN.test(s),
      '客服微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号',
    )
    .default(''),
  qrCode: z
    .string()
    .trim()
    .refine((s) => s === '' || ZMediaUrl.safeParse(s).success, '二维码只能是 http(s) 地址或站内路径（最多 500 个字符）')
    .default(''),
  serviceHours: z.string('请填写服务时间').trim().min(1, '请填写服务时间').max(40, '服务时间最多 40 个字'),
  phone: z
    .string()
    .trim()
    .refine((s) => s === '' || SERVICE_PHONE.test(s), '客服电话只能含数字、空格和减号（如 400-800-8888）')
    .default(''),
});
export type CustomerSettingInput = z.input<typeof ZCustomerSettingInput>;
