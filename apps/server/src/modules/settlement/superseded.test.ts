import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createIncomeLine } from '../../../test/factories-income';
import { dayBefore, financeTestApp, importReport, reportCsv, settlementWorld } from '../../../test/factories-settlement';
import { incomeDays, incomeLines } from '../../db/schema';
import { addDays } from '../../lib/time';

// Settlement replaces the day's estimate (migration income_estimate_superseded): once a settled line exists for
// a promoter, platform and income date, that day's estimates stop counting in the promoter's figures, whichever
// code wrote the lines. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const t = financeTestApp();
afterEach(async () => {
  // income_days is each promoter's day of lines not superseded, whichever way the confirm kept it (migration
  // income_lines_lean_writes: one grouped upsert per confirm, the trigger's UPDATE branch for the superseded).
  const kept = await t.db.execute(sql`
    select user_id, to_char(income_date, 'YYYY-MM-DD') as day, amount::text as amount from income_days where amount <> 0
    order by 1, 2`);
  const summed = await t.db.execute(sql`
    select user_id, to_char(income_date, 'YYYY-MM-DD') as day, sum(amount)::text as amount from income_lines
    where superseded_at is null group by 1, 2 having sum(amount) <> 0 order by 1, 2`);
  expect(kept.rows).toEqual(summed.rows);
});

async function applyReport(taskPlatformId: number, day: string, kind: 'estimate' | 'settled', rows: string[][]) {
  const imp = await importReport(t, t.finance.token, { taskPlatformId, reportDate: day, kind }, reportCsv(rows));
  const res = await t.api.post(`/admin-api/settlement/imports/${imp.id}/confirm`, { requestId: randomUUID() }, t.finance.token);
  expect(res.status).toBe(200);
  await t.app.settlementImports.drain();
  const after = await t.api.get(`/admin-api/settlement/imports/${imp.id}`, {}, t.finance.token);
  expect(after.body.data.status).toBe('applied');
}

const homeOf = async (token: string) => {
  const { user: _user, ...figures } = (await t.api.get('/api/user/home/data', {}, token)).body.data;
  return figures as { balance: number; yesterdayEstimate: number; monthEstimate: number; todayEstimate: number };
};
const dayOf = async (userId: number, date: string) =>
  (await t.db.select().from(incomeDays).where(eq(incomeDays.userId, userId))).find((d) => d.incomeDate === date)?.amount;

describe('an estimate superseded by the settlement of its day', () => {
  it('counts the estimate until the settled report arrives, then the settled amount only; the list and reconciliation keep both', async () => {
    const w = await settlementWorld(t);
    const promoter = w.byAlias;
    const yesterday = dayBefore(t, 1);
    await applyReport(w.platform.id, yesterday, 'estimate', [['E1', yesterday, w.alias.alias, '', '', '', '', '', '20']]);
    expect(await homeOf(promoter.token)).toMatchObject({ yesterdayEstimate: 1400, balance: 0 });

    await applyReport(w.platform.id, yesterday, 'settled', [['E1', yesterday, w.alias.alias, '', '', '', '', '', '18']]);
    // 18.00 × 70 % settled, not 14.00 + 12.60.
    expect(await homeOf(promoter.token)).toMatchObject({ yesterdayEstimate: 1260, balance: 1260 });
    expect(await dayOf(promoter.user.id, yesterday)).toBe(1260);

    const page = await t.api.get('/api/userAccount/income/page', {}, promoter.token);
    expect(page.body.data.records.map((l: Record<string, unknown>) => [l.status, l.amount, l.superseded])).toEqual([
      ['credited', 1260, false],
      ['estimated', 1400, true],
    ]);
    expect(page.body.data).toMatchObject({ total: 1260, byStatus: { estimated: 0, settled: 0, credited: 1260 } });
    // 预估收益: the days, the split by work and by platform all agree on the settled amount.
    const estimate = (await t.api.get('/api/userAccount/GetEstimateIncome', {}, promoter.token)).body.data;
    expect(estimate.yesterday).toBe(1260);
    expect(estimate.days.find((x: { date: string }) => x.date === yesterday).amount).toBe(1260);
    expect(estimate.byWork.map((x: { amount: number }) => x.amount)).toEqual([1260]);
    expect(estimate.byPlatform.map((x: { amount: number }) => x.amount)).toEqual([1260]);

    // Reconciliation still compares what was estimated with what was settled.
    const rec = await t.api.get(
      '/admin-api/settlement/reconciliation',
      { userId: promoter.user.id, from: yesterday, to: yesterday },
      t.finance.token,
    );
    // The same row settled for less than estimated: the platform's final figure explains the difference.
    expect(rec.body.data).toMatchObject({
      estimated: 1400,
      settled: 1260,
      difference: -140,
      explained: [{ reason: 'revised', amount: -140, rows: 1 }],
      unexplained: 0,
    });
  });

  it('supersedes an estimate that arrives after its settlement at once, and only the same platform and day', async () => {
    const w = await settlementWorld(t);
    const other = await settlementWorld(t);
    const userId = w.byAlias.user.id;
    const d = dayBefore(t, 5);
    const next = addDays(d, 1);
    const settled = await createIncomeLine(t.db, {
      userId,
      taskPlatformId: w.platform.id,
      incomeDate: d,
      amount: 500,
      status: 'credited',
    });
    // Written by raw insert, not the engine: the database applies the rule to every writer.
    const late = await createIncomeLine(t.db, { userId, taskPlatformId: w.platform.id, incomeDate: d, amount: 900 });
    const nextDay = await createIncomeLine(t.db, { userId, taskPlatformId: w.platform.id, incomeDate: next, amount: 70 });
    const otherPlatform = await createIncomeLine(t.db, { userId, taskPlatformId: other.platform.id, incomeDate: d, amount: 30 });
    const lines = await t.db.select().from(incomeLines).where(eq(incomeLines.userId, userId)).orderBy(incomeLines.id);
    expect(lines.map((l) => [l.id, l.supersededAt !== null])).toEqual([
      [settled.id, false],
      [late.id, true],
      [nextDay.id, false],
      [otherPlatform.id, false],
    ]);
    expect(await dayOf(userId, d)).toBe(500 + 30);
    expect(await dayOf(userId, next)).toBe(70);
  });

  it('refuses a superseded mark on anything but an estimate', async () => {
    const w = await settlementWorld(t);
    const line = await createIncomeLine(t.db, {
      userId: w.byAlias.user.id,
      taskPlatformId: w.platform.id,
      incomeDate: dayBefore(t, 6),
      status: 'credited',
    });
    await expect(
      t.db.update(incomeLines).set({ supersededAt: new Date() }).where(eq(incomeLines.id, line.id)),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('income_lines_superseded_estimate') }),
    });
  });
});
