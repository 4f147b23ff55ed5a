import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createWork } from '../../../test/factories';
import { accountRecords, balances, incomeLines, rebates, receivables } from '../../db/schema';
import { uniqueViolation } from '../../lib/pg-errors';
import { writeSetting } from '../app-config';
import { lockBalances } from '../ledger';
import { type IncomeLineInput, postIncomeLine, postIncomeLines } from './index';
import { incomeLineInput, reportProvenance } from '../../../test/factories-settlement';
import { moneyTestApp } from '../../../test/money-invariants';

const t = moneyTestApp();

/**
 * Five promoters: I invited A and B, A invited C; D owes a receivable and A holds a line that will be
 * re-posted and corrected. The same set of roles is built twice, once per way of posting.
 */
async function roles(taskPlatformId: number, workId: number, set: string) {
  const { user: I } = await createUser(t.db);
  const { user: A } = await createUser(t.db, { inviterId: I.id });
  const { user: B } = await createUser(t.db, { inviterId: I.id });
  const { user: C } = await createUser(t.db, { inviterId: A.id });
  const { user: D } = await createUser(t.db);
  const { user: F } = await createUser(t.db);
  const { user: G } = await createUser(t.db, { inviterId: F.id });
  const line = (userId: number, key: string, amount: number, over: Partial<IncomeLineInput> = {}) =>
    incomeLineInput(t, userId, { id: workId, taskPlatformId }, amount, { rowKey: `${set}:${key}`, ...over });
  const before = await t.db.transaction(async (tx) => ({
    owed: await postIncomeLine(tx, line(D.id, 'd-refund', -500)),
    held: await postIncomeLine(tx, line(A.id, 'pre-a', 1_000)),
  }));
  const batch: IncomeLineInput[] = [
    line(B.id, 'b-1', 12_345),
    // C's line earns A a rebate that must reach A before A's own refund, or the refund would leave a receivable.
    line(C.id, 'c-1', 20_000),
    line(A.id, 'a-refund', -1_500),
    // D owes 500: this credit pays 300 of it.
    line(D.id, 'd-1', 300),
    line(B.id, 'b-estimate', 999, { kind: 'estimate' }),
    line(B.id, 'b-dup', 700),
    line(B.id, 'b-dup', 700),
    line(A.id, 'pre-a', 1_000),
    line(B.id, 'b-refund', -12_345),
    // Past C's balance: a receivable, and A's rebate reversed past A's balance: another.
    line(C.id, 'c-refund', -30_000),
    line(A.id, 'pre-a-correction', -400, {
      provenance: { ...reportProvenance(99), adjustment: { ofLineId: before.held.lineId, reason: '退款' } },
    }),
    line(C.id, 'c-tiny', 4),
    line(I.id, 'i-1', 5_000),
    line(D.id, 'd-2', 900),
    // The set-based path's own case of the same: G's line earns F 1,000 before F's refund of 600.
    line(G.id, 'g-1', 10_000),
    line(F.id, 'f-refund', -600),
  ];
  return { users: { I, A, B, C, D, F, G }, batch };
}

/** Everything the postings left, per role, without the ids that differ between two runs. */
async function picture(users: Record<string, { id: number }>, set: string) {
  const out: Record<string, unknown> = {};
  for (const [role, { id }] of Object.entries(users)) {
    out[role] = {
      ledger: (await t.db.select().from(accountRecords).where(eq(accountRecords.userId, id)).orderBy(asc(accountRecords.id))).map(
        (r) => [r.type, r.amount, r.balanceAfter, r.refType, r.note],
      ),
      balance: (await t.db.select().from(balances).where(eq(balances.userId, id))).map((b) => [b.balance, b.earned]),
      receivables: (await t.db.select().from(receivables).where(eq(receivables.userId, id)).orderBy(asc(receivables.id))).map(
        (r) => [r.refType, r.amount, r.paid, r.note],
      ),
      lines: (await t.db.select().from(incomeLines).where(eq(incomeLines.userId, id)).orderBy(asc(incomeLines.id))).map((l) => [
        l.rowKey.replace(`${set}:`, ''),
        l.kind,
        l.status,
        l.amount,
        l.reasonCode,
      ]),
      rebates: (await t.db.select().from(rebates).where(eq(rebates.userId, id)).orderBy(asc(rebates.id))).map((r) => [
        r.bps,
        r.amount,
      ]),
    };
  }
  return out;
}

