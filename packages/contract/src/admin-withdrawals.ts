import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZFen, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { WITHDRAWAL_STATUS_LABELS } from './money-status';
import { ZAccountRecord, ZWithdrawal, ZWithdrawalEvent } from './wallet';

/**
 * Finance's side of withdrawals in the console: the queue, one withdrawal with its promoter, timeline and
 * ledger rows, the steps that move it (approve, reject, start payout, record the transfer, sync with the
 * channel) and the CSV export. Amounts are integer fen; account numbers are masked (the export is the one
 * place that carries them whole, for paying outside).
 */

const STATUSES = Object.keys(WITHDRAWAL_STATUS_LABELS) as [keyof typeof WITHDRAWAL_STATUS_LABELS];
/**
 * A status filter; empty (`?status=&page=1`, as scripts write the call) means every status. Text filters
 * below take empty the same way, so a form or script may send a field it left blank.
 */
const ZStatusFilter = z.enum([...STATUSES, ''], `状态只能是 ${STATUSES.join('、')}`).optional();

/** How a payout is sent: finance pays outside and records it, or Alipay's transfer API. */
export const PAYOUT_CHANNEL_LABELS = { manual: '人工打款', alipay: '支付宝转账' } as const;
const ZChannel = z.enum(Object.keys(PAYOUT_CHANNEL_LABELS) as [keyof typeof PAYOUT_CHANNEL_LABELS]);

const ZYmd = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, '日期格式应为 YYYY-MM-DD');
const zQueryFen = (label: string) =>
  zQueryNumber(
    z.number().int(`${label}必须是整数（分）`).min(0, `${label}不能为负数`).max(Number.MAX_SAFE_INTEGER, `${label}超出范围`),
    `${label}必须是整数（分）`,
  );

/**
 * The console's idempotency key for a step that moves money, chosen once per click (a UUID): a retry of
 * the same request answers what the first did; another request for a step already taken gets 409.
 */
const ZRequestId = z.string('requestId 须为 UUID').trim().toLowerCase().pipe(z.uuid('requestId 须为 UUID'));

/** The filters the queue, its status counts and the export share. */
const filters = {
  /** 11 digits: that phone; fewer (3 or more): phones starting with them. */
  phone: z
    .string()
    .trim()
    .regex(/^(\d{3,11})?$/, '手机号应为 3-11 位数字')
    .optional(),
  /** The promoter's public number (推客号). */
  promoterNo: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, '推客号应为 8 位数字')
    .optional(),
  /** Part of the promoter's nickname, as every other promoter search of the console takes it. */
  nickname: z.string().trim().max(32, '昵称最多 32 个字').optional(),
  userId: zQueryId('推客 id ').optional(),
  /** Applied on or after / on or before these days (operator time zone), inclusive. */
  from: ZYmd.optional(),
  to: ZYmd.optional(),
  minAmount: zQueryFen('最低金额').optional(),
  maxAmount: zQueryFen('最高金额').optional(),
};

