import type { PromoterUpload, Recheck, WhitelistApplication } from '@tuike/contract/recheck';

// A promoter's re-check (复审) and whitelist (加白) applications and their uploaded screenshots.

export const anUpload = (over: Partial<PromoterUpload> = {}): PromoterUpload => ({
  id: 71,
  url: '/media/up/0123456789abcdef0123456789abcdef.png',
  thumbUrl: '/media/up/0123456789abcdef0123456789abcdef.thumb.webp',
  ...over,
});

export const aRecheck = (over: Partial<Recheck> = {}): Recheck => ({
  id: 5,
  kind: 'rejection',
  kindLabel: '驳回复审',
  linkId: 31,
  linkUrl: 'https://v.douyin.com/iRNBho6/',
  alias: '霸总甜宠',
  workTitle: '霸道总裁爱上我',
  platformLabel: '抖音',
  reason: '视频是本账号原创发布，口令在评论区置顶',
  screenshots: [anUpload()],
  state: 1,
  stateLabel: '待审核',
  answer: null,
  createdAt: '2026-11-24T10:00:00+08:00',
  reviewedAt: null,
  ...over,
});

export const aWhitelistApplication = (over: Partial<WhitelistApplication> = {}): WhitelistApplication => ({
  id: 9,
  accountId: 41,
  platform: 1,
  platformLabel: '抖音',
  uid: 'xm2026',
  nickname: '小美爱追剧',
  workUrl: 'https://v.douyin.com/iRNBho6/',
  state: 1,
  stateLabel: '待审核',
  reasonCode: null,
  reason: null,
  createdAt: '2026-11-24T10:00:00+08:00',
  reviewedAt: null,
  ...over,
});
