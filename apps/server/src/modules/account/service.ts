import type { PageQuery } from '@tuike/contract/envelope';
import type { EstimateIncome } from '@tuike/contract/wallet';
import type { Deps } from '../../deps';
import type { RequestAuth } from '../../lib/auth';
import { type Actor, authorize, promoter, scopeOf } from '../../lib/authorize';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { addDays, dateRange, operatorTime, ymdOperator } from '../../lib/time';
import { type IncomeRangeFigures, type IncomeStatus, incomeRepository as income, totalsOf } from './income-repository';
import { firstOfMonth, lastOfMonth, previousMonth } from './months';
import { presentIncomeDetail, presentIncomeLine, presentRecord, provenanceOf } from './presenter';
import { acceptedSession, hashToken, ownSessionPage, sessionService } from '../session';
import { accountRepository } from './repository';

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
/** The by-work row of income tied to no work: a media account's UID matched it. */
const NO_WORK = '其他（UID 匹配）';

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
  /**
   * A promoter's income lines for an operator with the grant (the promoter named by `ownerId`), newest day
   * first; `total` sums the whole filtered range, not only this page.
   */
  async incomePage({ db, clock }: Deps, actor: Actor, q: IncomePageQuery, ownerId?: number) {
    const filter = { scope: scopeOf(actor, 'read', 'money', ownerId), range: incomeRange(q, clock.now()), status: q.status };
    const [page, totals] = await Promise.all([
      paged(
        q,
        (limit, offset) => income.page(db, filter, limit, offset),
        (row) => presentIncomeLine(row),
      ),
      income.totals(db, filter),
    ]);
    return { ...page, ...totals };
  },

  /**
   * The token's user's income lines, newest day first, with the range's total split by status: the session
   * check, the page and the range's maintained figures in one statement (pageInSession in the income
   * repository), plus the session's once-a-minute touch; null when the token is not live (the route
   * answers 401).
   */
  async ownIncomePage({ db, clock }: Deps, token: string, q: IncomePageQuery) {
    const now = clock.now();
    const range = incomeRange(q, now);
    let figures: IncomeRangeFigures | undefined;
    const found = await ownSessionPage(
      db,
      now,
      q,
      async (limit, offset) => {
        const rows = await income.pageInSession(db, { tokenHash: hashToken(token), now, range, status: q.status }, limit, offset);
        figures = rows[0]?.figures;
        return rows;
      },
      (row, userId) => {
        // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
        authorize(promoter(userId), 'read', { kind: 'money', ownerId: row.line.userId });
        return presentIncomeLine(row);
      },
    );
    if (!found || !figures) return null;
    return { session: found.session, data: { ...found.data, ...totalsOf(figures, q.status) } };
  },

  /** One of my lines with its provenance; another promoter's line reads as missing. */
  async incomeDetail({ db }: Deps, actor: Actor, id: number) {
    const row = await income.find(db, id);
    if (!row) throw notFound();
    authorize(actor, 'read', { kind: 'money', ownerId: row.line.userId });
    const userId = row.line.userId;
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

  /**
   * The token's user's ledger: the session check and the page in one statement (recordsInSession in the
   * repository), plus the session's once-a-minute touch; null when the token is not live (the route
   * answers 401).
   */
  ownRecordPage({ db, clock }: Deps, token: string, q: PageQuery) {
    const now = clock.now();
    return ownSessionPage(
      db,
      now,
      q,
      (limit, offset) => accountRepository.recordsInSession(db, hashToken(token), now, limit, offset),
      (row, userId) => {
        // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
        authorize(promoter(userId), 'read', { kind: 'money', ownerId: row.userId });
        return presentRecord(row);
      },
    );
  },

  /** A promoter's ledger, for an operator with the grant: the promoter named by `ownerId`. */
  recordPage({ db }: Deps, actor: Actor, q: PageQuery, ownerId?: number) {
    const scope = scopeOf(actor, 'read', 'money', ownerId);
    return paged(q, (limit, offset) => accountRepository.records(db, scope, limit, offset), presentRecord);
  },

  /**
   * The wallet's figures (figures.ts) and the session check in one statement, plus the session's
   * once-a-minute touch; null when the token is not live (the route answers 401).
   */
  async summary({ db, clock }: Deps, token: string) {
    const now = clock.now();
    const row = await accountRepository.summary(db, hashToken(token), now);
    if (!row) return null;
    await sessionService.touchIfStale(db, row.session, now);
    authorize(promoter(row.session.userId), 'read', { kind: 'money', ownerId: row.session.userId });
    return { session: { sessionId: row.session.id, userId: row.session.userId }, data: row.figures };
  },

  /**
   * Estimated income. Every income line counts, whatever its status (an estimate not yet settled, a
   * settled one, one credited to the balance) and whatever its sign (a refund lowers the day it is dated),
   * so each figure is what the upstream reports attribute to those days, as the home page shows it:
   * `today` and `yesterday` are those operator-zone days, `thisMonth` the 1st to today, `lastMonth` the
   * whole previous calendar month; `window` the 30 days ending today, which `days`, `byWork` and
   * `byPlatform` each split (the days from the maintained per-day sums, the splits from the lines).
   */
  async estimate({ db, clock }: Deps, token: string): Promise<{ session: RequestAuth; data: EstimateIncome } | null> {
    const now = clock.now();
    const today = ymdOperator(now);
    const windowStart = addDays(today, 1 - WINDOW_DAYS);
    const lastMonthStart = previousMonth(today);
    const from = lastMonthStart < windowStart ? lastMonthStart : windowStart;
    // The session check and the three sums in one statement (estimateInSession in the income repository).
    const row = await income.estimateInSession(db, { tokenHash: hashToken(token), now, from, windowStart, today });
    if (!row) return null;
    const session = await acceptedSession(db, row.session, now);
    authorize(promoter(session.userId), 'read', { kind: 'money', ownerId: session.userId });
    const { daily } = row;
    const { byWork, byPlatform } = row.splits;
    const byDay = new Map(daily.map((d) => [d.date, d.amount]));
    const sum = (a: string, b: string) => daily.reduce((s, d) => (d.date >= a && d.date <= b ? s + d.amount : s), 0);
    return {
      session,
      data: {
        today: byDay.get(today) ?? 0,
        yesterday: byDay.get(addDays(today, -1)) ?? 0,
        thisMonth: sum(firstOfMonth(today), today),
        lastMonth: sum(lastMonthStart, lastOfMonth(lastMonthStart)),
        window: { from: windowStart, to: today, total: sum(windowStart, today) },
        days: Array.from({ length: WINDOW_DAYS }, (_, i) => {
          const date = addDays(windowStart, i);
          return { date, amount: byDay.get(date) ?? 0 };
        }),
        byWork: byWork.map((w) => ({ id: w.id, name: w.name ?? NO_WORK, amount: w.amount })),
        byPlatform,
      },
    };
  },
};
