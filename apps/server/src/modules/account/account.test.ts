import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTaskPlatform, createUser, createWork } from '../../../test/factories';
import { createIncomeLine, createWithdrawal } from '../../../test/factories-income';
import { moneyTestApp } from '../../../test/money-invariants';
import { accountRecords } from '../../db/schema';
import { firstRow } from '../../lib/rows';

const t = moneyTestApp();
type Promoter = Awaited<ReturnType<typeof createUser>>;
let alice: Promoter;
let bob: Promoter;

const RECORDS = '/api/userAccount/record/page';
const SUMMARY = '/api/userAccount/summary';
const ESTIMATE = '/api/userAccount/GetEstimateIncome';

/** Moves the shared test clock to an instant (tests here run one after another in this file). */
const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
const at = (iso: string) => new Date(iso);
const ledgerRowOf = async (lineId: number) =>
  firstRow(
    await t.db
      .select()
      .from(accountRecords)
      .where(and(eq(accountRecords.refType, 'income_line'), eq(accountRecords.refId, lineId))),
    'ledger row of an income line',
  );

/** Two fresh promoters per test, so one's money never shows in the other's figures. */
async function twoPromoters() {
  [alice, bob] = await Promise.all([createUser(t.db), createUser(t.db)]);
}

describe('GET /api/userAccount/record/page', () => {
  it('lists my ledger newest first with labels, and the withdrawal each withdrawal row belongs to', async () => {
    await twoPromoters();
    const income = await createIncomeLine(t.db, {
      userId: alice.user.id,
      incomeDate: '2026-03-01',
      amount: 10_000,
      status: 'credited',
      createdAt: at('2026-03-08T04:00:00Z'),
    });
    const refund = await createIncomeLine(t.db, {
      userId: alice.user.id,
      incomeDate: '2026-03-05',
      amount: -500,
      status: 'credited',
      createdAt: at('2026-03-09T04:00:00Z'),
      provenance: { adjustment: { ofLineId: income.id, reason: '用户退款' } },
    });
    const [credit, adjustment] = await Promise.all([ledgerRowOf(income.id), ledgerRowOf(refund.id)]);
    const rejected = await createWithdrawal(t.db, alice.user.id, 3_000, 'rejected', at('2026-03-10T04:00:00Z'));
    await createIncomeLine(t.db, {
      userId: bob.user.id,
      incomeDate: '2026-03-01',
      status: 'credited',
      createdAt: at('2026-03-11T04:00:00Z'),
    });

    const res = await t.api.get(RECORDS, { size: 3 }, alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data.hasNextPages).toBe(true);
    const [back, out, adjusted] = res.body.data.records;
    expect(back).toEqual({
      id: expect.any(Number),
      type: 'withdrawal_refund',
      typeLabel: '提现退回',
      amount: 3_000,
      balanceAfter: 9_500,
      note: '提现退回',
      withdrawalId: rejected.id,
      createdAt: '2026-03-10T12:00:00+08:00',
    });
    expect(out).toMatchObject({
      type: 'withdrawal',
      typeLabel: '提现',
      amount: -3_000,
      balanceAfter: 6_500,
      withdrawalId: rejected.id,
    });
    expect(adjusted).toMatchObject({
      id: adjustment.id,
      type: 'adjustment',
      typeLabel: '收益调整',
      amount: -500,
      withdrawalId: null,
    });
    const last = await t.api.get(RECORDS, { page: 2, size: 3 }, alice.token);
    expect(last.body.data.records).toEqual([
      expect.objectContaining({
        id: credit.id,
        type: 'income',
        typeLabel: '收益入账',
        amount: 10_000,
        balanceAfter: 10_000,
      }),
    ]);
    expect(last.body.data.hasNextPages).toBe(false);

    const bobs = await t.api.get(RECORDS, {}, bob.token);
    expect(bobs.body.data.records).toHaveLength(1);
    expect(bobs.body.data.records[0]).toMatchObject({ type: 'income', amount: 1_000 });
  });

  it('needs a login', async () => {
    for (const path of [RECORDS, SUMMARY, ESTIMATE]) expect((await t.api.get(path, {})).status).toBe(401);
  });
});

