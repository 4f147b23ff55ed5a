import type { Article, ArticleDetail, CustomerSetting, Notice, NoticeDetail } from '@tuike/contract/content';
import type { HomeData, Session, User } from '@tuike/contract/user';
import type { Work } from '@tuike/contract/works';

// Answers shaped as the contract's schemas; tests override only what they look at.

export const aUser = (over: Partial<User> = {}): User => ({
  id: 10001,
  promoterNo: '52837461',
  phone: '13800138000',
  nickname: '推客小星',
  avatar: null,
  inviteCode: 'ABC123',
  wxId: null,
  vipLevel: 0,
  createdAt: '2026-01-02T08:00:00+08:00',
  deleteRequestedAt: null,
  ...over,
});

export const aSession = (over: Partial<Session> = {}): Session => ({
  token: 'new-token',
  user: aUser(),
  deletionWithdrawn: false,
  ...over,
});

export const homeData = (over: Partial<HomeData> = {}): HomeData => ({
  user: aUser(),
  balance: 12345,
  todayEstimate: 100,
  yesterdayEstimate: 200,
  monthEstimate: 3000,
  totalIncome: 45600,
  ...over,
});

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

export const aWork = (over: Partial<Work> = {}): Work => ({
  id: 1,
  type: 1,
  title: '霸道总裁爱上我',
  cover: '',
  intro: '简介',
  tags: ['甜宠'],
  length: 80,
  completed: true,
  heat: 12000,
  taskPlatformId: 1,
  taskPlatformName: '红果短剧',
  shareBps: 7000,
  isNew: false,
  isHot: true,
  isRecommended: false,
  publishedAt: '2026-02-01T10:00:00+08:00',
  ...over,
});
