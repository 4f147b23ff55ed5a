import type { Reconciliation, UidNotice } from '@tuike/contract/admin-settlement';
import type { AccountRecord, AccountSummary, EstimateIncome, IncomeDetail, IncomeLine } from '@tuike/contract/wallet';

// The promoter's money: summary, income lines, balance records, estimates.

export const aSummary = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  withdrawable: 123456789,
  frozen: 50000,
  totalEarned: 200000000,
  totalWithdrawn: 76493211,
  withdrawnThisMonth: 50000,
  receivable: 0,
  ...over,
});

export const anIncomeLine = (over: Partial<IncomeLine> = {}): IncomeLine => ({
  id: 1,
  amount: 1230,
  status: 'credited',
  statusLabel: '已入账',
  incomeDate: '2026-11-20',
  workId: 7,
  workTitle: '霸道总裁的替身新娘',
  taskPlatformId: 1,
  taskPlatformName: '红果短剧',
  matchedBy: 'alias',
  matched: '口令「霸总甜宠」',
  matchedName: null,
  isAdjustment: false,
  superseded: false,
  createdAt: '2026-11-21T02:00:00+08:00',
  ...over,
});

export const anIncomeDetail = (over: Partial<IncomeDetail> = {}): IncomeDetail => ({
  ...anIncomeLine(),
  provenance: {
    source: 'report',
    batch: '红果短剧_2026-11-20_周结算.csv',
    row: 42,
    rule: 'CPS 充值分成 70%',
    shareBps: 7000,
    unitPrice: null,
    baseAmount: 1757,
    aliasId: 31,
    adjustment: null,
  },
  ...over,
});

export const aRecord = (over: Partial<AccountRecord> = {}): AccountRecord => ({
  id: 1,
  type: 'income',
  typeLabel: '收益入账',
  amount: 1230,
  balanceAfter: 51230,
  note: '红果短剧 2026-11-20 收益',
  withdrawalId: null,
  createdAt: '2026-11-21T02:00:00+08:00',
  ...over,
});

/**
 * Thirty days ending 2026-11-21, a little income on every third day (¥113.50 in all); the splits add up
 * to it as the server's do, the UID-matched income a row without a work.
 */
export const anEstimate = (over: Partial<EstimateIncome> = {}): EstimateIncome => ({
  today: 1520,
  yesterday: 3380,
  thisMonth: 45600,
  lastMonth: 81234,
  window: { from: '2026-10-23', to: '2026-11-21', total: 11350 },
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-${i < 9 ? '10' : '11'}-${String(i < 9 ? 23 + i : i - 8).padStart(2, '0')}`,
    amount: i % 3 === 0 ? 1000 + i * 10 : 0,
  })),
  byWork: [
    { id: 7, name: '霸道总裁的替身新娘', amount: 8000 },
    { id: 8, name: '重生之我是首富', amount: 2350 },
    { id: null, name: '其他（UID 匹配）', amount: 1000 },
  ],
  byPlatform: [
    { id: 1, name: '红果短剧', amount: 9350, dataUpTo: '2026-11-20' },
    { id: 2, name: '番茄小说', amount: 2000, dataUpTo: null },
  ],
  ...over,
});

/** A month's reconciliation: ¥300.00 estimated, ¥268.50 settled, the ¥31.50 explained by a refund and 扣量. */
export const aReconciliation = (over: Partial<Reconciliation> = {}): Reconciliation => ({
  from: '2026-10-01',
  to: '2026-10-31',
  estimated: 30_000,
  settled: 26_850,
  difference: -3_150,
  explained: [
    { reason: 'refund', amount: -2_000, rows: 3 },
    { reason: 'invalid_traffic', amount: -1_150, rows: 2 },
  ],
  unexplained: 0,
  byPlatform: [
    {
      taskPlatformId: 2,
      taskPlatformName: '七猫短剧',
      estimated: 30_000,
      settled: 26_850,
      difference: -3_150,
      dataUpTo: '2026-10-30',
    },
  ],
  ...over,
});

/** Report rows waiting for a UID of mine that is not bound. */
export const aUidNotice = (over: Partial<UidNotice> = {}): UidNotice => ({
  taskPlatformId: 2,
  taskPlatformName: '七猫短剧',
  uid: '2849173650',
  rows: 3,
  latestReportDate: '2026-11-20',
  ...over,
});
