import type {
  AdminAppVersion,
  AdminArticleDetail,
  AdminBanner,
  AdminNoticeDetail,
  CustomerSettingInput,
} from '@tuike/contract/admin-content';

let next = 1;

/** One banner as GET /admin-api/content/banners/page lists it. */
export const adminBanner = (over: Partial<AdminBanner> = {}): AdminBanner => ({
  id: next++,
  title: '4步学会口令推广',
  image: '/media/banner.svg',
  linkType: 'article',
  link: '1',
  sort: 0,
  enabled: true,
  startsAt: null,
  endsAt: null,
  state: 'live',
  createdAt: '2025-03-01T09:30:00+08:00',
  ...over,
});

/** One notice with its body (the detail call); the list's rows are the same without `contentHtml`. */
export const adminNotice = (over: Partial<AdminNoticeDetail> = {}): AdminNoticeDetail => ({
  id: next++,
  title: '提现到账时间调整通知',
  summary: '自 3 月起提现 T+1 到账',
  pinned: false,
  published: true,
  publishedAt: '2025-03-01T10:00:00+08:00',
  state: 'live',
  createdAt: '2025-03-01T09:30:00+08:00',
  contentHtml: '<p>自 3 月起提现 T+1 到账</p>',
  ...over,
});

/** One article with its body. */
export const adminArticle = (over: Partial<AdminArticleDetail> = {}): AdminArticleDetail => ({
  id: next++,
  kind: 'faq',
  category: '提现',
  title: '提现多久到账？',
  summary: '1-3 个工作日',
  cover: null,
  videoUrl: null,
  sort: 0,
  published: true,
  publishedAt: '2025-03-01T10:00:00+08:00',
  state: 'live',
  createdAt: '2025-03-01T09:30:00+08:00',
  contentHtml: '<p>1-3 个工作日</p>',
  ...over,
});

/** One app release. */
export const adminVersion = (over: Partial<AdminAppVersion> = {}): AdminAppVersion => ({
  id: next++,
  platform: 'android',
  version: '1.0.63',
  url: '/download/tuikexing-1.0.63.apk',
  notes: '1. 收益明细可查看来源',
  force: false,
  publishedAt: '2025-03-01T10:00:00+08:00',
  state: 'live',
  ...over,
});

/** The customer-service contact. */
export const customerSetting = (over: Partial<CustomerSettingInput> = {}) => ({
  wechat: 'tuikexing-kefu',
  qrCode: '/media/qr.svg',
  serviceHours: '工作日 9:30-18:30',
  phone: '400-800-8888',
  ...over,
});
