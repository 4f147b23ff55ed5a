import type { DashboardDaily, DashboardFigures } from './api/dashboard-daily';

export type Figure = keyof DashboardFigures;

/** What each figure is called on the cards, in the charts and in the table. */
export const FIGURE_LABELS: Record<Figure, string> = {
  promoters: '推客总数',
  registrations: '新增注册',
  aliases: '口令申请',
  backfills: '回填提交',
  estimatedIncome: '预估收益',
  settledIncome: '已结算收益',
  withdrawalsApplied: '提现申请笔数',
  withdrawalsAppliedAmount: '提现申请金额',
  withdrawalsPaid: '打款笔数',
  withdrawalsPaidAmount: '打款金额',
};

/** Figures in fen: shown through the one money formatter. */
export const MONEY_FIGURES: ReadonlySet<Figure> = new Set([
  'estimatedIncome',
  'settledIncome',
  'withdrawalsAppliedAmount',
  'withdrawalsPaidAmount',
]);

/**
 * A figure against the previous period: the relative change, or what to say when there is no ratio
 * (nothing before: 新增 when there is something now, 持平 when there is nothing either time).
 */
export type Change = { kind: 'ratio'; ratio: number } | { kind: 'new' } | { kind: 'flat' };

export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'flat' } : { kind: 'new' };
  if (current === previous) return { kind: 'flat' };
  return { kind: 'ratio', ratio: (current - previous) / Math.abs(previous) };
}

/** `12.5%`, one decimal, no sign (the arrow says which way). */
export const percent = (ratio: number) => `${(Math.abs(ratio) * 100).toFixed(1).replace(/\.0$/, '')}%`;

/**
 * Whether the platform has nothing at all yet: no promoter registered to this day and nothing in the
 * range. (A quiet range of a running platform is content: its days, with zeros.)
 */
export const isEmptyPlatform = (data: DashboardDaily) =>
  data.today.figures.promoters === 0 && (Object.keys(data.totals) as Figure[]).every((key) => data.totals[key] === 0);
