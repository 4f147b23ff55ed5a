import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createWork } from '../../../test/factories';
import { createWithdrawal } from '../../../test/factories-income';
import { accountRecords, receivablePayments, receivables, withdrawals } from '../../db/schema';
import { postToLedger } from '../ledger';
import { type IncomeLineInput, postIncomeLine } from './index';
import { incomeLineInput } from '../../../test/factories-settlement';
import { moneyTestApp } from '../../../test/money-invariants';

const t = moneyTestApp();

const SUMMARY = '/api/userAccount/summary';
const RECORDS = '/api/userAccount/record/page';
let rows = 0;

async function promoter() {
  const { user, token } = await createUser(t.db);
  const work = await createWork(t.db);
  // Keys counted here, so a test can post the last line's key again.
  const line = (amount: number, over: Partial<IncomeLineInput> = {}) =>
    incomeLineInput(t, user.id, work, amount, { rowKey: `claw-${++rows}`, ...over });
  return { user, token, line };
}
const post = (line: IncomeLineInput) => t.db.transaction((tx) => postIncomeLine(tx, line));
const ledgerOf = (userId: number) =>
  t.db.select().from(accountRecords).where(eq(accountRecords.userId, userId)).orderBy(accountRecords.id);
const summaryOf = async (token: string) => (await t.api.get(SUMMARY, {}, token)).body.data;

describe('clawback (待扣回)', () => {
  it('withdraw everything, a refund arrives: the balance covers nothing, the rest is owed and shown; the next credit pays it first', async () => {
    const { user, token, line } = await promoter();
    await post(line(10_000));
    await createWithdrawal(t.db, user.id, 10_000, 'paid', t.clock.now());
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 0, receivable: 0 });

    // No 409: the refund is recorded, its whole amount owed.
    const refund = await post(line(-3_000));
    expect(refund.created).toBe(true);
    expect(await t.db.select().from(receivables).where(eq(receivables.userId, user.id))).toEqual([
      expect.objectContaining({ refType: 'income_line', refId: refund.lineId, amount: 3_000, paid: 0 }),
    ]);
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 0, receivable: 3_000, totalEarned: 10_000 });
    expect((await ledgerOf(user.id)).some((r) => r.refId === refund.lineId && r.refType === 'income_line')).toBe(false);

    // A smaller credit goes wholly to the receivable; a larger one pays the rest and reaches the balance.
    await post(line(1_000));
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 0, receivable: 2_000 });
    await post(line(5_000));
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 3_000, receivable: 0, totalEarned: 13_000 });

    const tail = (await ledgerOf(user.id)).slice(-4).map((r) => [r.type, r.amount, r.balanceAfter]);
    expect(tail).toEqual([
      ['income', 1_000, 1_000],
      ['clawback', -1_000, 0],
      ['income', 5_000, 5_000],
      ['clawback', -2_000, 3_000],
    ]);
    const records = (await t.api.get(RECORDS, { size: 1 }, token)).body.data.records;
    expect(records[0]).toMatchObject({ type: 'clawback', typeLabel: '待扣回扣款', amount: -2_000 });
    expect(records[0].note).toMatch(/^扣回待扣回款项：.*收益扣回（余额不足，¥30\.00 待扣回）$/);
    expect(await t.db.$count(receivablePayments)).toBeGreaterThanOrEqual(2);
  });

  it('debits what the balance holds and owes the rest, the ledger note saying so', async () => {
    const { user, token, line } = await promoter();
    await post(line(1_000));
    const { lineId } = await post(line(-1_500));
    const [debit] = (await ledgerOf(user.id)).filter((r) => r.refId === lineId);
    expect(debit).toMatchObject({ type: 'adjustment', amount: -1_000, balanceAfter: 0 });
    expect(debit?.note).toMatch(/收益扣回（余额不足，¥5\.00 待扣回）$/);
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 0, receivable: 500, totalEarned: 0 });
    // Posting the same line again is a no-op, receivable and all.
    expect(await post(line(-1_500, { rowKey: `claw-${rows}` }))).toEqual({ lineId, created: false });
    expect(await summaryOf(token)).toMatchObject({ receivable: 500 });
  });

  it('treats a retried debit posting as done, receivable and all; another amount for it is a caller bug', async () => {
    const { user, line } = await promoter();
    await post(line(1_000));
    const { lineId } = await post(line(-1_500));
    const again = (amount: number) =>
      t.db.transaction((tx) =>
        postToLedger(tx, {
          userId: user.id,
          type: 'adjustment',
          amount,
          ref: { type: 'income_line', id: lineId },
          at: new Date(),
          onShortfall: 'receivable',
        }),
      );
    expect(await again(-1_500)).toMatchObject({ created: false, receivable: 500, entry: { amount: -1_000 } });
    await expect(again(-1_600)).rejects.toThrow(`adjustment income_line:${lineId} was posted as -1500 fen`);
    expect(await t.db.$count(receivables, eq(receivables.userId, user.id))).toBe(1);
  });

  it('pays receivables oldest first', async () => {
    const { user, line } = await promoter();
    const first = await post(line(-700));
    const second = await post(line(-400));
    await post(line(900));
    const owed = await t.db.select().from(receivables).where(eq(receivables.userId, user.id)).orderBy(receivables.id);
    expect(owed.map((r) => [r.refId, r.amount, r.paid])).toEqual([
      [first.lineId, 700, 700],
      [second.lineId, 400, 200],
    ]);
  });

  it('any credit pays off first, a returned withdrawal too', async () => {
    const { user, token, line } = await promoter();
    await post(line(2_000));
    const withdrawal = await createWithdrawal(t.db, user.id, 2_000, 'submitted', t.clock.now());
    await post(line(-500));
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 0, frozen: 2_000, receivable: 500 });
    // Rejected: the amount comes back, as the withdrawal service returns it.
    await t.db.transaction(async (tx) => {
      await tx.update(withdrawals).set({ status: 'rejected' }).where(eq(withdrawals.id, withdrawal.id));
      const ref = { type: 'withdrawal' as const, id: withdrawal.id };
      await postToLedger(tx, {
        userId: user.id,
        type: 'withdrawal_refund',
        amount: 2_000,
        ref,
        note: '提现退回',
        at: new Date(),
      });
    });
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 1_500, frozen: 0, receivable: 0 });
  });

  it('two credits at once pay the receivable exactly once between them', async () => {
    const { user, token, line } = await promoter();
    await post(line(-3_000));
    await Promise.all([post(line(2_000)), post(line(2_000))]);
    expect(await summaryOf(token)).toMatchObject({ withdrawable: 1_000, receivable: 0, totalEarned: 1_000 });
    const claws = (await ledgerOf(user.id)).filter((r) => r.type === 'clawback').map((r) => r.amount);
    expect(claws.sort()).toEqual([-1_000, -2_000]);
  });

  it('an operator adjustment past the balance is still refused (only upstream debits become receivables)', async () => {
    const { user } = await promoter();
    await expect(
      t.db.transaction((tx) =>
        postToLedger(tx, {
          userId: user.id,
          type: 'adjustment',
          amount: -1,
          ref: { type: 'adjustment', id: 999_998 },
          at: new Date(),
        }),
      ),
    ).rejects.toThrow('余额不足');
  });
});
