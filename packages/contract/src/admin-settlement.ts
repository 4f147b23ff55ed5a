import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zId, zQueryId } from './fields';
import { MATCHED_BY, ZFen } from './money';
import {
  ADJUSTMENT_REASONS,
  AMOUNT_UNIT_LABELS,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  PREVIEW_ROW_FILTERS,
  RECONCILIATION_REASON_LABELS,
  STANDARD_TEMPLATE_COLUMNS,
  UNMATCHED_REASON_LABELS,
  UNMATCHED_STATUS_LABELS,
} from './settlement-rules';

/**
 * The settlement engine in the console (finance and admin, grant `settlement.run`): upstream report
 * imports with their preview and progress, the per-platform column mapping of non-standard formats,
 * the unmatched queue and its assignment, and reconciliation. Amounts are integer fen: `upstreamAmount`
 * is what the report bills (计费金额), `amount` the promoter's share after the platform's price rule.
 */

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
/** A calendar day that exists (the pattern alone lets 2026-02-30 through; the database has no year 0). */
const isRealDay = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  return ymd >= '0001-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
};
const ZYmd = z
  .string('日期格式应为 YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(isRealDay, '日期不存在');
/** The console's idempotency key for a write that moves money, chosen once per click (a UUID). */
const ZRequestId = z.string('requestId 须为 UUID').trim().toLowerCase().pipe(z.uuid('requestId 须为 UUID'));

export const ZImportKind = z.enum(IMPORT_KINDS, '类型只能是 estimate、settled 或 adjustment');
export const ZImportStatus = z.enum(IMPORT_STATUSES);

/**
 * The multipart fields beside `file` on `POST /admin-api/settlement/imports` (sent before the file, so
 * the server refuses a bad form before reading a byte of it).
 */
export const ZImportFields = z.object({
  taskPlatformId: z.preprocess((v) => (typeof v === 'string' && /^[1-9]\d*$/.test(v) ? Number(v) : v), zId('任务平台 id ')),
  reportDate: ZYmd,
  kind: ZImportKind,
  /**
   * For an `adjustment` report: what its rows take back (one report, one reason: a refund bill, an
   * 扣量 notice, a penalty notice); refund when not sent. Ignored for the other kinds.
   */
  reasonCode: z.enum(ADJUSTMENT_REASONS, '原因只能是 refund、invalid_traffic 或 penalty').optional(),
});
export type ImportFields = z.infer<typeof ZImportFields>;

/** The path segment of one import. */
export const ZImportParams = z.object({ id: zQueryId('导入 id ') });

/** What an import found, counted over its rows; amounts summed in fen. */
export const ZImportPreview = z.object({
  totalRows: ZInt32,
  matchedRows: ZInt32,
  unmatchedRows: ZInt32,
  errorRows: ZInt32,
  /** Rows whose identity (platform + report date + row identity + kind) an earlier import already applied. */
  duplicateRows: ZInt32,
  /** Matched rows by the key that tied them: alias, then UID, then link. */
  matchedBy: z.object(
    Object.fromEntries(MATCHED_BY.map((k) => [k, ZInt32])) as Record<(typeof MATCHED_BY)[number], typeof ZInt32>,
  ),
  /** The billed amount of every readable row. */
  upstreamAmount: ZFen,
  /** What the matched rows pay promoters after the price rule. */
  matchedAmount: ZFen,
  unmatchedUpstreamAmount: ZFen,
  /** Distinct promoters the matched rows pay. */
  promoters: ZInt32,
});
export type ImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportProgress = z.object({
  /** Which step is running; null when none is. */
  phase: z.enum(['parsing', 'confirming']).nullable(),
  /** Rows (confirming) or bytes (parsing) done of `total`; total null while unknown. */
  done: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
});

export const ZSettlementImport = z.object({
  id: ZInt32,
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  reportDate: z.string(),
  kind: ZImportKind,
  /** An adjustment report's reason (its lines' reason code); null for the other kinds. */
  reasonCode: z.enum(ADJUSTMENT_REASONS).nullable(),
  status: ZImportStatus,
  fileName: z.string(),
  fileSize: z.number().int().min(0),
  /** `standard` for the template, else the platform's remembered mapping. */
  format: z.enum(['standard', 'mapped']),
  preview: ZImportPreview.nullable(),
  progress: ZImportProgress,
  /** Why it failed (an unreadable file, a header that is neither the template nor the mapping). */
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: ZDateTime,
  confirmedBy: z.string().nullable(),
  appliedAt: ZDateTime.nullable(),
});
export type SettlementImport = z.infer<typeof ZSettlementImport>;
export const ZSettlementImportResponse = ZEnvelope(ZSettlementImport);

export const ZImportPageQuery = ZPageQuery.extend({
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  status: z.enum([...IMPORT_STATUSES, ''], '状态不正确').optional(),
});
export const ZImportPageResponse = ZEnvelope(ZPage(ZSettlementImport));

export const ZConfirmImportBody = z.object({ requestId: ZRequestId });

export const ZPreviewRowsQuery = ZPageQuery.extend({
  filter: z.enum(keysOf(PREVIEW_ROW_FILTERS), '筛选只能是 matched、unmatched、error 或 duplicate'),
});

/** One row of a report as the preview shows it, with its line number in the file (the header is line 1). */
export const ZPreviewRow = z.object({
  lineNo: ZInt32,
  rowKey: z.string(),
  date: z.string().nullable(),
  alias: z.string().nullable(),
  uid: z.string().nullable(),
  link: z.string().nullable(),
  workTitle: z.string().nullable(),
  newUsers: ZInt32.nullable(),
  orders: ZInt32.nullable(),
  upstreamAmount: ZFen.nullable(),
  /** The promoter's amount after the price rule; null unless matched. */
  amount: ZFen.nullable(),
  matchedBy: z.enum(MATCHED_BY).nullable(),
  promoter: z.object({ id: ZInt32, nickname: z.string(), phoneMasked: z.string() }).nullable(),
  /** For an error or unmatched row: why, naming the column (第 12 行 amount_yuan：…). */
  reason: z.string().nullable(),
});
export type PreviewRow = z.infer<typeof ZPreviewRow>;
export const ZPreviewRowsResponse = ZEnvelope(ZPage(ZPreviewRow));

/** A platform's upstream format: which header holds each template column, and the amount's unit. */
/** A stored report's bytes (CSV or XLSX, streamed as uploaded): described for OpenAPI, never parsed. */
export const ZStoredFile = z.string().describe('the file as it was uploaded');

export const ZImportMapping = z.object({
  taskPlatformId: zId('任务平台 id '),
  /** Template column → the upstream header text; `row_id`, `uid`, `link`, `work_title`, `orders` may be absent. */
  columns: z.partialRecord(
    z.enum(STANDARD_TEMPLATE_COLUMNS),
    z.string().trim().min(1, '列名不能为空').max(100, '列名最多 100 个字'),
  ),
  amountUnit: z.enum(keysOf(AMOUNT_UNIT_LABELS), '金额单位只能是 yuan 或 fen'),
  /** Upstream columns holding refunds, subtracted from the amount (Douyin's bills carry them apart). */
  refundColumns: z.array(z.string().trim().min(1).max(100)).max(5, '退款列最多 5 个').default([]),
});
export type ImportMapping = z.infer<typeof ZImportMapping>;
export const ZImportMappingQuery = z.object({ taskPlatformId: zQueryId('任务平台 id ') });
export const ZImportMappingResponse = ZEnvelope(ZImportMapping.extend({ updatedAt: ZDateTime }).nullable());

export const ZUnmatchedPageQuery = ZPageQuery.extend({
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  status: z.enum([...keysOf(UNMATCHED_STATUS_LABELS), ''], '状态不正确').optional(),
  reason: z.enum([...keysOf(UNMATCHED_REASON_LABELS), ''], '原因不正确').optional(),
  /** Alias, UID or link text, or an import id. */
  keyword: z.string().trim().max(100, '关键词最多 100 个字').optional(),
});

export const ZUnmatchedRow = z.object({
  id: ZInt32,
  importId: ZInt32,
  /** The uploaded report's file name, as finance knows the import. */
  fileName: z.string(),
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  reportDate: z.string(),
  kind: ZImportKind,
  lineNo: ZInt32,
  date: z.string(),
  alias: z.string().nullable(),
  uid: z.string().nullable(),
  link: z.string().nullable(),
  workTitle: z.string().nullable(),
  upstreamAmount: ZFen,
  reason: z.enum(keysOf(UNMATCHED_REASON_LABELS)),
  status: z.enum(keysOf(UNMATCHED_STATUS_LABELS)),
  /** Once assigned: to whom and the income line it became. */
  assignedTo: z.object({ id: ZInt32, nickname: z.string(), phoneMasked: z.string() }).nullable(),
  incomeLineId: ZInt32.nullable(),
  createdAt: ZDateTime,
});
export type UnmatchedRow = z.infer<typeof ZUnmatchedRow>;
export const ZUnmatchedPageResponse = ZEnvelope(ZPage(ZUnmatchedRow));

export const ZAssignUnmatchedBody = z.object({
  ids: z.array(zId('未匹配记录 id ')).min(1, '请选择要指派的记录').max(200, '一次最多指派 200 条'),
  userId: zId('推客 id '),
  requestId: ZRequestId,
});
export const ZAssignUnmatchedResponse = ZEnvelope(z.object({ assigned: ZInt32, amount: ZFen }));

export const ZReconciliationQuery = z
  .object({
    userId: zQueryId('推客 id ').optional(),
    taskPlatformId: zQueryId('任务平台 id ').optional(),
    from: ZYmd,
    to: ZYmd,
  })
  .refine((q) => q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] });

