import type { AppSetting, Article, ArticleDetail, CustomerSetting, Notice, NoticeDetail } from '@tuike/contract/content';

// Notices, articles and the app's settings, shaped as the contract's schemas.

export const aNotice = (over: Partial<Notice> = {}): Notice => ({
  id: 1,
  title: '平台公告一',
  summary: '公告摘要',
  pinned: false,
  publishedAt: '2026-03-01T10:00:00+08:00',
  read: false,
  ...over,
});

export const aNoticeDetail = (over: Partial<NoticeDetail> = {}): NoticeDetail => ({
  ...aNotice(),
  contentHtml: '<p>公告正文</p>',
  ...over,
});

export const anArticle = (over: Partial<Article> = {}): Article => ({
  id: 1,
  kind: 'tutorial',
  category: '新手入门',
  title: '如何开始推广',
  summary: '三分钟上手',
  cover: null,
  videoUrl: null,
  publishedAt: '2026-02-01T10:00:00+08:00',
  ...over,
});

export const anArticleDetail = (over: Partial<ArticleDetail> = {}): ArticleDetail => ({
  ...anArticle(),
  contentHtml: '<p>文章正文</p>',
  ...over,
});

export const customerSetting = (over: Partial<CustomerSetting> = {}): CustomerSetting => ({
  wechat: 'tuike_kefu',
  qrCode: '',
  serviceHours: '工作日 9:00-18:00',
  phone: '',
  ...over,
});

export const anAppSetting = (over: Partial<AppSetting> = {}): AppSetting => ({
  withdrawalServiceFeeRate: 0.06,
  minWithdrawal: 1000,
  maxMonthlyWithdrawal: 8_000_000,
  withdrawalDays: [],
  configVersion: '1',
  webviewHosts: [],
  ...over,
});
