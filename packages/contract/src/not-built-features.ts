/**
 * The features that are not built, each with its "即将上线" routes (the route table's paths without a
 * page) and the words a text uses when it talks about it. Demo and help content (notices, changelog,
 * tutorials, FAQ, banners) describes only what exists: a test fails when such a text names one of these
 * words. A feature that lands leaves this list together with its routes. (Every call of the spec is
 * routed; a contract call without a handler would answer 501 from the server's pending module.)
 */
export interface NotBuiltFeature {
  readonly feature: string;
  readonly routes: readonly string[];
  readonly words: readonly string[];
}

export const NOT_BUILT_FEATURES: readonly NotBuiltFeature[] = [
  // Not in the spec at all: the app pays no bonus on top of what the upstream settles.
  { feature: '新人奖励', routes: [], words: ['翻倍', '首月', '新人福利', '额外奖励'] },
];
