import { z } from 'zod';
import { ZEnvelope, ZFen } from './envelope';
import { ZInt32 } from './fields';
import { DASHBOARD_MAX_DAYS, DASHBOARD_PRESETS, type DashboardPreset, daysInRange } from './dashboard-range';

/** Whether a YYYY-MM-DD names a real calendar day (the pattern alone lets 2026-02-30 through). */
const isRealDay = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
};

const zDay = (label: string) =>
  z
    .string(`请选择${label}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine(isRealDay, `${label}不是有效的日期`);

const bothReal = (q: { from?: string | undefined; to?: string | undefined }): q is { from: string; to: string } =>
  q.from !== undefined && q.to !== undefined && isRealDay(q.from) && isRealDay(q.to);

/**
 * The dashboard's range: a preset the server works out from its today (`last7` when nothing is given),
 * or `from`–`to`, operator time zone days, both ends included, at most DASHBOARD_MAX_DAYS. That `to` is
 * not after today is checked by the server, which knows the day.
 */
export const ZDashboardDailyQuery = z
  .object({
    preset: z
      .enum(Object.keys(DASHBOARD_PRESETS) as [DashboardPreset, ...DashboardPreset[]], '范围只能是 last7、last30 或 month')
      .optional(),
    from: zDay('开始日期').optional(),
    to: zDay('结束日期').optional(),
  })
  .refine((q) => !(q.preset && (q.from || q.to)), { message: '预设范围和自定义日期只能选一种', path: ['preset'] })
  .refine((q) => q.preset || !q.to || q.from, { message: '请选择开始日期', path: ['from'] })
  .refine((q) => q.preset || !q.from || q.to, { message: '请选择结束日期', path: ['to'] })
  // zod runs these even when a day failed above; a day's own message is the one that should be shown.
  .refine((q) => !bothReal(q) || q.from <= q.to, { message: '结束日期不能早于开始日期', path: ['to'] })
  .refine((q) => !bothReal(q) || daysInRange(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: `日期范围最多 ${DASHBOARD_MAX_DAYS} 天`,
    path: ['from'],
  });

/**
 * The platform's figures for one day or one period. Counts are events of the period (a period's count
 * is the sum of its days'), except `promoters`: everyone registered by the period's end. Amounts are fen.
 */
export const ZDashboardFigures = z.object({
  /** Promoters registered by the end of the day (of the period's last day). */
  promoters: ZInt32,
  /** Promoters who registered. */
  registrations: ZInt32,
  /** Keyword aliases applied for (any outcome since). */
  aliases: ZInt32,
  /** Back-filled links submitted (any review outcome since). */
  backfills: ZInt32,
  /** Income lines dated in the period, every status: what the promoters' 预估收益 shows. */
  estimatedIncome: ZFen,
  /** The part of `estimatedIncome` settled upstream (settled or since credited to the balance). */
  settledIncome: ZFen,
  /** Withdrawals applied for (any status since), and their amount. */
  withdrawalsApplied: ZInt32,
  withdrawalsAppliedAmount: ZFen,
  /** Withdrawals paid out, and their amount (what left the promoters' balances). */
  withdrawalsPaid: ZInt32,
  withdrawalsPaidAmount: ZFen,
});
export type DashboardFigures = z.infer<typeof ZDashboardFigures>;

const ZPeriod = z.object({ from: z.string(), to: z.string(), totals: ZDashboardFigures });

export const ZDashboardDaily = z.object({
  /** The range answered: the one asked for, or the preset's days. */
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first; a day without activity has zeros. */
  days: z.array(ZDashboardFigures.extend({ date: z.string() })),
  /** The range's totals: each count and amount is the sum of its days, `promoters` the last day's. */
  totals: ZDashboardFigures,
  /** The equally long period just before the range, for the change each headline shows. */
  previous: ZPeriod,
  /** Today's figures and yesterday's beside them, whatever the range (the headlines' 今日 line). */
  today: z.object({ date: z.string(), figures: ZDashboardFigures, yesterday: ZDashboardFigures }),
});
export type DashboardDaily = z.infer<typeof ZDashboardDaily>;
export const ZDashboardDailyResponse = ZEnvelope(ZDashboardDaily);
