import type { notBuiltCalls } from './calls/not-built';

/**
 * The features of the spec that are not built yet, each with its "即将上线" routes (the route table's
 * paths without a page), its calls answering 501 (calls/not-built.ts) and the words a text uses when it
 * talks about it. Demo and help content (notices, changelog, tutorials, FAQ, banners) describes only what
 * exists: a test fails when such a text names one of these words. A feature that lands leaves this list
 * together with its routes and calls.
 */
export interface NotBuiltFeature {
  readonly feature: string;
  readonly routes: readonly string[];
  readonly calls: readonly (keyof typeof notBuiltCalls)[];
  readonly words: readonly string[];
}

export const NOT_BUILT_FEATURES: readonly NotBuiltFeature[] = [
  {
    feature: '网盘拉新',
    routes: ['pan/panDetail', 'pan/panList', 'pan/post', 'pan/panUid', 'pan/panUrl', 'pan/addPanUrl'],
    calls: [],
    words: ['网盘', '夸克', '转存'],
  },
  {
    feature: '复审申请',
    routes: ['my/shenhe/shenhe', 'my/shenhe/add'],
    calls: ['GET /api/videoReCheck/page', 'POST /api/videoReCheck/add'],
    words: ['复审', '申诉'],
  },
  { feature: '账号加白', routes: ['my/jiabai/jiabai', 'my/jiabai/add'], calls: [], words: ['加白', '白名单'] },
  { feature: 'VIP', routes: ['my/vip/vip'], calls: [], words: ['VIP', '会员等级', '开通会员'] },
  { feature: '去水印', routes: ['my/water'], calls: ['POST /api/common/removeWatermark'], words: ['水印'] },
  {
    feature: '微信导师',
    routes: ['my/wxTeacher/wxTeacher', 'my/wxTeacher/setting'],
    calls: ['GET /api/user/getMentorInfo'],
    words: ['导师'],
  },
  // Not in the spec at all: the app pays no bonus on top of what the upstream settles.
  { feature: '新人奖励', routes: [], calls: [], words: ['翻倍', '首月', '新人福利', '额外奖励'] },
];