describe('postIncomeLines', () => {
  it('leaves exactly what posting the same lines one by one leaves: ledgers, balances, receivables, rebates', async () => {
    await writeSetting(t.db, 'promotion', {
      maxLiveAliases: 20,
      backfillWindowDays: 7,
      maxMediaAccountsPerPlatform: 5,
      rebateBps: 1000,
    });
    const work = await createWork(t.db);
    const one = await roles(work.taskPlatformId, work.id, 'one');
    const bulk = await roles(work.taskPlatformId, work.id, 'bulk');

    const oneByOne = await t.db.transaction(async (tx) => {
      const results = [];
      for (const line of one.batch) results.push(await postIncomeLine(tx, line));
      return results;
    });
    const batched = await t.db.transaction((tx) => postIncomeLines(tx, bulk.batch));

    expect(batched.map((r) => r.created)).toEqual(oneByOne.map((r) => r.created));
    // The repeated identity and the re-posted line are answered as existing.
    expect(batched.map((r) => r.created)).toEqual(bulk.batch.map((_, i) => i !== 6 && i !== 7));
    const expected = await picture(one.users, 'one');
    expect(await picture(bulk.users, 'bulk')).toEqual(expected);
    // The cases the batch exists for all happened: a rebate before a refund, receivables paid and left.
    expect(expected).toMatchObject({
      A: {
        receivables: [
          ['rebate', 1_500, 0, '团队奖励冲回：邀请的推客 2026-11-19 收益 -¥300.00 的 10%（余额不足，¥15.00 待扣回）'],
          ['income_line', 400, 0, '收益调整：退款（余额不足，¥4.00 待扣回）'],
        ],
      },
      C: { receivables: [['income_line', 10_000, 4, expect.stringContaining('收益扣回（余额不足，¥100.00 待扣回）')]] },
      D: { receivables: [['income_line', 500, 500, expect.any(String)]], balance: [[700, 700]] },
      F: { receivables: [], balance: [[400, 400]] },
    });
    // Lines of the batch point at the ledger rows of the batch, one each.
    const bulkLines = await t.db
      .select({ id: incomeLines.id })
      .from(incomeLines)
      .where(
        inArray(
          incomeLines.userId,
          Object.values(bulk.users).map((u) => u.id),
        ),
      );
    expect(bulkLines.length).toBe(16);
  });

  it('takes a staged source (lines built by a select) to exactly what the same lines as an array leave', async () => {
    await writeSetting(t.db, 'promotion', {
      maxLiveAliases: 20,
      backfillWindowDays: 7,
      maxMediaAccountsPerPlatform: 5,
      rebateBps: 1000,
    });
    const work = await createWork(t.db);
    const given = await roles(work.taskPlatformId, work.id, 'given');
    const staged = await roles(work.taskPlatformId, work.id, 'staged');
    // A correction of a rebated line never comes staged (an import's corrections carry no `adjustment`).
    const plain = (batch: IncomeLineInput[]) => batch.filter((l) => !l.provenance.adjustment);
    await t.db.transaction((tx) => postIncomeLines(tx, plain(given.batch)));
    const rows = plain(staged.batch).map((l, ord) => ({
      ord,
      user_id: l.userId,
      work_id: l.workId,
      task_platform_id: l.taskPlatformId,
      kind: l.kind,
      amount: l.amount,
      income_date: l.incomeDate,
      provenance: l.provenance,
      report_date: l.reportDate,
      row_key: l.rowKey,
      reason_code: l.reasonCode,
      price_id: l.priceId,
    }));
    const counts = await t.db.transaction((tx) =>
      postIncomeLines(tx, {
        staged: sql`select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(ord int, user_id int, work_id int,
          task_platform_id int, kind text, amount bigint, income_date date, provenance jsonb, report_date date, row_key text,
          reason_code text, price_id int)`,
        at: t.clock.now(),
      }),
    );
    // The repeated identity and the re-posted line are the two not written.
    expect(counts).toEqual({ given: rows.length, created: rows.length - 2 });
    const expected = await picture(given.users, 'given');
    expect(await picture(staged.users, 'staged')).toEqual(expected);
    expect(expected).toMatchObject({
      A: { receivables: [['rebate', 1_500, 0, expect.stringContaining('团队奖励冲回')]] },
      D: { receivables: [['income_line', 500, 500, expect.any(String)]] },
      F: { receivables: [], balance: [[400, 400]] },
    });
  });

  it('posts, staged, to the users the caller locked up front and to the others, whose balance rows the ledger locks or creates', async () => {
    const work = await createWork(t.db);
    const { user: held } = await createUser(t.db);
    const { user: other } = await createUser(t.db);
    // A promoter without a balance row (registration writes one; a row of an older account may be missing).
    await t.db.delete(balances).where(eq(balances.userId, other.id));
    const provenance = reportProvenance(1);
    const counts = await t.db.transaction(async (tx) =>
      postIncomeLines(tx, {
        staged: sql`select x.ord, x.user_id, ${work.id}::int as work_id, ${work.taskPlatformId}::int as task_platform_id,
            'settled' as kind, x.amount, '2026-11-19'::date as income_date, ${JSON.stringify(provenance)}::jsonb as provenance,
            '2026-11-20'::date as report_date, 'locked-' || x.ord as row_key, null::text as reason_code, null::int as price_id
          from jsonb_to_recordset(${JSON.stringify([
            { ord: 1, user_id: held.id, amount: 300 },
            { ord: 2, user_id: other.id, amount: 500 },
          ])}::jsonb) as x(ord int, user_id int, amount bigint)`,
        at: t.clock.now(),
        locked: await lockBalances(tx, [held.id]),
      }),
    );
    expect(counts).toEqual({ given: 2, created: 2 });
    const rows = await t.db
      .select({ userId: balances.userId, balance: balances.balance })
      .from(balances)
      .where(inArray(balances.userId, [held.id, other.id]))
      .orderBy(asc(balances.userId));
    expect(rows).toEqual([
      { userId: held.id, balance: 300 },
      { userId: other.id, balance: 500 },
    ]);
  });

  it('refuses an identity the batch repeats with another amount, and writes nothing of the batch', async () => {
    const work = await createWork(t.db);
    const { user } = await createUser(t.db);
    const line = (amount: number) => incomeLineInput(t, user.id, work, amount, { rowKey: 'twice' });
    await expect(t.db.transaction((tx) => postIncomeLines(tx, [line(100), line(200)]))).rejects.toThrow(
      `holds 100 fen for user ${user.id}, now 200 fen for user ${user.id}: a correction is an adjustment line of its own`,
    );
    expect(await t.db.$count(incomeLines, eq(incomeLines.userId, user.id))).toBe(0);
    expect(await t.db.$count(accountRecords, eq(accountRecords.userId, user.id))).toBe(0);
  });

  it('refuses, staged too, an identity already held with another amount, and writes nothing of the batch', async () => {
    const work = await createWork(t.db);
    const { user } = await createUser(t.db);
    const provenance = reportProvenance(1);
    await t.db.transaction((tx) => postIncomeLine(tx, incomeLineInput(t, user.id, work, 100, { rowKey: 'held', provenance })));
    const staged = (rows: [string, number][]) =>
      sql`select x.ord, ${user.id}::int as user_id, ${work.id}::int as work_id, ${work.taskPlatformId}::int as task_platform_id,
          'settled' as kind, x.amount, '2026-11-19'::date as income_date, ${JSON.stringify(provenance)}::jsonb as provenance,
          '2026-11-20'::date as report_date, x.row_key, null::text as reason_code, null::int as price_id
        from jsonb_to_recordset(${JSON.stringify(rows.map(([k, a], ord) => ({ ord, row_key: k, amount: a })))}::jsonb)
          as x(ord int, row_key text, amount bigint)`;
    await expect(
      t.db.transaction((tx) =>
        postIncomeLines(tx, {
          staged: staged([
            ['fresh', 300],
            ['held', 200],
          ]),
          at: t.clock.now(),
        }),
      ),
    ).rejects.toThrow(
      `holds 100 fen for user ${user.id}, now 200 fen for user ${user.id}: a correction is an adjustment line of its own`,
    );
    expect(await t.db.$count(incomeLines, eq(incomeLines.userId, user.id))).toBe(1);
    expect(await t.db.$count(accountRecords, eq(accountRecords.userId, user.id))).toBe(1);
    // The same figure again is the line already there: nothing new.
    expect(await t.db.transaction((tx) => postIncomeLines(tx, { staged: staged([['held', 100]]), at: t.clock.now() }))).toEqual({
      given: 1,
      created: 0,
    });
    expect(await t.db.$count(accountRecords, eq(accountRecords.userId, user.id))).toBe(1);
    // Written as fresh (no conflict handling), a held identity still fails on the unique key, and nothing stands.
    await expect(
      t.db.transaction((tx) =>
        postIncomeLines(tx, {
          staged: staged([
            ['fresh', 300],
            ['held', 100],
          ]),
          at: t.clock.now(),
          fresh: true,
        }),
      ),
    ).rejects.toSatisfy((err) => uniqueViolation(err) === 'income_lines_identity_uq');
    expect(await t.db.$count(incomeLines, eq(incomeLines.userId, user.id))).toBe(1);
    expect(await t.db.$count(accountRecords, eq(accountRecords.userId, user.id))).toBe(1);
  });
});
