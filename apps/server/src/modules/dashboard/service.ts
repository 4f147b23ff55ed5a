import type { DashboardDaily, DashboardFigures } from '@tuike/contract/admin-dashboard';
import { type DashboardPreset, daysInRange } from '@tuike/contract/dashboard-range';
import type { Deps } from '../../deps';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { badRequest } from '../../lib/errors';
import { addDays, operatorTime, ymdOperator } from '../../lib/time';
import { type DayWindow, dashboardRepository as repo } from './repository';

type Figure = keyof DashboardFigures;

const ZERO: DashboardFigures = {
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
};

const window = (from: string, to: string): DayWindow => ({
  from,
  to,
  start: operatorTime(from),
  end: operatorTime(addDays(to, 1)),
});

type FigureRow = { w: number; day: string } & Partial<DashboardFigures>;

/** One window's days, every figure in place: the figure queries' rows of window `w` laid over zeros. */
function daysOf(win: DayWindow, w: number, rows: readonly FigureRow[]) {
  const days = new Map<string, DashboardFigures>();
  for (let day = win.from; day <= win.to; day = addDays(day, 1)) days.set(day, { ...ZERO });
  for (const { w: of, day, ...figures } of rows) {
    const into = of === w ? days.get(day) : undefined;
    if (into) Object.assign(into, figures);
  }
  return days;
}

/** A period's totals: the sum of its days, except promoters, which is its last day's (registered by its end). */
function total(days: readonly DashboardFigures[]): DashboardFigures {
  const sum = { ...ZERO };
  for (const day of days) for (const key of Object.keys(sum) as Figure[]) sum[key] += day[key];
  sum.promoters = days.at(-1)?.promoters ?? 0;
  return sum;
}

type DailyQuery = { preset?: DashboardPreset | undefined; from?: string | undefined; to?: string | undefined };

/** The days asked for: `from`–`to` as given (the contract checked their shape and span), or the preset's. */
function rangeOf(q: DailyQuery, today: string): { from: string; to: string } {
  if (q.from && q.to) {
    // A day still to come has no figures yet; its promoters would read as today's.
    if (q.to > today) throw badRequest('VALIDATION_FAILED', 'to：结束日期不能晚于今天', 'to');
    return { from: q.from, to: q.to };
  }
  const preset = q.preset ?? 'last7';
  const from = preset === 'month' ? `${today.slice(0, 8)}01` : addDays(today, preset === 'last30' ? -29 : -6);
  return { from, to: today };
}

export const dashboardService = {
  /**
   * The platform's figures per operator-zone day of `from`–`to`, the range's totals, the equally long
   * period before it and today beside yesterday. Each figure is one grouped statement over every day
   * it needs (repository.ts), so the number of statements does not grow with the range.
   */
  async daily({ db, clock, config }: Deps, actor: OperatorActor, query: DailyQuery): Promise<DashboardDaily> {
    authorize(actor, 'read', { kind: 'dashboard' });
    const today = ymdOperator(clock.now());
    const q = rangeOf(query, today);
    const length = daysInRange(q.from, q.to);
    const previousFrom = addDays(q.from, -length);
    // One read covers both windows: the range with the period before it (0), yesterday and today (1).
    const windows = [window(previousFrom, q.to), window(addDays(today, -1), today)] as const;
    const zone = config.timeZone;
    const results = await Promise.all([
      repo.promoters(db, zone, windows),
      repo.aliases(db, zone, windows),
      repo.backfills(db, zone, windows),
      repo.income(db, windows),
      repo.withdrawalsApplied(db, zone, windows),
      repo.withdrawalsPaid(db, zone, windows),
    ]);
    const rows: FigureRow[] = results.flat();
    const range = daysOf(windows[0], 0, rows);
    const around = daysOf(windows[1], 1, rows);
    const inRange = [...range.entries()].filter(([day]) => day >= q.from);
    const before = [...range.entries()].filter(([day]) => day < q.from).map(([, figures]) => figures);
    return {
      from: q.from,
      to: q.to,
      days: inRange.map(([date, figures]) => ({ date, ...figures })),
      totals: total(inRange.map(([, figures]) => figures)),
      previous: { from: previousFrom, to: addDays(q.from, -1), totals: total(before) },
      today: {
        date: today,
        figures: around.get(today) ?? { ...ZERO },
        yesterday: around.get(addDays(today, -1)) ?? { ...ZERO },
      },
    };
  },
};