describe('GET /api/userAccount/summary', () => {
  it('splits my money into withdrawable, frozen, earned and withdrawn; the month is the Shanghai calendar month', async () => {
    await twoPromoters();
    setClock('2026-03-20T04:00:00Z');
    const credited = { status: 'credited', createdAt: at('2026-02-10T04:00:00Z') } as const;
    await createIncomeLine(t.db, { userId: alice.user.id, incomeDate: '2026-02-01', amount: 100_000, ...credited });
    // 00:10 on 1 March in Shanghai is still February in UTC; 23:50 on 28 February is February everywhere.
    const firstOfMarch = at('2026-02-28T16:10:00Z');
    const endOfFebruary = at('2026-02-28T15:50:00Z');
    await createWithdrawal(t.db, alice.user.id, 1_500, 'submitted', endOfFebruary);
    await createWithdrawal(t.db, alice.user.id, 5_000, 'paid', endOfFebruary);
    await createWithdrawal(t.db, alice.user.id, 1_000, 'submitted', firstOfMarch);
    await createWithdrawal(t.db, alice.user.id, 2_000, 'approved', at('2026-03-05T04:00:00Z'));
    await createWithdrawal(t.db, alice.user.id, 3_000, 'paying', at('2026-03-06T04:00:00Z'));
    await createWithdrawal(t.db, alice.user.id, 4_000, 'paid', at('2026-03-07T04:00:00Z'));
    await createWithdrawal(t.db, alice.user.id, 6_000, 'rejected', at('2026-03-08T04:00:00Z'));
    await createWithdrawal(t.db, alice.user.id, 7_000, 'failed', at('2026-03-09T04:00:00Z'));
    await createIncomeLine(t.db, { userId: bob.user.id, incomeDate: '2026-02-01', amount: 9_000, ...credited });
    await createWithdrawal(t.db, bob.user.id, 2_500, 'paying', at('2026-03-05T04:00:00Z'));

    const res = await t.api.get(SUMMARY, {}, alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      withdrawable: 100_000 - 1_500 - 5_000 - 1_000 - 2_000 - 3_000 - 4_000,
      frozen: 1_500 + 1_000 + 2_000 + 3_000,
      totalEarned: 100_000,
      totalWithdrawn: 5_000 + 4_000,
      withdrawnThisMonth: 1_000 + 2_000 + 3_000 + 4_000,
      receivable: 0,
    });
    // What was earned is in the balance, on its way out, or paid out: the card's parts add up.
    const s = res.body.data;
    expect(s.withdrawable + s.frozen + s.totalWithdrawn).toBe(s.totalEarned);
    expect((await t.api.get(SUMMARY, {}, bob.token)).body.data).toEqual({
      withdrawable: 6_500,
      frozen: 2_500,
      totalEarned: 9_000,
      totalWithdrawn: 0,
      withdrawnThisMonth: 2_500,
      receivable: 0,
    });

    setClock('2026-02-28T16:05:00Z'); // five minutes before the 1 March withdrawal, already March in Shanghai
    expect((await t.api.get(SUMMARY, {}, alice.token)).body.data.withdrawnThisMonth).toBe(1_000 + 2_000 + 3_000 + 4_000);
    setClock('2026-02-28T15:55:00Z'); // 23:55 on 28 February in Shanghai
    expect((await t.api.get(SUMMARY, {}, alice.token)).body.data.withdrawnThisMonth).toBe(1_500 + 5_000);
  });
});

