import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTaskPlatform, createUser } from '../../../test/factories';
import { createIncomeLine, createWithdrawal } from '../../../test/factories-income';
import { operatorActor } from '../../../test/factories-operators';
import { creditBalance, testDataKey } from '../../../test/factories-wallet';
import { moneyTestApp } from '../../../test/money-invariants';
import { accountRecords, balances, incomeDays, incomeLines, withdrawals } from '../../db/schema';
import { manualPayout, withdrawalOperations } from '../wallet';

// balances.earned / frozen / withdrawn and income_days are maintained (postToLedger, triggers of migration
// 0010_money_figures) so the summary and home reads never sum a promoter's history: these tests change the
// source rows the ways the app, the operator, imports and raw SQL do, and hold the figures to a recount.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const t = moneyTestApp();

/** The stored figures of the users and the same figures counted from the ledger and the withdrawals. */
async function expectBalancesRecounted(userIds: number[]) {
  const r = accountRecords;
  const w = withdrawals;
  const user = sql`${sql.identifier('balances')}.${sql.identifier('user_id')}`;
  const recount = (expr: ReturnType<typeof sql>) => sql<number>`${expr}`.mapWith(Number);
  const rows = await t.db
    .select({
      userId: balances.userId,
      stored: { balance: balances.balance, earned: balances.earned, frozen: balances.frozen, withdrawn: balances.withdrawn },
      recounted: {
        balance: recount(sql`(select coalesce(sum(${r.amount}), 0) from ${r} where ${r.userId} = ${user})`),
        earned: recount(
          sql`(select coalesce(sum(${r.amount}), 0) from ${r} where ${r.userId} = ${user} and ${r.type} in ('income', 'rebate', 'adjustment', 'clawback'))`,
        ),
        frozen: recount(
          sql`(select coalesce(sum(${w.amount}), 0) from ${w} where ${w.userId} = ${user} and ${w.status} in ('submitted', 'approved', 'paying'))`,
        ),
        withdrawn: recount(
          sql`(select coalesce(sum(${w.amount}), 0) from ${w} where ${w.userId} = ${user} and ${w.status} = 'paid')`,
        ),
      },
    })
    .from(balances)
    .where(inArray(balances.userId, userIds))
    .orderBy(balances.userId);
  expect(rows).toHaveLength(userIds.length);
  expect(rows.map((x) => ({ userId: x.userId, ...x.stored }))).toEqual(rows.map((x) => ({ userId: x.userId, ...x.recounted })));
  // The identity the wallet card shows: what was earned is in the balance, on its way out, or paid out.
  for (const x of rows) expect(x.stored.balance + x.stored.frozen + x.stored.withdrawn).toBe(x.stored.earned);
}

/** income_days against a recount of the lines but superseded estimates (a day whose lines cancel out may keep a zero row). */
async function expectDaysRecounted(userIds: number[]) {
  const stored = await t.db
    .select({ userId: incomeDays.userId, date: incomeDays.incomeDate, amount: incomeDays.amount })
    .from(incomeDays)
    .where(inArray(incomeDays.userId, userIds))
    .orderBy(incomeDays.userId, incomeDays.incomeDate);
  const recounted = await t.db
    .select({
      userId: incomeLines.userId,
      date: incomeLines.incomeDate,
      amount: sql<number>`sum(${incomeLines.amount})`.mapWith(Number),
    })
    .from(incomeLines)
    .where(and(inArray(incomeLines.userId, userIds), isNull(incomeLines.supersededAt)))
    .groupBy(incomeLines.userId, incomeLines.incomeDate)
    .orderBy(incomeLines.userId, incomeLines.incomeDate);
  expect(stored.filter((d) => d.amount !== 0)).toEqual(recounted.filter((d) => d.amount !== 0));
}

