/**
 * The settlement engine's fixed vocabulary, zod-free so the console and the app read it at no cost:
 * import kinds and statuses, the standard report template, the reasons a row is not credited and the
 * reasons an amount differs between estimate and settlement. Labels are what the UI shows.
 */

/** What a report says: an estimate (预估), the settled figures (结算), or corrections (refunds, 扣量, penalties). */
export const IMPORT_KIND_LABELS = { estimate: '预估', settled: '结算', adjustment: '调整（退款/扣量/处罚）' } as const;
export type ImportKind = keyof typeof IMPORT_KIND_LABELS;
export const IMPORT_KINDS = Object.keys(IMPORT_KIND_LABELS) as [ImportKind, ...ImportKind[]];

/**
 * An import's life: the file is parsed and attributed (`parsing`) into a preview (`ready`); confirming
 * applies it in one transaction (`confirming` → `applied`); a file that cannot be read, or a confirm
 * that fails, ends `failed` with its reason and changes no money.
 */
export const IMPORT_STATUS_LABELS = {
  parsing: '解析中',
  ready: '待确认',
  confirming: '入账中',
  applied: '已入账',
  failed: '失败',
} as const;
export type ImportStatus = keyof typeof IMPORT_STATUS_LABELS;
export const IMPORT_STATUSES = Object.keys(IMPORT_STATUS_LABELS) as [ImportStatus, ...ImportStatus[]];

/**
 * The standard template's header row, exactly. `amount_yuan` is the billed amount (计费金额) the
 * platform's price rule applies to, a decimal string in yuan parsed exactly into fen; `row_id` is the
 * upstream's own row identity (empty: a hash of the row stands in).
 */
export const STANDARD_TEMPLATE_COLUMNS = [
  'row_id',
  'date',
  'alias',
  'uid',
  'link',
  'work_title',
  'new_users',
  'orders',
  'amount_yuan',
] as const;
export type TemplateColumn = (typeof STANDARD_TEMPLATE_COLUMNS)[number];

/** The largest report file the console takes. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

/** A mapped upstream format's amount unit: yuan as a decimal string, or whole fen (Douyin's bills). */
export const AMOUNT_UNIT_LABELS = { yuan: '元（小数）', fen: '分（整数）' } as const;
export type AmountUnit = keyof typeof AMOUNT_UNIT_LABELS;

/** Which rows of an import's preview to list. */
export const PREVIEW_ROW_FILTERS = { matched: '已匹配', unmatched: '未匹配', error: '有错误', duplicate: '已导入过' } as const;
export type PreviewRowFilter = keyof typeof PREVIEW_ROW_FILTERS;

/** Why a readable row could not be tied to a promoter; it waits in the unmatched queue. */
export const UNMATCHED_REASON_LABELS = {
  no_match: '口令、UID、链接均未匹配到推客',
  uid_outside_binding: '视频发布时该 UID 未绑定在本平台',
  promoter_disabled: '匹配到的推客已停用或已注销',
} as const;
export type UnmatchedReason = keyof typeof UNMATCHED_REASON_LABELS;

/** An unmatched row waits, is assigned to a promoter by an operator, or is dropped with a reason. */
export const UNMATCHED_STATUS_LABELS = { waiting: '待处理', assigned: '已指派', dropped: '已忽略' } as const;
export type UnmatchedStatus = keyof typeof UNMATCHED_STATUS_LABELS;

/** Why a negative or correcting income line exists (shown beside the line). */
export const INCOME_REASON_LABELS = {
  refund: '退款',
  invalid_traffic: '无效流量扣量',
  penalty: '违规处罚',
  correction: '结算更正',
} as const;
export type IncomeReason = keyof typeof INCOME_REASON_LABELS;
/** What an adjustment report takes back (a correction comes from a re-sent settled report instead). */
export const ADJUSTMENT_REASONS = ['refund', 'invalid_traffic', 'penalty'] as const satisfies readonly IncomeReason[];
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * What explains the gap between estimated and settled income of a promoter, platform and period:
 * the correcting lines by their reason, the cap, rows the platform settled at another amount than it
 * estimated, rows that settled but matched nobody, rows reported after the period's settlement, and
 * estimates of days whose settled report has not come yet.
 */
export const RECONCILIATION_REASON_LABELS = {
  refund: '退款',
  invalid_traffic: '无效流量扣量',
  penalty: '违规处罚',
  correction: '结算更正',
  cap: '超出平台结算上限',
  revised: '平台核定金额与预估不同',
  unmatched: '未匹配到推客',
  late: '延迟到账（晚于结算报表）',
  pending: '待结算（该日结算报表未到）',
} as const;
export type ReconciliationReason = keyof typeof RECONCILIATION_REASON_LABELS;
