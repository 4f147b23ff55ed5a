import type { TeamMember, TeamMemberDetail, TeamRebateLine, TeamSummary } from '@tuike/contract/team';

// My team: the summary, members and one member's detail, shaped as the contract's schemas.

export const aTeamSummary = (over: Partial<TeamSummary> = {}): TeamSummary => ({
  inviteCode: 'K7M2QX',
  counts: { direct: 12, second: 30 },
  funnel: { registered: 12, bound: 9, backfilled: 6, earning: 4 },
  teamIncome: { thisMonth: 356_000, total: 1_282_050 },
  rebate: { thisMonth: 35_600, total: 128_205 },
  rebateBps: 1000,
  ...over,
});

export const aTeamMember = (over: Partial<TeamMember> = {}): TeamMember => ({
  id: 41,
  nickname: '小鹿推剧',
  phoneMasked: '138****2201',
  joinedAt: '2026-11-02T09:30:00+08:00',
  step: 'bound',
  ...over,
});

export const aTeamRebateLine = (over: Partial<TeamRebateLine> = {}): TeamRebateLine => ({
  id: 301,
  amount: 1_235,
  bps: 1000,
  at: '2026-11-20T10:00:00+08:00',
  source: {
    lineId: 9001,
    incomeDate: '2026-11-19',
    amount: 12_345,
    platformName: '抖音短剧',
    workName: '重生之我在豪门当保姆',
    rule: 'CPS 70%',
    batch: '河马剧场_2026-11-22_周结算.csv',
    row: 17,
    matchedBy: 'alias',
    adjustmentReason: null,
  },
  ...over,
});

export const aTeamMemberDetail = (over: Partial<TeamMemberDetail> = {}): TeamMemberDetail => ({
  ...aTeamMember({ step: 'earning' }),
  steps: {
    registered: '2026-11-02T09:30:00+08:00',
    bound: '2026-11-03T20:12:00+08:00',
    backfilled: '2026-11-05T12:00:00+08:00',
    earning: '2026-11-20T10:00:00+08:00',
  },
  rebateTotal: 1_235,
  rebateCount: 1,
  rebates: [aTeamRebateLine()],
  ...over,
});