describe('balances: earned, frozen and withdrawn', () => {
  it('follow postings of every type and withdrawals through every operator step', async () => {
    const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const now = t.clock.now();
    await createIncomeLine(t.db, {
      userId: a.user.id,
      incomeDate: '2026-03-01',
      amount: 100_000,
      status: 'credited',
      createdAt: now,
    });
    // A's invitee earns 20,000 fen: A's rebate at the default 10 % is 2,000.
    const { user: invitee } = await createUser(t.db, { inviterId: a.user.id });
    await createIncomeLine(t.db, {
      userId: invitee.id,
      incomeDate: '2026-03-01',
      amount: 20_000,
      status: 'credited',
      createdAt: now,
    });
    await creditBalance(t.db, a.user.id, -500, now);
    await createIncomeLine(t.db, {
      userId: b.user.id,
      incomeDate: '2026-03-01',
      amount: 30_000,
      status: 'credited',
      createdAt: now,
    });
    await expectBalancesRecounted([a.user.id, b.user.id]);

    const store = {
      db: t.db,
      clock: t.clock,
      dataKey: testDataKey,
      channelCap: null,
      payout: manualPayout,
      log: { warn: () => {} },
    };
    const finance = await operatorActor(t, 'finance');
    const toApprove = await createWithdrawal(t.db, a.user.id, 1_000, 'submitted', now);
    const toReject = await createWithdrawal(t.db, a.user.id, 2_000, 'submitted', now);
    const toPay = await createWithdrawal(t.db, a.user.id, 3_000, 'submitted', now);
    const toFail = await createWithdrawal(t.db, a.user.id, 4_000, 'submitted', now);
    await createWithdrawal(t.db, b.user.id, 5_000, 'paid', now);
    await createWithdrawal(t.db, b.user.id, 6_000, 'rejected', now);
    await expectBalancesRecounted([a.user.id, b.user.id]);

    await withdrawalOperations.approve(store, finance, { id: toApprove.id });
    await withdrawalOperations.reject(store, finance, { id: toReject.id, reason: '账户信息有误' });
    for (const w of [toPay, toFail]) await withdrawalOperations.approve(store, finance, { id: w.id });
    // A raw status change, as an import or a repair would write it: the triggers follow it all the same.
    await t.db
      .update(withdrawals)
      .set({ status: 'paying', payoutNo: 'P', payoutChannel: 'manual' })
      .where(inArray(withdrawals.id, [toPay.id, toFail.id]));
    const paid = { id: toPay.id, transferNo: 'T1', outcome: 'paid' as const, requestId: randomUUID() };
    await withdrawalOperations.recordTransfer(store, finance, paid);
    await withdrawalOperations.recordTransfer(store, finance, {
      id: toFail.id,
      transferNo: 'T2',
      outcome: 'failed',
      reason: '收款账户异常',
      requestId: randomUUID(),
    });
    await withdrawalOperations.recordTransfer(store, finance, paid); // retried: nothing changes
    await expectBalancesRecounted([a.user.id, b.user.id]);
    const [row] = await t.db.select().from(balances).where(eq(balances.userId, a.user.id));
    expect(row).toMatchObject({ earned: 101_500, frozen: 1_000, withdrawn: 3_000, balance: 97_500 });
  });
});

describe('income_days', () => {
  it('follows lines inserted one at a time and many in one statement, updated and deleted', async () => {
    const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const platform = await createTaskPlatform(t.db);
    await createIncomeLine(t.db, { userId: a.user.id, taskPlatformId: platform.id, incomeDate: '2026-03-01', amount: 700 });
    let rows = 0;
    const line = (userId: number, incomeDate: string, amount: number) => ({
      userId,
      taskPlatformId: platform.id,
      workId: null,
      status: 'estimated' as const,
      amount,
      incomeDate,
      provenance: { source: 'report', batch: 'figures', row: 1, matchedBy: 'uid', matched: 'u1', rule: 'CPA' },
      reportDate: incomeDate,
      rowKey: `figures-${++rows}`,
      kind: 'estimate' as const,
    });
    // A report import: many lines, several per day, two promoters, one statement.
    await t.db
      .insert(incomeLines)
      .values([
        line(a.user.id, '2026-03-01', 100),
        line(a.user.id, '2026-03-01', -30),
        line(a.user.id, '2026-03-02', 250),
        line(b.user.id, '2026-03-01', 999),
        line(b.user.id, '2026-03-03', 1),
      ]);
    await expectDaysRecounted([a.user.id, b.user.id]);

    // Corrections: an amount, a day moved, a status that changes no figure, then lines deleted.
    await t.db
      .update(incomeLines)
      .set({ amount: sql`${incomeLines.amount} * 2` })
      .where(eq(incomeLines.userId, a.user.id));
    await t.db.update(incomeLines).set({ incomeDate: '2026-03-05' }).where(eq(incomeLines.incomeDate, '2026-03-02'));
    await t.db.update(incomeLines).set({ status: 'settled', kind: 'settled' }).where(eq(incomeLines.userId, b.user.id));
    await expectDaysRecounted([a.user.id, b.user.id]);
    await t.db.delete(incomeLines).where(eq(incomeLines.userId, b.user.id));
    await expectDaysRecounted([a.user.id, b.user.id]);
    const days = await t.db.select().from(incomeDays).where(eq(incomeDays.userId, a.user.id)).orderBy(incomeDays.incomeDate);
    expect(days.map((d) => [d.incomeDate, d.amount])).toEqual([
      ['2026-03-01', (700 + 100 - 30) * 2],
      ['2026-03-02', 0],
      ['2026-03-05', 500],
    ]);
  });
});
