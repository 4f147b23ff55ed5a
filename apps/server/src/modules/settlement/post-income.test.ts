import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createWork } from '../../../test/factories';
import { accountRecords, balances, incomeLines } from '../../db/schema';
import { type IncomeLineInput, postIncomeLine } from './index';
import { incomeLineInput, reportProvenance } from '../../../test/factories-settlement';
import { moneyTestApp } from '../../../test/money-invariants';

const t = moneyTestApp();

async function input(overrides: Partial<IncomeLineInput> = {}): Promise<IncomeLineInput> {
  const { user } = await createUser(t.db);
  const work = await createWork(t.db);
  // With the price rule's share and the upstream amount, so the provenance holds every key the contract knows.
  const provenance = { ...reportProvenance(7), shareBps: 7000, upstreamAmount: 1_763 };
  return incomeLineInput(t, user.id, work, 1_234, { provenance, ...overrides });
}

const post = (line: IncomeLineInput) => t.db.transaction((tx) => postIncomeLine(tx, line));
const ledgerOf = (userId: number) => t.db.select().from(accountRecords).where(eq(accountRecords.userId, userId));
const balanceOf = async (userId: number) =>
  (await t.db.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId)))[0]?.balance ?? 0;

describe('postIncomeLine', () => {
  it('writes a settled line as credited and credits the balance through the ledger, referencing the line', async () => {
    const line = await input();
    const { lineId, created } = await post(line);
    expect(created).toBe(true);
    const [row] = await t.db.select().from(incomeLines).where(eq(incomeLines.id, lineId));
    expect(row).toMatchObject({
      status: 'credited',
      kind: 'settled',
      amount: 1_234,
      reportDate: '2026-11-20',
      incomeDate: '2026-11-19',
      rowKey: line.rowKey,
      provenance: line.provenance,
    });
    expect(await ledgerOf(line.userId)).toEqual([
      expect.objectContaining({ type: 'income', amount: 1_234, refType: 'income_line', refId: lineId, balanceAfter: 1_234 }),
    ]);
    const [entry] = await ledgerOf(line.userId);
    expect(entry?.note).toMatch(/^.+ 2026-11-19 收益入账$/);
  });

  it('records an estimate without touching the balance', async () => {
    const line = await input({ kind: 'estimate' });
    const { lineId } = await post(line);
    const [row] = await t.db.select().from(incomeLines).where(eq(incomeLines.id, lineId));
    expect(row?.status).toBe('estimated');
    expect(await ledgerOf(line.userId)).toEqual([]);
  });

  it('answers the existing line for the same identity and moves no money, however often or at once it is posted', async () => {
    const line = await input();
    const first = await post(line);
    const again = await Promise.all([post(line), post(line), post({ ...line, at: new Date() })]);
    expect(again).toEqual(Array(3).fill({ lineId: first.lineId, created: false }));
    expect(await t.db.$count(incomeLines, eq(incomeLines.userId, line.userId))).toBe(1);
    expect(await balanceOf(line.userId)).toBe(1_234);
    // The same row in another kind of report (its estimate, a correction) is another line.
    const estimate = await post({ ...line, kind: 'estimate' });
    expect(estimate.created).toBe(true);
    expect(estimate.lineId).not.toBe(first.lineId);
  });

  it('lands exactly one line and one credit when the same row is posted in parallel transactions', async () => {
    const line = await input();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(line)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.lineId)).size).toBe(1);
    expect(await ledgerOf(line.userId)).toHaveLength(1);
    expect(await balanceOf(line.userId)).toBe(1_234);
  });

  it('throws on the same identity with another amount or promoter, and writes nothing', async () => {
    const line = await input();
    await post(line);
    const { user: other } = await createUser(t.db);
    await expect(post({ ...line, amount: 1_235 })).rejects.toThrow(/holds 1234 fen .* now 1235 fen .*adjustment line/);
    await expect(post({ ...line, userId: other.id })).rejects.toThrow(/a correction is an adjustment line of its own/);
    expect(await ledgerOf(other.id)).toEqual([]);
    expect(await balanceOf(line.userId)).toBe(1_234);
  });

  it('debits a negative adjustment line with its reason, as a ledger adjustment', async () => {
    const credit = await input({ amount: 1_000 });
    const { lineId } = await post(credit);
    const refund = {
      ...credit,
      kind: 'adjustment' as const,
      rowKey: `${credit.rowKey}-refund`,
      amount: -400,
      reasonCode: 'refund' as const,
      provenance: { ...credit.provenance, adjustment: { ofLineId: lineId, reason: '用户退款 ¥5.71，扣回对应分成' } },
    };
    const { lineId: refundId } = await post(refund);
    const [row] = await t.db.select().from(incomeLines).where(eq(incomeLines.id, refundId));
    expect(row).toMatchObject({ status: 'credited', kind: 'adjustment', reasonCode: 'refund', amount: -400 });
    expect((await ledgerOf(credit.userId)).map((r) => [r.type, r.amount, r.note])).toEqual([
      ['income', 1_000, expect.stringMatching(/收益入账$/)],
      ['adjustment', -400, '收益调整：用户退款 ¥5.71，扣回对应分成'],
    ]);
  });

  it('refuses a provenance that cannot explain the line, and writes nothing', async () => {
    const line = await input();
    const { matched: _matched, ...withoutMatch } = line.provenance;
    for (const provenance of [withoutMatch, { ...line.provenance, row: 0 }, { ...line.provenance, shareBps: 10_001 }])
      await expect(post({ ...line, provenance: provenance as IncomeLineInput['provenance'] })).rejects.toThrow();
    expect(await t.db.$count(incomeLines, eq(incomeLines.userId, line.userId))).toBe(0);
  });

  it('stores only the provenance keys the contract knows', async () => {
    const line = await input({ kind: 'estimate' });
    const { lineId } = await post({ ...line, provenance: { ...line.provenance, secret: 'x' } as IncomeLineInput['provenance'] });
    const [row] = await t.db.select().from(incomeLines).where(eq(incomeLines.id, lineId));
    expect(row?.provenance).toEqual(line.provenance);
  });
});
