import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZFen, ZPage, ZPageQuery } from './envelope';
import { ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { MATCHED_BY, PROVENANCE_SOURCES } from './money';
import { ZSmsCode } from './user';

/**
 * The promoter's money: income lines with their provenance, the ledger, estimated income, real name,
 * withdrawal accounts and withdrawals. Amounts are integer fen; the app formats yuan.
 */

// —— income ——

const ZYmd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/**
 * dateType 0 none, 1 today, 2 last 7 days, 3 custom (startDate ≤ endDate, at most one year apart); days
 * are the operator's time zone (Asia/Shanghai by default).
 */
export const ZIncomePageQuery = ZPageQuery.extend({
  dateType: zQueryNumber(
    z.number().int('日期类型只能是 0-3').min(0, '日期类型只能是 0-3').max(3, '日期类型只能是 0-3'),
    '日期类型只能是 0-3',
  ).default(0),
  startDate: ZYmd.optional(),
  endDate: ZYmd.optional(),
  /** estimated | settled | credited; absent: all. */
  status: z.enum(['estimated', 'settled', 'credited'], '状态只能是 estimated、settled 或 credited').optional(),
})
  .refine((q) => q.dateType !== 3 || q.startDate, { message: '请选择开始日期', path: ['startDate'] })
  .refine((q) => q.dateType !== 3 || q.endDate, { message: '请选择结束日期', path: ['endDate'] });

export const ZIncomeLine = z.object({
  id: ZInt32,
  /** Signed: an adjustment (refund, invalid traffic, penalty) is a negative line of its own. */
  amount: ZFen,
  status: z.enum(['estimated', 'settled', 'credited']),
  statusLabel: z.string(),
  /** YYYY-MM-DD the upstream attributes the income to. */
  incomeDate: z.string(),
  workId: ZInt32.nullable(),
  workTitle: z.string().nullable(),
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  /** What tied it to me, as a short line: 口令「霸总甜宠」, UID 12345, or a link. */
  matchedBy: z.enum(MATCHED_BY),
  matched: z.string(),
  /** For a UID match, the nickname of my media account with that UID (null when none, or another match). */
  matchedName: z.string().nullable(),
  isAdjustment: z.boolean(),
  /**
   * An estimate a settled line of the same platform and income date replaced (已被结算替代): listed with its
   * status, but no longer counted in the figures nor in `total`.
   */
  superseded: z.boolean(),
  createdAt: ZDateTime,
});
export type IncomeLine = z.infer<typeof ZIncomeLine>;
/** A total's parts by status: they add up to the total. */
const ZByStatus = z.object({ estimated: ZFen, settled: ZFen, credited: ZFen });
export const ZIncomePageResponse = ZEnvelope(
  /** `total` sums the whole filtered range (every page), `byStatus` splits it. */
  ZPage(ZIncomeLine).extend({ total: ZFen, byStatus: ZByStatus }),
);

export const ZIncomeDetail = ZIncomeLine.extend({
  provenance: z.object({
    source: z.enum(PROVENANCE_SOURCES),
    /** The report the line came from: an imported file's name (with its report date where the name lacks it), else the stored batch. */
    batch: z.string(),
    row: ZInt32,
    rule: z.string(),
    shareBps: ZInt32.nullable(),
    unitPrice: ZFen.nullable(),
    /** The amount the share was taken of (the viewer's recharge), not the operator's price. */
    baseAmount: ZFen.nullable(),
    aliasId: ZInt32.nullable(),
    adjustment: z.object({ ofLineId: ZInt32, reason: z.string() }).nullable(),
  }),
});
export type IncomeDetail = z.infer<typeof ZIncomeDetail>;
export const ZIncomeDetailQuery = z.object({ id: zQueryId('收益 id ') });
export const ZIncomeDetailResponse = ZEnvelope(ZIncomeDetail);

// —— ledger ——

export const LEDGER_TYPE_LABELS = {
  income: '收益入账',
  rebate: '团队奖励',
  adjustment: '收益调整',
  withdrawal: '提现',
  withdrawal_refund: '提现退回',
  clawback: '待扣回扣款',
} as const;

export const ZAccountRecord = z.object({
  id: ZInt32,
  type: z.enum(['income', 'rebate', 'adjustment', 'withdrawal', 'withdrawal_refund', 'clawback']),
  typeLabel: z.string(),
  amount: ZFen,
  balanceAfter: ZFen,
  note: z.string(),
  /** The withdrawal a withdrawal or refund row belongs to, to open its page. */
  withdrawalId: ZInt32.nullable(),
  createdAt: ZDateTime,
});
export type AccountRecord = z.infer<typeof ZAccountRecord>;
export const ZAccountRecordPageResponse = ZEnvelope(ZPage(ZAccountRecord));

export const ZAccountSummary = z.object({
  /** The balance: what may be withdrawn now. */
  withdrawable: ZFen,
  /** Withdrawals applied for and not yet paid or returned. */
  frozen: ZFen,
  /** Income, rebates and adjustments ever credited; = withdrawable + frozen + totalWithdrawn. */
  totalEarned: ZFen,
  /** Paid out so far. */
  totalWithdrawn: ZFen,
  /** Withdrawn this calendar month (counts against the monthly maximum), in flight or paid. */
  withdrawnThisMonth: ZFen,
  /**
   * 待扣回: refunds, 扣量 or penalties the balance could not cover when they arrived; later income pays
   * them off first. While it is above 0 the balance is 0 (docs/ARCHITECTURE.md "Clawback").
   */
  receivable: ZFen,
});
export type AccountSummary = z.infer<typeof ZAccountSummary>;
export const ZAccountSummaryResponse = ZEnvelope(ZAccountSummary);

// —— estimated income ——

const ZAmountOf = z.object({ id: ZInt32, name: z.string(), amount: ZFen });
/**
 * Income lines of every status (estimated, settled, credited; adjustments lower their day). `today`,
 * `yesterday` are operator-zone days, `thisMonth` the 1st to today, `lastMonth` the previous calendar
 * month; `window` the last 30 days (`from`–`to`, inclusive) that `days`, `byWork` and `byPlatform` cover:
 * each of the three adds up to `window.total`.
 */
export const ZEstimateIncome = z.object({
  today: ZFen,
  yesterday: ZFen,
  thisMonth: ZFen,
  lastMonth: ZFen,
  window: z.object({ from: z.string(), to: z.string(), total: ZFen }),
  /** The window's days, oldest first, every day present (zero when nothing). */
  days: z.array(z.object({ date: z.string(), amount: ZFen })),
  /** The window split by work, largest first; `id` null is income tied to no work (matched by a UID). */
  byWork: z.array(ZAmountOf.extend({ id: ZInt32.nullable() })),
  byPlatform: z.array(ZAmountOf.extend({ dataUpTo: z.string().nullable() })),
});
export type EstimateIncome = z.infer<typeof ZEstimateIncome>;
export const ZEstimateIncomeResponse = ZEnvelope(ZEstimateIncome);

// —— real name ——

export const ZRealNameBody = z.object({
  name: z
    .string()
    .trim()
    .min(2, '姓名至少 2 个字')
    .max(20, '姓名最多 20 个字')
    .regex(/^\p{Script=Han}+(·\p{Script=Han}+)*$/u, '姓名须为中文'),
  idNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{17}[\dX]$/, '身份证号应为 18 位'),
});
export const ZRealName = z.object({
  name: z.string(),
  /** e.g. 1101**********123X */
  idNumberMasked: z.string(),
  verifiedAt: ZDateTime,
});
export type RealName = z.infer<typeof ZRealName>;
export const ZRealNameResponse = ZEnvelope(ZRealName);