describe('GET /api/userAccount/summary, the cost', () => {
  it('takes one query, the live session check included', async () => {
    await twoPromoters();
    await t.api.get(SUMMARY, {}, alice.token); // the session's once-a-minute touch happens here, not below
    const query = vi.spyOn(t.db.$client, 'query');
    try {
      expect((await t.api.get(SUMMARY, {}, alice.token)).status).toBe(200);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});

describe('GET /api/userAccount/GetEstimateIncome', () => {
  it('answers today, yesterday, this and last month, 30 complete days, and the splits, in Shanghai days', async () => {
    await twoPromoters();
    setClock('2026-02-28T16:30:00Z'); // 00:30 on 1 March in Shanghai
    const [p1, p2] = [await createTaskPlatform(t.db, { name: '红果短剧' }), await createTaskPlatform(t.db, { name: '番茄小说' })];
    const w1 = await createWork(t.db, { taskPlatformId: p1.id, title: '战神归来' });
    const w2 = await createWork(t.db, { taskPlatformId: p2.id, title: '龙王医婿' });
    const add = (
      userId: number,
      w: typeof w1,
      incomeDate: string,
      amount: number,
      status: 'estimated' | 'settled' | 'credited' = 'estimated',
    ) => createIncomeLine(t.db, { userId, workId: w.id, taskPlatformId: w.taskPlatformId, incomeDate, amount, status });
    await add(alice.user.id, w1, '2026-03-01', 100);
    await add(alice.user.id, w1, '2026-02-28', 200, 'settled');
    await add(alice.user.id, w2, '2026-02-01', 400, 'credited');
    await add(alice.user.id, w2, '2026-01-31', 800, 'credited');
    await add(alice.user.id, w1, '2026-02-15', -50, 'credited');
    await add(alice.user.id, w2, '2026-01-30', 1_600, 'credited');
    await add(bob.user.id, w1, '2026-03-01', 99_999);
    const uid = await createIncomeLine(t.db, {
      userId: alice.user.id,
      workId: null,
      taskPlatformId: p1.id,
      incomeDate: '2026-02-20',
      amount: 10,
    });

    const res = await t.api.get(ESTIMATE, {}, alice.token);
    expect(res.status).toBe(200);
    const e = res.body.data;
    expect(e).toMatchObject({ today: 100, yesterday: 200, thisMonth: 100, lastMonth: 200 - 50 + 400 + 10 });
    expect(e.days).toHaveLength(30);
    expect(e.days[0]).toEqual({ date: '2026-01-31', amount: 800 });
    expect(e.days[29]).toEqual({ date: '2026-03-01', amount: 100 });
    for (let i = 1; i < 30; i++) expect(Date.parse(e.days[i].date) - Date.parse(e.days[i - 1].date)).toBe(86_400_000);
    expect(e.days.find((d: { date: string }) => d.date === '2026-02-02')).toEqual({ date: '2026-02-02', amount: 0 });
    expect(e.window).toEqual({ from: '2026-01-31', to: '2026-03-01', total: 100 + 200 - 50 + 400 + 800 + 10 });
    // The UID's line has no work: it is a row of its own, so the by-work rows add up to the window too.
    expect(e.byWork).toEqual([
      { id: w2.id, name: '龙王医婿', amount: 1_200 },
      { id: w1.id, name: '战神归来', amount: 250 },
      { id: null, name: '其他（UID 匹配）', amount: 10 },
    ]);
    expect(e.byPlatform).toEqual([
      { id: p2.id, name: '番茄小说', amount: 1_200, dataUpTo: '2026-02-01' },
      { id: p1.id, name: '红果短剧', amount: 260, dataUpTo: '2026-03-01' },
    ]);
    expect(uid.workId).toBeNull();
    const sum = (rows: Array<{ amount: number }>) => rows.reduce((s, r) => s + r.amount, 0);
    for (const parts of [e.days, e.byWork, e.byPlatform]) expect(sum(parts)).toBe(e.window.total);

    // The home page shows the same days' figures.
    const home = (await t.api.get('/api/user/home/data', {}, alice.token)).body.data;
    expect([home.todayEstimate, home.yesterdayEstimate, home.monthEstimate]).toEqual([e.today, e.yesterday, e.thisMonth]);

    setClock('2026-02-28T15:30:00Z'); // 23:30 on 28 February in Shanghai
    const before = (await t.api.get(ESTIMATE, {}, alice.token)).body.data;
    expect(before).toMatchObject({ today: 200, yesterday: 0, thisMonth: 560, lastMonth: 800 + 1_600 });
    expect(before.days[0].date).toBe('2026-01-30');
    expect(before.days[29]).toEqual({ date: '2026-02-28', amount: 200 });
  });

  it('answers zeros and every day for a promoter without income', async () => {
    await twoPromoters();
    const e = (await t.api.get(ESTIMATE, {}, bob.token)).body.data;
    expect(e).toMatchObject({ today: 0, yesterday: 0, thisMonth: 0, lastMonth: 0, byWork: [], byPlatform: [] });
    expect(e.days).toHaveLength(30);
    expect(e.days.every((d: { amount: number }) => d.amount === 0)).toBe(true);
  });
});
