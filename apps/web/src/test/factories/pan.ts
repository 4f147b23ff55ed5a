import type { PanLink, PanPromotion, PanResource, PanResourceDetail, PanUidInfo } from '@tuike/contract/pan';
import type { TaskPlatform } from '@tuike/contract/taskPlatform';
import { aTaskPlatform } from './task-platforms';

// Cloud-drive promotion (网盘拉新): drives, resources, promotions, UIDs and back-fills, shaped as the contract's schemas.

export const aDrive = (over: Partial<TaskPlatform> = {}): TaskPlatform =>
  aTaskPlatform({
    id: 7,
    name: '夸克网盘',
    logo: '/media/quark.svg',
    category: 3,
    promotionType: 6,
    promotionTypeLabel: '网盘拉新',
    settlementType: 2,
    settlementTypeLabel: 'CPA按新用户',
    summary: '分享网盘资源，新用户转存即结算',
    priceDesc: '拉新 ¥6/人',
    ...over,
  });

export const aPanResource = (over: Partial<PanResource> = {}): PanResource => ({
  id: 31,
  taskPlatformId: 7,
  title: '闪婚后傅总每天都在追妻 全集',
  category: 1,
  categoryLabel: '短剧',
  cover: '/media/res.svg',
  summary: '1080P 全 92 集，更新完结',
  promotedCount: 12,
  ...over,
});

export const aPanPromotion = (over: Partial<PanPromotion> = {}): PanPromotion => ({
  id: 51,
  resourceId: 31,
  resourceTitle: '闪婚后傅总每天都在追妻 全集',
  resourceCover: '/media/res.svg',
  category: 1,
  categoryLabel: '短剧',
  taskPlatformId: 7,
  taskPlatformName: '夸克网盘',
  uid: '1738402916',
  shareLink: 'https://pan.quark.cn/s/7c2e9a41f08b?entry=tk&fr=1738402916',
  copyText:
    '【闪婚后傅总每天都在追妻 全集】短剧资源已整理好，复制链接打开「夸克网盘」App 即可保存查看：https://pan.quark.cn/s/7c2e9a41f08b?entry=tk&fr=1738402916',
  linkCount: 0,
  createdAt: '2026-11-20T10:00:00+08:00',
  ...over,
});

export const aPanUid = (over: Partial<PanUidInfo> = {}): PanUidInfo => ({
  taskPlatformId: 7,
  taskPlatformName: '夸克网盘',
  uid: null,
  boundAt: null,
  steps: [
    '打开「夸克网盘」App 并登录你要收益的账号',
    '点底部「我的」，再点顶部头像进入个人信息页',
    '找到「UID」或「用户ID」一栏，点复制',
  ],
  ...over,
});

export const aPanLink = (over: Partial<PanLink> = {}): PanLink => ({
  id: 61,
  promotionId: 51,
  resourceTitle: '闪婚后傅总每天都在追妻 全集',
  resourceCover: '/media/res.svg',
  taskPlatformName: '夸克网盘',
  url: 'https://v.douyin.com/iRpN4xQe/',
  platform: 1,
  platformLabel: '抖音',
  accountId: 1,
  accountNickname: '小星追剧日记',
  state: 2,
  stateLabel: '生效中',
  reason: null,
  createdAt: '2026-11-20T12:00:00+08:00',
  reviewedAt: '2026-11-20T15:30:00+08:00',
  ...over,
});

export const aPanResourceDetail = (over: Partial<PanResourceDetail> = {}): PanResourceDetail => ({
  ...aPanResource(),
  taskPlatformName: '夸克网盘',
  listed: true,
  ...over,
});