// —— withdrawal accounts ——

export const WITHDRAW_ACCOUNT_TYPES = { alipay: '支付宝', bank: '银行卡' } as const;
export const MAX_WITHDRAW_ACCOUNTS = 5;

export const ZWithdrawAccount = z.object({
  id: ZInt32,
  type: z.enum(['alipay', 'bank']),
  typeLabel: z.string(),
  /** Alipay: the masked phone or e-mail; bank: the bank name. */
  title: z.string(),
  /** Alipay: 支付宝; bank: 尾号 1234. */
  subtitle: z.string(),
  holder: z.string(),
  createdAt: ZDateTime,
});
export type WithdrawAccount = z.infer<typeof ZWithdrawAccount>;
export const ZWithdrawAccountListResponse = ZEnvelope(
  z.object({ realName: ZRealName.nullable(), accounts: z.array(ZWithdrawAccount), max: ZInt32 }),
);

const ZAlipayAccount = z
  .string()
  .trim()
  .max(64, '支付宝账号过长')
  .refine((v) => /^1\d{10}$/.test(v) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '支付宝账号应为手机号或邮箱');
export const ZAddWithdrawAccountBody = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('alipay'), account: ZAlipayAccount, smsCode: ZSmsCode }),
    z.object({
      type: z.literal('bank'),
      bankName: z.string().trim().min(2, '请填写开户银行').max(30, '开户银行最多 30 个字'),
      cardNumber: z
        .string()
        .transform((v) => v.replace(/\s+/g, ''))
        .pipe(z.string().regex(/^\d{12,19}$/, '银行卡号应为 12-19 位数字')),
      smsCode: ZSmsCode,
    }),
  ],
  '账户类型只能是 alipay 或 bank',
);
export type AddWithdrawAccountBody = z.input<typeof ZAddWithdrawAccountBody>;
export const ZWithdrawAccountResponse = ZEnvelope(ZWithdrawAccount);

