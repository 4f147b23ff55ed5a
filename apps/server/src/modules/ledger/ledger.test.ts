import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountRecords, balances } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkMoneyInvariants, postToLedger, postToLedgerBatch, type Posting } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  // These tests post references to rows they never write (the posting mechanics alone: no income line,
  // no withdrawal), so only the balance rules apply here (`user …`); the rules on referenced rows and the
  // wallet figures the withdrawals keep are checked where those rows exist.
  const { problems } = await checkMoneyInvariants(t.db);
  expect(problems.filter((p) => p.startsWith('user '))).toEqual([]);
});
afterAll(() => t.close());

let refSeq = 1;
const at = new Date('2026-11-20T04:00:00Z');
const credit = (userId: number, amount: number, ref: Posting['ref'] = { type: 'income_line', id: refSeq++ }): Posting => ({
  userId,
  type: 'income',
  amount,
  ref,
  at,
});
const debit = (userId: number, amount: number, ref: Posting['ref'] = { type: 'withdrawal', id: refSeq++ }): Posting => ({
  userId,
  type: 'withdrawal',
  amount: -amount,
  ref,
  at,
});
/** One posting in its own transaction, as a service would run it. */
const post = (p: Posting) => t.db.transaction((tx) => postToLedger(tx, p));

const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;
const ledgerOf = (userId: number) =>
  t.db.select().from(accountRecords).where(eq(accountRecords.userId, userId)).orderBy(asc(accountRecords.id));

/** The database error under drizzle's wrapper: SQLSTATE, constraint and message. */
async function dbError(query: Promise<unknown>) {
  const err = await query.then(
    () => null,
    (e: unknown) => e,
  );
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | null;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code) return { code: e.code, constraint: e.constraint, message: e.message };
  }
  throw new Error(`expected the database to refuse, got ${String(err)}`);
}

describe('postToLedger', () => {
  it('posts a credit, creating the balance row, with balance_after the running balance', async () => {
    const { user } = await createUser(t.db);
    expect(await balanceOf(user.id)).toBeUndefined();
    const first = await post(credit(user.id, 1_000));
    const second = await post(credit(user.id, 250));
    expect(first).toMatchObject({ created: true, entry: { amount: 1_000, balanceAfter: 1_000, type: 'income' } });
    expect(second.entry.balanceAfter).toBe(1_250);
    expect(await balanceOf(user.id)).toBe(1_250);
  });

  it('loses no update when many postings to one user run in parallel transactions', async () => {
    const { user } = await createUser(t.db);
    // The first postings race to create the balance row as well.
    const amounts = Array.from({ length: 24 }, (_, i) => (i % 4 === 3 ? -(i + 1) : 100 + i));
    const results = await Promise.all(amounts.map((a) => post(a > 0 ? credit(user.id, a) : debit(user.id, -a)).catch((e) => e)));
    // A debit may run before enough credits did; it is then refused, and nothing of it is written.
    const posted = amounts.filter((_, i) => !(results[i] instanceof AppError));
    for (const r of results) if (r instanceof Error) expect(r).toMatchObject({ errorCode: 'INSUFFICIENT_BALANCE' });
    const ledger = await ledgerOf(user.id);
    expect(ledger).toHaveLength(posted.length);
    let running = 0;
    for (const row of ledger) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
    expect(await balanceOf(user.id)).toBe(posted.reduce((s, a) => s + a, 0));
    expect((await checkMoneyInvariants(t.db)).users).toBeGreaterThan(0);
  });

  it('never overdraws when parallel debits compete for one balance', async () => {
    const { user } = await createUser(t.db);
    await post(credit(user.id, 1_000));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => post(debit(user.id, 300))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(user.id)).toBe(100);
  });

  it('posts one entry when the same reference arrives twice in parallel, and answers that entry to both', async () => {
    const { user } = await createUser(t.db);
    const ref = { type: 'income_line' as const, id: refSeq++ };
    const results = await Promise.all(Array.from({ length: 4 }, () => post(credit(user.id, 700, ref))));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(700);
  });

  it('treats a retried debit as done even when the balance could no longer cover it', async () => {
    const { user } = await createUser(t.db);
    await post(credit(user.id, 500));
    const ref = { type: 'withdrawal' as const, id: refSeq++ };
    const first = await post(debit(user.id, 500, ref));
    const retry = await post(debit(user.id, 500, ref));
    expect(retry).toEqual({ entry: first.entry, created: false });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('lets a refund of a withdrawal share its reference (another type)', async () => {
    const { user } = await createUser(t.db);
    await post(credit(user.id, 500));
    const ref = { type: 'withdrawal' as const, id: refSeq++ };
    await post(debit(user.id, 200, ref));
    const refund = await post({ userId: user.id, type: 'withdrawal_refund', amount: 200, ref, at });
    expect(refund.created).toBe(true);
    expect(await balanceOf(user.id)).toBe(500);
  });

  it('throws when a reference already posted comes back for another amount or user (a caller bug)', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const ref = { type: 'income_line' as const, id: refSeq++ };
    await post(credit(a.user.id, 300, ref));
    await expect(post(credit(a.user.id, 301, ref))).rejects.toThrow('was posted as 300 fen');
    await expect(post(credit(b.user.id, 300, ref))).rejects.toThrow('was posted as 300 fen');
    expect(await balanceOf(b.user.id)).toBeUndefined(); // rolled back with the transaction
  });

  it('refuses to overdraw: 409 余额不足 with INSUFFICIENT_BALANCE, and writes nothing', async () => {
    const { user } = await createUser(t.db);
    await post(credit(user.id, 100));
    const err = await post(debit(user.id, 101)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, errorCode: 'INSUFFICIENT_BALANCE', msg: '余额不足' });
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(100);
  });

  it('refuses a balance past the safe integer range, from credits alone or with a debit among them', async () => {
    const { user } = await createUser(t.db);
    await post(credit(user.id, Number.MAX_SAFE_INTEGER - 10));
    await expect(post(credit(user.id, 20))).rejects.toThrow(`balance of user ${user.id} would leave the safe range`);
    await expect(t.db.transaction((tx) => postToLedgerBatch(tx, [debit(user.id, 5), credit(user.id, 20)]))).rejects.toThrow(
      `balance of user ${user.id} would leave the safe range`,
    );
    expect(await balanceOf(user.id)).toBe(Number.MAX_SAFE_INTEGER - 10);
    await post(debit(user.id, Number.MAX_SAFE_INTEGER - 10));
  });

  it('fails a staged batch of fresh references on the unique key when one was posted after all, and writes nothing', async () => {
    const { user } = await createUser(t.db);
    const ref = refSeq++;
    await post(credit(user.id, 300, { type: 'income_line', id: ref }));
    const staged = sql`select x.ord, ${user.id}::int as user_id, 'income' as type, x.amount, 'income_line' as ref_type, x.ref_id,
        '' as note, ${at.toISOString()}::timestamptz as at, false as claw
      from jsonb_to_recordset(${JSON.stringify([
        { ord: 1, amount: 100, ref_id: refSeq++ },
        { ord: 2, amount: 300, ref_id: ref },
      ])}::jsonb) as x(ord bigint, amount bigint, ref_id int)`;
    expect(await dbError(t.db.transaction((tx) => postToLedgerBatch(tx, { staged, fresh: true })))).toMatchObject({
      code: '23505',
      constraint: 'account_records_ref_uq',
    });
    expect(await ledgerOf(user.id)).toHaveLength(1);
    // Not fresh, the posted reference is the careful path's: answered as done, the other one posted.
    expect(await t.db.transaction((tx) => postToLedgerBatch(tx, { staged }))).toEqual({ posted: 1 });
    expect(await balanceOf(user.id)).toBe(400);
  });

  it('refuses a zero or fractional amount', async () => {
    const { user } = await createUser(t.db);
    for (const amount of [0, 1.5, Number.NaN])
      await expect(post({ ...credit(user.id, 1), amount })).rejects.toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_FAILED',
      });
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });
});

