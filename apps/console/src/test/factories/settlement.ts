import type { ImportMapping, PreviewRow, Reconciliation, SettlementImport, UnmatchedRow } from '@tuike/contract/admin-settlement';

let next = 1;

/** What an import found: 1,200 rows, 1,150 matched (mostly by alias), ¥3,450.00 billed, ¥2,070.00 to 38 promoters. */
export const importPreview = (over: Partial<NonNullable<SettlementImport['preview']>> = {}) => ({
  totalRows: 1200,
  matchedRows: 1150,
  unmatchedRows: 40,
  errorRows: 6,
  duplicateRows: 4,
  matchedBy: { alias: 1100, uid: 42, link: 8 },
  upstreamAmount: 345_000,
  matchedAmount: 207_000,
  unmatchedUpstreamAmount: 12_000,
  promoters: 38,
  ...over,
});

/** An import of 七猫短剧's settled report of 2025-03-01, ready to confirm unless told. */
export const settlementImport = (over: Partial<SettlementImport> = {}): SettlementImport => {
  const id = over.id ?? next++;
  return {
    id,
    taskPlatformId: 2,
    taskPlatformName: '七猫短剧',
    reportDate: '2025-03-01',
    kind: 'settled',
    reasonCode: null,
    status: 'ready',
    fileName: `qimao-2025-03-01-${id}.csv`,
    fileSize: 2_400_000,
    format: 'standard',
    preview: importPreview(),
    progress: { phase: null, done: 0, total: null },
    error: null,
    createdBy: 'finance',
    createdAt: '2025-03-02T10:00:00+08:00',
    confirmedBy: null,
    appliedAt: null,
    ...over,
  };
};

/** One row of an import's preview, matched by alias to 小星追剧 unless told. */
export const previewRow = (over: Partial<PreviewRow> = {}): PreviewRow => {
  const lineNo = over.lineNo ?? next++ + 1;
  return {
    lineNo,
    rowKey: `r-${lineNo}`,
    date: '2025-03-01',
    alias: '傅总追妻',
    uid: null,
    link: null,
    workTitle: '闪婚后傅总每天都在追妻',
    newUsers: 3,
    orders: 0,
    upstreamAmount: 1_050,
    amount: 1_050,
    matchedBy: 'alias',
    promoter: { id: 7, nickname: '小星追剧', phoneMasked: '138****0000' },
    reason: null,
    ...over,
  };
};

/** A row in the unmatched queue: waiting, no promoter for its alias. */
export const unmatchedRow = (over: Partial<UnmatchedRow> = {}): UnmatchedRow => {
  const id = over.id ?? next++;
  return {
    id,
    importId: 11,
    fileName: '七猫短剧_2025-03-01_结算.csv',
    taskPlatformId: 2,
    taskPlatformName: '七猫短剧',
    reportDate: '2025-03-01',
    kind: 'settled',
    lineNo: id + 1,
    date: '2025-03-01',
    alias: `无主口令${id}`,
    uid: null,
    link: null,
    workTitle: '闪婚后傅总每天都在追妻',
    upstreamAmount: 700,
    reason: 'no_match',
    status: 'waiting',
    assignedTo: null,
    incomeLineId: null,
    createdAt: '2025-03-02T10:05:00+08:00',
    ...over,
  };
};

/** March's reconciliation: ¥1,000.00 estimated, ¥940.00 settled, the ¥60.00 explained by refunds and 扣量. */
export const reconciliation = (over: Partial<Reconciliation> = {}): Reconciliation => ({
  from: '2025-03-01',
  to: '2025-03-31',
  estimated: 100_000,
  settled: 94_000,
  difference: -6_000,
  explained: [
    { reason: 'refund', amount: -4_000, rows: 12 },
    { reason: 'invalid_traffic', amount: -2_000, rows: 5 },
  ],
  unexplained: 0,
  byPlatform: [
    {
      taskPlatformId: 2,
      taskPlatformName: '七猫短剧',
      estimated: 100_000,
      settled: 94_000,
      difference: -6_000,
      dataUpTo: '2025-03-30',
    },
  ],
  ...over,
});

/** 抖音短剧's saved mapping: Douyin's bill columns, amounts already in fen, refunds in a column of their own. */
export const importMapping = (over: Partial<ImportMapping & { updatedAt: string }> = {}) => ({
  taskPlatformId: 3,
  columns: { date: '日期', alias: '推广口令', new_users: '新增用户', amount_yuan: '结算金额(分)' },
  amountUnit: 'fen' as const,
  refundColumns: ['退款金额(分)'],
  updatedAt: '2025-03-01T10:00:00+08:00',
  ...over,
});
