import type { DashboardFigures } from '@tuike/contract/admin-dashboard';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { createIncomeLine, createWithdrawal } from '../../../test/factories-income';
import { createOperator } from '../../../test/factories-operators';
import { createAlias, createAliasWork, createMediaAccount } from '../../../test/factories-promotion';
import { createWithdrawer } from '../../../test/factories-wallet';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { withdrawalEvents, worksAliasLinks } from '../../db/schema';
import { operatorTime } from '../../lib/time';
import { dashboardService } from './service';

// Known activity around "today", 1 March 2026 in Shanghai: the range 23 February – 1 March, the seven days
// before it, and rows on both sides of the midnights between them (Shanghai midnight is 16:00 UTC the day
// before, so a day read in UTC would move them). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const DAILY = '/admin-api/dashboard/daily';
const at = (ymd: string, time = '12:00:00') => operatorTime(ymd, time);

let t: TestApp;
let api: ReturnType<typeof client>;
let promoterToken: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  t.clock.advance(Date.parse('2026-03-01T02:00:00Z') - t.clock.now().getTime()); // 10:00 on 1 March in Shanghai

  const promoter = (created: Date) => createUser(t.db, { createdAt: created });
  await promoter(at('2026-01-30'));
  await promoter(at('2026-01-30'));
  await promoter(at('2026-02-19'));
  await promoter(at('2026-02-22', '23:59:59'));
  const owner = (await promoter(at('2026-02-23', '00:00:00'))).user;
  const withdrawer = (await promoter(at('2026-02-23', '13:00:00'))).user;
  await promoter(at('2026-02-28', '10:00:00'));
  promoterToken = (await promoter(at('2026-03-01', '09:00:00'))).token;

  const { platform, work } = await createAliasWork(t.db);
  const alias = (created: Date, deletedAt: Date | null = null) =>
    createAlias(t.db, { userId: owner.id, workId: work.id, taskPlatformId: platform.id, deletedAt }, created);
  await alias(at('2026-02-16', '08:00:00'));
  const backfilled = await alias(at('2026-02-27', '09:00:00'));
  await alias(at('2026-02-27', '09:30:00'), at('2026-02-28'));
  await alias(at('2026-03-01', '08:00:00'));

  const account = await createMediaAccount(t.db, owner.id);
  let link = 0;
  const backfill = (created: Date, state: 1 | 2 | 3 = 1) =>
    t.db.insert(worksAliasLinks).values({
      aliasId: backfilled.id,
      userId: owner.id,
      platformAccountId: account.id,
      platform: 1,
      url: `https://v.douyin.com/${++link}`,
      normalizedUrl: `https://v.douyin.com/${link}`,
      state,
      createdAt: created,
    });
  await backfill(at('2026-02-25', '10:00:00'));
  await backfill(at('2026-02-25', '11:00:00'), 3);
  await backfill(at('2026-02-28', '23:59:00'));

  const income = (incomeDate: string, amount: number, status: 'estimated' | 'settled' | 'credited') =>
    createIncomeLine(t.db, { userId: owner.id, incomeDate, amount, status });
  await income('2026-02-21', 700, 'estimated');
  // The day's estimate, superseded by the settlement of the same promoter, platform and day that follows.
  const estimate = await income('2026-02-24', 1_000, 'estimated');
  await createIncomeLine(t.db, {
    userId: owner.id,
    incomeDate: '2026-02-24',
    amount: 2_500,
    status: 'settled',
    taskPlatformId: estimate.taskPlatformId,
  });
  await income('2026-02-26', 4_000, 'credited');
  await income('2026-02-26', -500, 'credited');
  await income('2026-03-01', 300, 'estimated');

  await createWithdrawer(t.db, withdrawer.id, 100_000, at('2026-02-23', '14:00:00'));
  const withdrawal = async (applied: Date, amount: number, paidAt?: Date) => {
    const w = await createWithdrawal(t.db, withdrawer.id, amount, paidAt ? 'paid' : 'submitted', applied);
    if (paidAt) await t.db.insert(withdrawalEvents).values({ withdrawalId: w.id, status: 'paid', note: '已到账', at: paidAt });
  };
  await withdrawal(at('2026-02-17', '10:00:00'), 3_000, at('2026-02-18'));
  await withdrawal(at('2026-02-17', '11:00:00'), 4_000, at('2026-02-23', '00:00:01'));
  await withdrawal(at('2026-02-25', '10:00:00'), 10_000, at('2026-02-27', '15:00:00'));
  await createWithdrawal(t.db, withdrawer.id, 2_000, 'rejected', at('2026-02-25', '11:00:00'));
  await withdrawal(at('2026-02-28', '09:00:00'), 5_000);
  await expectMoneyInvariants(t.db);
});
afterAll(() => t.close());

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
const figures = (f: Partial<DashboardFigures>): DashboardFigures => ({ ...ZERO, ...f });