describe('the database guards the ledger itself', () => {
  it('refuses to UPDATE, DELETE or TRUNCATE a ledger row', async () => {
    const { user } = await createUser(t.db);
    const { entry } = await post(credit(user.id, 900));
    for (const statement of [
      sql`update account_records set amount = 1 where id = ${entry.id}`,
      sql`update account_records set note = 'x' where id = ${entry.id}`,
      sql`delete from account_records where id = ${entry.id}`,
      sql`truncate account_records`,
    ]) {
      const err = await dbError(t.db.execute(statement));
      expect(err.code).toBe('P0001');
      expect(err.message).toMatch(/append-only/);
    }
    expect(await ledgerOf(user.id)).toEqual([entry]);
  });

  it('refuses a negative balance even from raw SQL', async () => {
    const { user } = await createUser(t.db);
    await post(credit(user.id, 50));
    expect(await dbError(t.db.execute(sql`update balances set balance = -1 where user_id = ${user.id}`))).toMatchObject({
      code: '23514',
      constraint: 'balances_balance_nonnegative',
    });
    expect(await balanceOf(user.id)).toBe(50);
  });

  it('refuses a zero amount, a missing or half-set reference, a negative balance_after and an unknown type', async () => {
    const { user } = await createUser(t.db);
    const insert = (type: string, amount: number, after: number, refType: string | null, refId: number | null) =>
      dbError(
        t.db.execute(
          sql`insert into account_records (user_id, type, amount, balance_after, ref_type, ref_id) values (${user.id}, ${type}, ${amount}, ${after}, ${refType}, ${refId})`,
        ),
      );
    const cases: Array<[Parameters<typeof insert>, string]> = [
      [['income', 0, 0, 'income_line', refSeq++], 'account_records_amount_nonzero'],
      [['income', 5, 5, 'income_line', null], 'account_records_ref_pair'],
      [['income', 5, 5, null, refSeq++], 'account_records_ref_pair'],
      [['income', 5, 5, null, null], 'account_records_ref_required'],
      [['withdrawal', -5, -5, 'withdrawal', refSeq++], 'account_records_balance_after_nonnegative'],
      [['bonus', 5, 5, 'income_line', refSeq++], 'account_records_type_check'],
      [['income', 5, 5, 'gift', refSeq++], 'account_records_ref_type_check'],
    ];
    for (const [args, constraint] of cases)
      expect(await insert(...args), constraint).toMatchObject({ code: '23514', constraint });
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });
});
