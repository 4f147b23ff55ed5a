/**
 * The statuses money moves through and the words a promoter reads for them. Zod-free, and a file of its own
 * rather than part of enums.ts, so that only the money pages carry them, not the first screen.
 */
/** An income line's status, in the order money moves: estimated, settled upstream, credited to the balance. */
export const INCOME_STATUS_LABELS = { estimated: '预估', settled: '已结算', credited: '已入账' } as const;
export type IncomeStatus = keyof typeof INCOME_STATUS_LABELS;

/** A withdrawal's status and what the promoter reads for it (the list's filter tabs, the timeline). */
export const WITHDRAWAL_STATUS_LABELS = {
  submitted: '待审核',
  approved: '审核通过',
  paying: '打款中',
  paid: '已到账',
  failed: '打款失败',
  rejected: '已驳回',
} as const;
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUS_LABELS;