const RANGE_DAYS = [
  { date: '2026-02-23', ...figures({ promoters: 6, registrations: 2, withdrawalsPaid: 1, withdrawalsPaidAmount: 4_000 }) },
  // The day's estimate of ¥10.00 was superseded by its settlement of ¥25.00: it no longer counts, as in the promoter's figures.
  { date: '2026-02-24', ...figures({ promoters: 6, estimatedIncome: 2_500, settledIncome: 2_500 }) },
  { date: '2026-02-25', ...figures({ promoters: 6, backfills: 2, withdrawalsApplied: 2, withdrawalsAppliedAmount: 12_000 }) },
  { date: '2026-02-26', ...figures({ promoters: 6, estimatedIncome: 3_500, settledIncome: 3_500 }) },
  { date: '2026-02-27', ...figures({ promoters: 6, aliases: 2, withdrawalsPaid: 1, withdrawalsPaidAmount: 10_000 }) },
  {
    date: '2026-02-28',
    ...figures({ promoters: 7, registrations: 1, backfills: 1, withdrawalsApplied: 1, withdrawalsAppliedAmount: 5_000 }),
  },
  { date: '2026-03-01', ...figures({ promoters: 8, registrations: 1, aliases: 1, estimatedIncome: 300 }) },
];
const TODAY = { date: '2026-03-01', figures: RANGE_DAYS[6], yesterday: RANGE_DAYS[5] };
const withoutDate = ({ date: _, ...f }: { date: string } & DashboardFigures) => f;

