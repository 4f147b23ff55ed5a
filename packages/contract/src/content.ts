import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZPage } from './envelope';

export const BANNER_LINK_TYPES = ['route', 'article', 'url'] as const;
export const ZBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string(),
});
export type Banner = z.infer<typeof ZBanner>;
export const ZBannerListResponse = ZEnvelope(z.array(ZBanner));

export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  pinned: z.boolean(),
  publishedAt: ZDateTime,
  /** Always false for a visitor: read marks belong to a logged-in user. */
  read: z.boolean(),
});
export type Notice = z.infer<typeof ZNotice>;
export const ZNoticePageResponse = ZEnvelope(ZPage(ZNotice));

export const ARTICLE_KINDS = ['tutorial', 'faq', 'about', 'article'] as const;
export const ZArticle = z.object({
  id: z.number().int(),
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
});
export type AppSetting = z.infer<typeof ZAppSetting>;
export const ZAppSettingResponse = ZEnvelope(ZAppSetting);
