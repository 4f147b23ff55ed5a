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
    feature: '团队',
    routes: ['team/invite', 'team/newTeam', 'team/teamMateDeatil'],
    calls: [],
    words: ['团队', '邀请好友', '队员', '下级'],
  },
  { feature: '去水印', routes: ['my/water'], calls: ['POST /api/common/removeWatermark'], words: ['水印'] },
  // Not in the spec at all: the app pays no bonus on top of what the upstream settles.
  { feature: '新人奖励', routes: [], calls: [], words: ['翻倍', '首月', '新人福利', '额外奖励'] },
];