/** Estimated vs settled for a period, and each difference explained. */
export const ZReconciliation = z.object({
  from: z.string(),
  to: z.string(),
  estimated: ZFen,
  settled: ZFen,
  /** settled − estimated. */
  difference: ZFen,
  explained: z.array(z.object({ reason: z.enum(keysOf(RECONCILIATION_REASON_LABELS)), amount: ZFen, rows: ZInt32 })),
  /** The part of the difference no reason accounts for (0 when every fen is explained). */
  unexplained: ZFen,
  /** Per platform, the same figures (one row when a platform was chosen). */
  byPlatform: z.array(
    z.object({
      taskPlatformId: ZInt32,
      taskPlatformName: z.string(),
      estimated: ZFen,
      settled: ZFen,
      difference: ZFen,
      /** The newest report date imported for the platform ("data up to …"). */
      dataUpTo: z.string().nullable(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof ZReconciliation>;
export const ZReconciliationResponse = ZEnvelope(ZReconciliation);

/** The promoter's own reconciliation on the income page: a month, optionally one platform. */
export const ZMyReconciliationQuery = z.object({
  month: z
    .string('月份格式应为 YYYY-MM')
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM')
    .refine((m) => m >= '0001-01', '月份不存在'),
  taskPlatformId: zQueryId('任务平台 id ').optional(),
});

/** Report rows that carry a UID the promoter has not bound: "data arrived for UID …, bind it". */
export const ZUidNotice = z.object({
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  uid: z.string(),
  rows: ZInt32,
  latestReportDate: z.string(),
});
export type UidNotice = z.infer<typeof ZUidNotice>;
export const ZUidNoticesResponse = ZEnvelope(z.array(ZUidNotice));
