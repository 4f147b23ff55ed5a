/**
 * What the console shows and checks about promoters, without zod (the console imports these values):
 * the statuses a promoter is listed in and the bounds of a balance adjustment.
 */

/** A promoter's status as the console lists it; a disabled account counts as disabled even with a deletion pending. */
export const PROMOTER_STATUS_LABELS = {
  active: '正常',
  disabled: '已停用',
  deletionPending: '注销申请中',
} as const;
export type PromoterStatus = keyof typeof PROMOTER_STATUS_LABELS;
export const PROMOTER_STATUSES = Object.keys(PROMOTER_STATUS_LABELS) as [PromoterStatus, ...PromoterStatus[]];

/**
 * The most one balance adjustment may move, either way: ¥100,000. Adjustments correct and compensate;
 * a larger figure is far more likely a typo (an extra zero) than an intent, and larger sums go through
 * settlement.
 */
export const ADJUSTMENT_MAX_FEN = 10_000_000;
/** Why the adjustment was made, as the ledger row's note and the audit log keep it. */
export const ADJUSTMENT_REASON_MAX = 200;
/** Why an account was disabled, as the console shows it. */
export const DISABLE_REASON_MAX = 200;
