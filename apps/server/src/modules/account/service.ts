import type { PageQuery } from '@tuike/contract/envelope';
import type { EstimateIncome } from '@tuike/contract/wallet';
import type { Deps } from '../../deps';
import { authorize, promoter } from '../../lib/authorize';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { addDays, dateRange, operatorTime, ymdOperator } from '../../lib/time';
import { type IncomeStatus, incomeRepository as income } from './income-repository';
import { firstOfMonth, lastOfMonth, previousMonth } from './months';
import { presentIncomeDetail, presentIncomeLine, presentRecord, provenanceOf } from './presenter';
import { accountRepository, withdrawnThisMonth } from './repository';

export interface IncomePageQuery extends PageQuery {
  dateType: number;
  startDate?: string;
  endDate?: string;
  status?: IncomeStatus;
}

/** A custom range may span one year, a leap day included. */
const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
/** The estimate's chart and splits cover this many days up to today. */
const WINDOW_DAYS = 30;

/** A YYYY-MM-DD that names a real day (the contract checks the shape only: 2026-02-30 passes it). */
const isRealDay = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
};

/** The income filter's days, in the operator's zone; a custom range must be real days, in order, at most a year. */
function incomeRange(q: IncomePageQuery, now: Date) {
  if (q.dateType === 3 && q.startDate && q.endDate) {
    if (!isRealDay(q.startDate)) throw badRequest('VALIDATION_FAILED', 'startDate：开始日期不是有效的日期', 'startDate');
    if (!isRealDay(q.endDate)) throw badRequest('VALIDATION_FAILED', 'endDate：结束日期不是有效的日期', 'endDate');
    if (q.startDate > q.endDate) throw badRequest('VALIDATION_FAILED', 'endDate：结束日期不能早于开始日期', 'endDate');
    const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / DAY_MS;
    if (days > MAX_RANGE_DAYS) throw badRequest('VALIDATION_FAILED', 'startDate：开始日期与结束日期最多相隔一年', 'startDate');
  }
  return dateRange(q, now);
}

export const accountService = {
  /** Home figures: balance, estimated income today / yesterday / this month, all-time earnings. */
  async dashboard({ db, clock }: Deps, userId: number) {
    const today = ymdOperator(clock.now());
    const yesterday = addDays(today, -1);
    const monthStart = `${today.slice(0, 8)}01`;
    const [balance, todayEstimate, yesterdayEstimate, monthEstimate, totalIncome] = await Promise.all([
      accountRepository.balance(db, userId),
      accountRepository.incomeBetween(db, userId, today, today),
      accountRepository.incomeBetween(db, userId, yesterday, yesterday),
      accountRepository.incomeBetween(db, userId, monthStart, today),
      accountRepository.totalEarned(db, userId),
    ]);
    return { balance, todayEstimate, yesterdayEstimate, monthEstimate, totalIncome };
  },

  /** My income lines, newest day first; `total` sums the whole filtered range, not only this page. */
  async incomePage({ db, clock }: Deps, userId: number, q: IncomePageQuery) {
    authorize(promoter(userId), 'read', { kind: 'money', ownerId: userId });
    const filter = { userId, range: incomeRange(q, clock.now()), status: q.status };
    const [page, total] = await Promise.all([
      paged(
        q,
        (limit, offset) => income.page(db, filter, limit, offset),
        (row) => presentIncomeLine(row),
      ),
      income.total(db, filter),
    ]);
    return { ...page, total };
  },

  /** One of my lines with its provenance; another promoter's line reads as missing. */
  async incomeDetail({ db }: Deps, userId: number, id: number) {
    const row = await income.find(db, id);
    if (!row) throw notFound();
    authorize(promoter(userId), 'read', { kind: 'money', ownerId: row.line.userId });
    const provenance = provenanceOf(row);
    // The alias row lets the app open the alias; a UID or link has no page of its own to open.
    const aliasId =
      provenance.matchedBy === 'alias'
        ? await income.aliasIdFor(db, {
            userId,
            taskPlatformId: row.line.taskPlatformId,
            alias: provenance.matched,
            before: operatorTime(addDays(row.line.incomeDate, 1)),
          })
        : null;
    return presentIncomeDetail(row, provenance, aliasId);
  },

  recordPage({ db }: Deps, userId: number, q: PageQuery) {
    authorize(promoter(userId), 'read', { kind: 'money', ownerId: userId });
    return paged(q, (limit, offset) => accountRepository.records(db, userId, limit, offset), presentRecord);
  },

  async summary({ db, clock }: Deps, userId: number) {
    authorize(promoter(userId), 'read', { kind: 'money', ownerId: userId });
    const [withdrawable, totals, totalEarned, monthly] = await Promise.all([
      accountRepository.balance(db, userId),
      accountRepository.withdrawalTotals(db, userId),
      accountRepository.totalEarned(db, userId),
      withdrawnThisMonth(db, userId, clock.now()),
    ]);
    return { withdrawable, frozen: totals.frozen, totalEarned, totalWithdrawn: totals.paid, withdrawnThisMonth: monthly };
  },

  /**
   * Estimated income. Every income line counts, whatever its status (an estimate not yet settled, a
   * settled one, one credited to the balance) and whatever its sign (a refund lowers the day it is dated),
   * so each figure is what the upstream reports attribute to those days, as the home page shows it:
   * `today` and `yesterday` are those operator-zone days, `thisMonth` the 1st to today, `lastMonth` the
   * whole previous calendar month; `days`, `byWork` and `byPlatform` the 30 days ending today.
   */
  async estimate({ db, clock }: Deps, userId: number): Promise<EstimateIncome> {
    authorize(promoter(userId), 'read', { kind: 'money', ownerId: userId });
    const today = ymdOperator(clock.now());
    const windowStart = addDays(today, 1 - WINDOW_DAYS);
    const lastMonthStart = previousMonth(today);
    const from = lastMonthStart < windowStart ? lastMonthStart : windowStart;
    const [daily, byWork, byPlatform] = await Promise.all([
      income.sumsByDay(db, userId, from, today),
      income.sumsByWork(db, userId, windowStart, today),
      income.sumsByPlatform(db, userId, windowStart, today),
    ]);
    const byDay = new Map(daily.map((d) => [d.date, d.amount]));
    const sum = (a: string, b: string) => daily.reduce((s, d) => (d.date >= a && d.date <= b ? s + d.amount : s), 0);
    return {
      today: byDay.get(today) ?? 0,
      yesterday: byDay.get(addDays(today, -1)) ?? 0,
      thisMonth: sum(firstOfMonth(today), today),
      lastMonth: sum(lastMonthStart, lastOfMonth(lastMonthStart)),
      days: Array.from({ length: WINDOW_DAYS }, (_, i) => {
        const date = addDays(windowStart, i);
        return { date, amount: byDay.get(date) ?? 0 };
      }),
      byWork,
      byPlatform,
    };
  },
};