// —— withdrawals ——

const ZWithdrawalStatus = z.enum(['submitted', 'approved', 'paying', 'paid', 'failed', 'rejected']);

export const ZWithdrawApplyBody = z.object({
  accountId: zId('提现账户 id '),
  amount: z
    .number('请输入提现金额')
    .int('提现金额必须是整数（分）')
    .min(1, '请输入提现金额')
    .max(Number.MAX_SAFE_INTEGER, '提现金额超出范围'),
  /** Chosen by the client once per confirmation; a retry with the same id answers the same withdrawal. */
  requestId: z
    .string()
    .trim()
    .min(8, 'requestId 无效')
    .max(64, 'requestId 无效')
    .regex(/^[A-Za-z0-9_-]+$/, 'requestId 无效'),
});

/**
 * What the app needs to show a withdrawal's tax before the promoter confirms, with tax.ts's
 * `withdrawalTax` (the function the server withholds with): whether withholding is on, and this month's
 * withheld-on gross and tax so far. The server works the tax out again under its lock when applying.
 */
export const ZTaxMonthResponse = ZEnvelope(z.object({ withholding: z.boolean(), gross: ZFen, withheld: ZFen }));

export const ZWithdrawal = z.object({
  id: ZInt32,
  amount: ZFen,
  fee: ZFen,
  tax: ZFen,
  net: ZFen,
  feeBps: ZInt32,
  status: ZWithdrawalStatus,
  statusLabel: z.string(),
  account: ZWithdrawAccount.pick({ type: true, typeLabel: true, title: true, subtitle: true, holder: true }),
  /** Why it was rejected or failed; null otherwise. */
  reason: z.string().nullable(),
  createdAt: ZDateTime,
  /** When the money should arrive, as promised at application (the operator's payout rhythm). */
  expectedArrival: ZDateTime,
});
export type Withdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalResponse = ZEnvelope(ZWithdrawal);
export const ZWithdrawalPageQuery = ZPageQuery.extend({ status: ZWithdrawalStatus.optional() });
export const ZWithdrawalPageResponse = ZEnvelope(ZPage(ZWithdrawal));

export const ZWithdrawalEvent = z.object({ status: ZWithdrawalStatus, label: z.string(), at: ZDateTime, note: z.string() });
export const ZWithdrawalDetail = ZWithdrawal.extend({ timeline: z.array(ZWithdrawalEvent) });
export type WithdrawalDetail = z.infer<typeof ZWithdrawalDetail>;
export const ZWithdrawalDetailQuery = z.object({ id: zQueryId('提现 id ') });
export const ZWithdrawalDetailResponse = ZEnvelope(ZWithdrawalDetail);
