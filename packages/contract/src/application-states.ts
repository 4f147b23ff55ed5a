/**
 * The states of a promoter's re-check (复审) and whitelist (加白) applications, and the reasons an
 * operator rejects a whitelist application with. Zod-free and in a file of its own: only the pages of
 * these two features and their console queues import it.
 */

const items = <T extends Record<string, { value: number; label: string }>>(e: T) => Object.values(e);

export const RECHECK_STATE = {
  pending: { value: 1, label: '待审核' },
  approved: { value: 2, label: '已通过' },
  rejected: { value: 3, label: '已驳回' },
} as const;
export type RecheckState = 1 | 2 | 3;
export const recheckStateItems = items(RECHECK_STATE);

/**
 * What a re-check asks about, decided by the back-fill's state when it is filed: a rejected back-fill
 * (look again at the rejection) or an effective one whose figures look wrong.
 */
export const RECHECK_KINDS = { rejection: '驳回复审', data: '数据异常' } as const;
export type RecheckKind = keyof typeof RECHECK_KINDS;

export const WHITELIST_STATE = {
  pending: { value: 1, label: '待审核' },
  approved: { value: 2, label: '已加白' },
  rejected: { value: 3, label: '已驳回' },
} as const;
export type WhitelistState = 1 | 2 | 3;
export const whitelistStateItems = items(WHITELIST_STATE);

/**
 * Why an operator turns a whitelist application down; the promoter reads the label (and the operator's
 * note when there is one). `notAuthor` is also what the server answers itself when it can read the
 * work's author and it is not the account.
 */
export const WHITELIST_REJECT_REASONS = {
  otherAgency: '已在其他机构报备',
  notAuthor: '作品不属于该账号',
  linkInvalid: '作品链接无法打开',
  accountInactive: '账号无近期作品或已被限流',
  other: '其他原因',
} as const;
export type WhitelistRejectReason = keyof typeof WHITELIST_REJECT_REASONS;
export const WHITELIST_REJECT_REASON_CODES = Object.keys(WHITELIST_REJECT_REASONS) as [
  WhitelistRejectReason,
  ...WhitelistRejectReason[],
];

/** How many screenshots one re-check may carry, and how long its reason may be. */
export const RECHECK_SCREENSHOTS_MAX = 6;
export const RECHECK_REASON_MIN = 5;
export const RECHECK_REASON_MAX = 300;
/** Pictures a promoter may upload per rolling 24 hours (six per re-check, many times over). */
export const PROMOTER_UPLOADS_PER_DAY = 60;
