import type { TeamStep } from '@tuike/contract/team';

/** The funnel's steps as the promoter reads them, in order. */
export const TEAM_STEP_LABELS: Record<TeamStep, string> = {
  registered: '已注册',
  bound: '已绑定账号',
  backfilled: '已回填作品',
  earning: '已有收益',
};
export const TEAM_STEP_ORDER: readonly TeamStep[] = ['registered', 'bound', 'backfilled', 'earning'];
