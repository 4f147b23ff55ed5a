import type { AdminWork, AdminWorkDetail } from '@tuike/contract/admin-catalogue';
import type { AdminMcnTask } from '@tuike/contract/admin-mcn-tasks';
import type { AdminPanResource } from '@tuike/contract/admin-pan';
import type { AdminTaskPlatform, AdminTaskPlatformDetail, PriceVersion } from '@tuike/contract/admin-task-platforms';

let next = 1;
const COVER = '/media/up/0123456789abcdef0123456789abcdef.png';

/** One work as GET /admin-api/works/page lists it. */
export const adminWork = (over: Partial<AdminWork> = {}): AdminWork => {
  const id = next++;
  return {
    id,
    type: 1,
    title: `作品${id}`,
    cover: COVER,
    coverThumb: COVER.replace('.png', '.thumb.webp'),
    taskPlatformId: 1,
    taskPlatformName: '红果短剧',
    shareBps: 7000,
    length: 80,
    completed: false,
    heat: 1000,
    isRecommended: false,
    weight: 0,
    listed: true,
    publishedAt: '2025-03-01T09:30:00+08:00',
    firstListedAt: '2025-03-01T09:30:00+08:00',
    createdAt: '2025-03-01T09:00:00+08:00',
    updatedAt: '2025-03-02T10:00:00+08:00',
    materialCounts: { video: 1, image: 1, copy: 1, audio: 0 },
    ...over,
  };
};

/** One work with its materials, as GET /admin-api/works/detail answers it. */
export const adminWorkDetail = (over: Partial<AdminWorkDetail> = {}): AdminWorkDetail => ({
  ...adminWork(),
  intro: '简介',
  tags: ['重生'],
  howToPromote: '申请口令后发布视频',
  keywordRule: '口令 2-8 个字',
  materials: [
    { id: 11, kind: 'video', title: '片段一', url: '/media/up/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.mp4', cover: null, text: null },
    { id: 12, kind: 'image', title: '海报', url: COVER, cover: null, text: null },
    { id: 13, kind: 'copy', title: '文案', url: null, cover: null, text: '搜口令看全集' },
  ],
  ...over,
});

export const priceVersion = (over: Partial<PriceVersion> = {}): PriceVersion => ({
  id: next++,
  version: 1,
  effectiveFrom: '2025-01-01T00:00:00+08:00',
  priceDesc: '拉新 ¥3.5/人',
  shareBps: null,
  unitPriceFen: 350,
  note: '',
  operatorAccount: 'operator',
  createdAt: '2025-01-01T00:00:00+08:00',
  state: 'current',
  ...over,
});

export const adminPlatform = (over: Partial<AdminTaskPlatform> = {}): AdminTaskPlatform => {
  const id = next++;
  const current = priceVersion();
  return {
    id,
    name: `平台${id}`,
    logo: '/media/0123456789abcdef0123456789abcdef.svg',
    category: 2,
    promotionType: 1,
    promotionTypeLabel: '关键词推广',
    settlementType: 2,
    settlementTypeLabel: 'CPA按新用户',
    summary: '免费小说',
    sort: 0,
    enabled: true,
    aliasRule: {
      minLength: 3,
      maxLength: 5,
      charset: 'han',
      prefix: '',
      reviewMode: 'auto',
      description: '3-5 个字，只能是汉字',
    },
    currentPrice: current,
    nextPrice: null,
    priceDesc: current.priceDesc,
    workCount: 3,
    createdAt: '2025-01-01T00:00:00+08:00',
    ...over,
  };
};

export const adminPlatformDetail = (over: Partial<AdminTaskPlatformDetail> = {}): AdminTaskPlatformDetail => {
  const base = adminPlatform();
  return { ...base, rulesHtml: '<p>规则</p>', prices: base.currentPrice ? [base.currentPrice] : [], ...over };
};

export const adminMcnTask = (over: Partial<AdminMcnTask> = {}): AdminMcnTask => {
  const id = next++;
  return {
    id,
    title: `任务${id}`,
    cover: COVER,
    coverThumb: COVER.replace('.png', '.thumb.webp'),
    taskPlatformId: 8,
    taskPlatformName: '抖音星图',
    workId: null,
    workTitle: null,
    summary: '',
    rewardDesc: '每千次播放 ¥8',
    tags: [],
    channelUrlTemplate: 'https://xingtu.example/join?c={code}',
    startsAt: '2025-03-01T00:00:00+08:00',
    endsAt: '2025-03-31T00:00:00+08:00',
    published: true,
    status: 'open',
    joinedCount: 2,
    createdAt: '2025-02-28T00:00:00+08:00',
    ...over,
  };
};

export const adminPanResource = (over: Partial<AdminPanResource> = {}): AdminPanResource => {
  const id = next++;
  return {
    id,
    taskPlatformId: 9,
    taskPlatformName: '夸克网盘',
    title: `网盘资源${id}`,
    category: 1,
    categoryLabel: '短剧',
    cover: COVER,
    summary: '1080P 全 92 集，更新完结',
    linkTemplate: 'https://pan.quark.cn/s/7c2e9a41f08b?fr={uid}',
    listed: true,
    sort: 0,
    promotedCount: 3,
    createdAt: '2025-03-01T00:00:00+08:00',
    updatedAt: '2025-03-02T00:00:00+08:00',
    ...over,
  };
};