type FilterShape = {
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
};
const rangesInOrder = <T extends z.ZodType<FilterShape>>(schema: T) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] })
    .refine((q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount, {
      message: '最低金额不能高于最高金额',
      path: ['minAmount'],
    });

export const WITHDRAWAL_SORTS = ['createdAt', 'amount'] as const;

export const ZAdminWithdrawalPageQuery = rangesInOrder(
  ZPageQuery.extend({
    status: ZStatusFilter,
    ...filters,
    sort: z.enum(WITHDRAWAL_SORTS, '排序只能是 createdAt 或 amount').default('createdAt'),
    order: z.enum(['asc', 'desc'], '顺序只能是 asc 或 desc').default('desc'),
  }),
);
export type AdminWithdrawalPageQuery = z.input<typeof ZAdminWithdrawalPageQuery>;

export const ZAdminWithdrawalCountsQuery = rangesInOrder(z.object(filters));
export const ZAdminWithdrawalExportQuery = rangesInOrder(z.object({ status: ZStatusFilter, ...filters }));

/**
 * The quarterly tax export: a year and a quarter (Q1 = January–March, operator-zone months). The year is
 * bounded so a typing slip is refused rather than answered with an empty file.
 */
export const ZTaxExportQuery = z.object({
  year: zQueryNumber(
    z.number().int('年份必须是整数').min(2020, '年份不能早于 2020').max(2100, '年份不能晚于 2100'),
    '年份必须是整数',
  ),
  quarter: zQueryNumber(z.number().int('季度必须是 1-4').min(1, '季度必须是 1-4').max(4, '季度必须是 1-4'), '季度必须是 1-4'),
});
export type TaxExportQuery = z.input<typeof ZTaxExportQuery>;

export const ZAdminWithdrawal = ZWithdrawal.extend({
  promoter: z.object({
    id: ZInt32,
    promoterNo: z.string(),
    nickname: z.string(),
    /** 138****0000 */
    phoneMasked: z.string(),
  }),
  /** The number the channel knows the payout by (Alipay out_biz_no; parts add -1, -2); null before payout. */
  payoutNo: z.string().nullable(),
  payoutChannel: ZChannel.nullable(),
  /** The channel's transfer number(s): Alipay's order ids, or what finance recorded. */
  transferNo: z.string().nullable(),
  updatedAt: ZDateTime,
});
export type AdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;
export const ZAdminWithdrawalResponse = ZEnvelope(ZAdminWithdrawal);
export const ZAdminWithdrawalPageResponse = ZEnvelope(ZPage(ZAdminWithdrawal));

/** How many withdrawals each status holds under the filters: the queue's tabs. */
export const ZAdminWithdrawalCounts = z.object(
  Object.fromEntries(STATUSES.map((s) => [s, ZInt32])) as Record<(typeof STATUSES)[number], typeof ZInt32>,
);
export type AdminWithdrawalCounts = z.infer<typeof ZAdminWithdrawalCounts>;
export const ZAdminWithdrawalCountsResponse = ZEnvelope(ZAdminWithdrawalCounts);

export const ZAdminWithdrawalDetail = ZAdminWithdrawal.extend({
  /** The promoter's verified real name (the payee's name must equal it). */
  realName: z.object({ name: z.string(), idNumberMasked: z.string() }).nullable(),
  /** The promoter's balance now (what is left to withdraw). */
  balance: ZFen,
  /** Each step, oldest first, with the operator who took it (null: the promoter or the channel). */
  timeline: z.array(ZWithdrawalEvent.extend({ operatorAccount: z.string().nullable() })),
  /** The ledger rows of this withdrawal: the debit at application and any refund. */
  ledger: z.array(ZAccountRecord),
});
export type AdminWithdrawalDetail = z.infer<typeof ZAdminWithdrawalDetail>;
export const ZAdminWithdrawalDetailQuery = z.object({ id: zQueryId('提现 id ') });
export const ZAdminWithdrawalDetailResponse = ZEnvelope(ZAdminWithdrawalDetail);

const ZWithdrawalId = zId('提现 id ');
const ZReason = (what: string) => z.string(`请填写${what}`).trim().min(1, `请填写${what}`).max(200, `${what}最多 200 个字`);

/** requestId is optional here for outside scripts: without it the call is a plain state move. */
export const ZApproveWithdrawalBody = z.object({ id: ZWithdrawalId, requestId: ZRequestId.optional() });
export const ZRejectWithdrawalBody = z.object({
  id: ZWithdrawalId,
  reason: ZReason('驳回原因'),
  requestId: ZRequestId.optional(),
});
export const ZStartPayoutBody = z.object({ id: ZWithdrawalId, requestId: ZRequestId });
export const ZSyncPayoutBody = z.object({ id: ZWithdrawalId });

export const TRANSFER_OUTCOMES = { paid: '已到账', failed: '打款失败' } as const;
/** What finance records for a manual payout: the transfer's number and what became of it. */
export const ZRecordTransferBody = z
  .object({
    id: ZWithdrawalId,
    transferNo: z
      .string('请填写转账流水号')
      .trim()
      .min(1, '请填写转账流水号')
      .max(64, '转账流水号最多 64 个字符')
      .regex(/^[\w\-./#]+$/, '转账流水号只能含字母、数字和 - _ . / #'),
    outcome: z.enum(Object.keys(TRANSFER_OUTCOMES) as ['paid', 'failed'], '结果只能是 paid 或 failed'),
    reason: ZReason('失败原因').optional(),
    requestId: ZRequestId,
  })
  .refine((b) => b.outcome !== 'failed' || b.reason, { message: '请填写失败原因', path: ['reason'] });
export type RecordTransferBody = z.input<typeof ZRecordTransferBody>;

/** The export's text: CSV with a BOM (see the call's description). */
export const ZCsvFile = z.string();