describe('GET /admin-api/dashboard/daily', () => {
  it('answers every day of the range in Shanghai days, the totals, the previous seven days and today', async () => {
    const { token } = await createOperator(t, 'admin');
    const res = await api.get(DAILY, { from: '2026-02-23', to: '2026-03-01' }, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
      days: RANGE_DAYS,
      totals: figures({
        promoters: 8,
        registrations: 4,
        aliases: 3,
        backfills: 3,
        estimatedIncome: 6_300,
        settledIncome: 6_000,
        withdrawalsApplied: 3,
        withdrawalsAppliedAmount: 17_000,
        withdrawalsPaid: 2,
        withdrawalsPaidAmount: 14_000,
      }),
      previous: {
        from: '2026-02-16',
        to: '2026-02-22',
        totals: figures({
          promoters: 4,
          registrations: 2,
          aliases: 1,
          estimatedIncome: 700,
          withdrawalsApplied: 2,
          withdrawalsAppliedAmount: 7_000,
          withdrawalsPaid: 1,
          withdrawalsPaidAmount: 3_000,
        }),
      },
      today: { ...TODAY, figures: withoutDate(TODAY.figures!), yesterday: withoutDate(TODAY.yesterday!) },
    });
  });

  it('has totals that are the sums of the days (promoters: the last day) and the days of any range agree', async () => {
    const { token } = await createOperator(t, 'finance');
    const month = (await api.get(DAILY, { from: '2026-02-01', to: '2026-03-01' }, token)).body.data;
    expect(month.days).toHaveLength(29);
    expect(month.days.slice(-7)).toEqual(RANGE_DAYS);
    for (const key of Object.keys(ZERO) as (keyof DashboardFigures)[]) {
      const sum = month.days.reduce((s: number, d: DashboardFigures) => s + d[key], 0);
      expect([key, month.totals[key]]).toEqual([key, key === 'promoters' ? month.days.at(-1).promoters : sum]);
    }
    expect(month.totals.estimatedIncome).toBe(7_000);
  });

  it('answers zeros for quiet days, with the promoters registered before them, and today whatever the range', async () => {
    const { token } = await createOperator(t, 'operator');
    const res = await api.get(DAILY, { from: '2026-02-01', to: '2026-02-05' }, token);
    expect(res.status).toBe(200);
    expect(res.body.data.days).toEqual(
      ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05'].map((date) => ({
        date,
        ...figures({ promoters: 2 }),
      })),
    );
    expect(res.body.data.totals).toEqual(figures({ promoters: 2 }));
    expect(res.body.data.previous).toEqual({
      from: '2026-01-27',
      to: '2026-01-31',
      totals: figures({ promoters: 2, registrations: 2 }),
    });
    expect(res.body.data.today.figures).toEqual(withoutDate(RANGE_DAYS[6]!));
  });

  it('works out a preset from its own today: the last 7 (also when nothing is asked), the last 30 days, this month', async () => {
    const { token } = await createOperator(t, 'operator');
    const range = async (query: Record<string, string>) => {
      const { from, to, days, previous } = (await api.get(DAILY, query, token)).body.data;
      return { from, to, days: days.length, previous: [previous.from, previous.to] };
    };
    const week = { from: '2026-02-23', to: '2026-03-01', days: 7, previous: ['2026-02-16', '2026-02-22'] };
    expect(await range({})).toEqual(week);
    expect(await range({ preset: 'last7' })).toEqual(week);
    expect(await range({ preset: 'last30' })).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
      days: 30,
      previous: ['2026-01-01', '2026-01-30'],
    });
    expect(await range({ preset: 'month' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      days: 1,
      previous: ['2026-02-28', '2026-02-28'],
    });
    expect((await api.get(DAILY, { preset: 'last7' }, token)).body.data.days).toEqual(RANGE_DAYS);
  });

  it('lets admin, operator and finance read it, and no promoter nor anonymous caller', async () => {
    for (const role of ['admin', 'operator', 'finance'] as const) {
      const { token } = await createOperator(t, role);
      expect((await api.get(DAILY, { from: '2026-03-01', to: '2026-03-01' }, token)).status).toBe(200);
    }
    expect((await api.get(DAILY, { from: '2026-03-01', to: '2026-03-01' }, promoterToken)).body).toMatchObject({
      code: 401,
      errorCode: 'SESSION_EXPIRED',
    });
    expect((await api.get(DAILY, { from: '2026-03-01', to: '2026-03-01' })).body).toMatchObject({
      code: 401,
      errorCode: 'UNAUTHENTICATED',
    });
  });

  it('refuses a range it cannot answer, naming the field', async () => {
    const { token } = await createOperator(t, 'finance');
    const refusal = async (query: Record<string, string>) => {
      const { status, body } = await api.get(DAILY, query, token);
      return {
        status,
        msg: body.msg,
        errorCode: (body as { errorCode?: string }).errorCode,
        field: (body as { field?: string }).field,
      };
    };
    const bad = (field: string, msg: string) => ({ status: 400, msg, errorCode: 'VALIDATION_FAILED', field });
    expect(await refusal({ to: '2026-03-01' })).toEqual(bad('from', 'from：请选择开始日期'));
    expect(await refusal({ from: '2026-03-01' })).toEqual(bad('to', 'to：请选择结束日期'));
    expect(await refusal({ preset: 'year' })).toEqual(bad('preset', 'preset：范围只能是 last7、last30 或 month'));
    expect(await refusal({ preset: 'last7', from: '2026-02-01', to: '2026-02-05' })).toEqual(
      bad('preset', 'preset：预设范围和自定义日期只能选一种'),
    );
    expect(await refusal({ from: '2026-02-30', to: '2026-03-01' })).toEqual(bad('from', 'from：开始日期不是有效的日期'));
    expect(await refusal({ from: '2026-3-1', to: '2026-03-01' })).toEqual(bad('from', 'from：开始日期格式应为 YYYY-MM-DD'));
    expect(await refusal({ from: '2026-03-01', to: '2026-02-28' })).toEqual(bad('to', 'to：结束日期不能早于开始日期'));
    expect(await refusal({ from: '2025-02-28', to: '2026-03-01' })).toEqual(bad('from', 'from：日期范围最多 366 天'));
    expect(await refusal({ from: '2026-03-01', to: '2026-03-02' })).toEqual(bad('to', 'to：结束日期不能晚于今天'));
    // A whole year, a leap day's worth included, is the longest range.
    expect((await api.get(DAILY, { from: '2025-03-01', to: '2026-03-01' }, token)).body.data.days).toHaveLength(366);
  });
});

describe('GET /admin-api/dashboard/daily, the cost', () => {
  /** Statements sent to the database while `run` runs, counted at the driver. */
  async function statements(run: () => Promise<unknown>) {
    const query = vi.spyOn(t.db.$client, 'query');
    try {
      await run();
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  }

  it('takes one statement per figure, however long the range', async () => {
    const { operator, token } = await createOperator(t, 'finance');
    await api.get(DAILY, { from: '2026-03-01', to: '2026-03-01' }, token); // the session's touch happens here, not below
    const day = await statements(() => api.get(DAILY, { from: '2026-03-01', to: '2026-03-01' }, token));
    const week = await statements(() => api.get(DAILY, { from: '2026-02-23', to: '2026-03-01' }, token));
    const year = await statements(() => api.get(DAILY, { from: '2025-03-01', to: '2026-03-01' }, token));
    expect([week, year]).toEqual([day, day]);

    const actor = {
      kind: 'operator',
      operatorId: operator.id,
      account: operator.account,
      role: 'finance',
      sessionId: 0,
      ip: '',
      requestId: '',
    } as const;
    const figureStatements = await statements(() =>
      dashboardService.daily(t.app.deps, actor, { from: '2025-03-01', to: '2026-03-01' }),
    );
    // promoters with registrations, aliases, back-fills, income (estimated and settled), withdrawals applied, paid
    expect(figureStatements).toBe(6);
  });
});
