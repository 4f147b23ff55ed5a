import type { DashboardDaily, DashboardFigures } from '@tuike/contract/admin-dashboard';

/** A day or period with nothing in it. */
export const noFigures = (over: Partial<DashboardFigures> = {}): DashboardFigures => ({
  promoters: 0,
  registrations: 0,
  aliases: 0,
  backfills: 0,
  estimatedIncome: 0,
  settledIncome: 0,
  withdrawalsApplied: 0,
  withdrawalsAppliedAmount: 0,
  withdrawalsPaid: 0,
  withdrawalsPaidAmount: 0,
  ...over,
});

const addDays = (ymd: string, n: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * GET /admin-api/dashboard/daily's answer for `from`–`to`: each day from `day(i, date)` (index from the
 * first), the totals summed from them as the server does (promoters: the last day's), and the previous
 * period and today as given.
 */
export function dashboardDaily(
  opts: {
    from?: string;
    to?: string;
    day?: (i: number, date: string) => Partial<DashboardFigures>;
    previous?: Partial<DashboardFigures>;
    today?: Partial<DashboardFigures>;
    yesterday?: Partial<DashboardFigures>;
  } = {},
): DashboardDaily {
  const from = opts.from ?? '2026-02-23';
  const to = opts.to ?? '2026-03-01';
  const days: DashboardDaily['days'] = [];
  for (let date = from, i = 0; date <= to; date = addDays(date, 1), i++) days.push({ date, ...noFigures(opts.day?.(i, date)) });
  const totals = noFigures();
  for (const d of days)
    for (const key of Object.keys(totals) as (keyof DashboardFigures)[]) if (key !== 'promoters') totals[key] += d[key];
  totals.promoters = days.at(-1)?.promoters ?? 0;
  const length = days.length;
  return {
    from,
    to,
    days,
    totals,
    previous: { from: addDays(from, -length), to: addDays(from, -1), totals: noFigures(opts.previous) },
    today: { date: to, figures: noFigures(opts.today), yesterday: noFigures(opts.yesterday) },
  };
}
