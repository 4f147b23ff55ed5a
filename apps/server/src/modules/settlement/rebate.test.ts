import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createWork } from '../../../test/factories';
import { accountRecords, balances, rebates, users, vipLevels } from '../../db/schema';
import { writeSetting } from '../app-config';
import { type IncomeLineInput, postIncomeLine } from './index';
import { incomeLineInput } from '../../../test/factories-settlement';
import { moneyTestApp } from '../../../test/money-invariants';

const t = moneyTestApp();

/** An invitee with an inviter, and a settled line of `amount` fen for the invitee. */
async function invited() {
  const { user: inviter } = await createUser(t.db);
  const { user: invitee } = await createUser(t.db, { inviterId: inviter.id });
  const work = await createWork(t.db);
  const line = (amount: number, over: Partial<IncomeLineInput> = {}) => incomeLineInput(t, invitee.id, work, amount, over);
  return { inviter, invitee, line };
}
const post = (line: IncomeLineInput) => t.db.transaction((tx) => postIncomeLine(tx, line));
const ledgerOf = (userId: number) =>
  t.db.select().from(accountRecords).where(eq(accountRecords.userId, userId)).orderBy(accountRecords.id);
const balanceOf = async (userId: number) =>
  (await t.db.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId)))[0]?.balance ?? 0;
const setRebate = (rebateBps: number) =>
  writeSetting(t.db, 'promotion', { maxLiveAliases: 20, backfillWindowDays: 7, maxMediaAccountsPerPlatform: 5, rebateBps });

describe('rebates', () => {
  it("pays the inviter the operator's share of a settled line, as a rebate row referencing a rebates record of the line", async () => {
    await setRebate(1000);
    const { inviter, invitee, line } = await invited();
    const { lineId } = await post(line(12_345));
    const [rebate] = await t.db.select().from(rebates).where(eq(rebates.sourceLineId, lineId));
    expect(rebate).toMatchObject({ userId: inviter.id, bps: 1000, amount: 1_235 }); // 1234.5 fen, half up
    expect(await ledgerOf(inviter.id)).toEqual([
      expect.objectContaining({
        type: 'rebate',
        amount: 1_235,
        refType: 'rebate',
        refId: rebate?.id,
        note: '团队奖励：邀请的推客 2026-11-19 收益 ¥123.45 的 10%',
      }),
    ]);
    expect(await balanceOf(invitee.id)).toBe(12_345);
  });

  it('pays nothing on an estimate, for a promoter nobody invited, or when the share rounds to 0 fen', async () => {
    await setRebate(1000);
    const { inviter, line } = await invited();
    await post(line(5_000, { kind: 'estimate' }));
    await post(line(4)); // 0.4 fen
    const { user: alone } = await createUser(t.db);
    await post({ ...line(5_000), userId: alone.id });
    expect(await ledgerOf(inviter.id)).toEqual([]);
    expect(await t.db.$count(rebates, eq(rebates.userId, inviter.id))).toBe(0);
  });

  it('reverses the rebate of a refunded line at the rate it was paid at, so a full refund nets both to 0', async () => {
    await setRebate(1000);
    const { inviter, invitee, line } = await invited();
    const credit = line(12_345);
    const { lineId } = await post(credit);
    await setRebate(2500); // the rate changes before the refund arrives
    await post(
      line(-12_345, {
        kind: 'adjustment',
        reasonCode: 'refund',
        provenance: { ...credit.provenance, adjustment: { ofLineId: lineId, reason: '用户退款' } },
      }),
    );
    expect((await ledgerOf(inviter.id)).map((r) => [r.type, r.amount])).toEqual([
      ['rebate', 1_235],
      ['rebate', -1_235],
    ]);
    expect(await balanceOf(inviter.id)).toBe(0);
    expect(await balanceOf(invitee.id)).toBe(0);
    const [reversal] = await ledgerOf(inviter.id).then((r) => r.slice(1));
    expect(reversal?.note).toBe('团队奖励冲回：邀请的推客 2026-11-19 收益 -¥123.45 的 10%');
  });

  it('nets partial refunds to exactly 0 too: each reversal is taken on the running total, not rounded on its own', async () => {
    await setRebate(1000);
    const { inviter, line } = await invited();
    const credit = line(15);
    const { lineId } = await post(credit);
    for (const part of [-5, -5, -5]) {
      await post(
        line(part, {
          kind: 'adjustment',
          reasonCode: 'refund',
          provenance: { ...credit.provenance, adjustment: { ofLineId: lineId, reason: '用户退款' } },
        }),
      );
    }
    // 1.5 fen → 2; rounded on their own, each 0.5 fen refund would take back 1 (−3 in all). On the running
    // total: 10 → 1 (−1), 5 → 1 (nothing), 0 → 0 (−1).
    expect((await ledgerOf(inviter.id)).map((r) => r.amount)).toEqual([2, -1, -1]);
    expect(await balanceOf(inviter.id)).toBe(0);
  });

  it('posts one rebate however often the same line is posted, in parallel too', async () => {
    await setRebate(1000);
    const { inviter, line } = await invited();
    const same = line(10_000);
    await Promise.all([post(same), post(same), post(same)]);
    expect((await ledgerOf(inviter.id)).map((r) => r.amount)).toEqual([1_000]);
  });

  it('lets the operator set the rate; refused outside 0..50 %', async () => {
    await expect(setRebate(5001)).rejects.toThrow('团队奖励比例不能超过 50%');
    await expect(setRebate(-1)).rejects.toThrow('团队奖励比例不能为负');
    await setRebate(0);
    const { inviter, line } = await invited();
    await post(line(10_000));
    expect(await ledgerOf(inviter.id)).toEqual([]);
  });

  it("pays an inviter whose VIP level sets its own rate that rate instead of the operator's, and a refund takes back the same", async () => {
    await setRebate(1000);
    await t.db.insert(vipLevels).values({ level: 1, name: '银牌推客', minTeamSize: 5, watermarkDailyQuota: 10, rebateBps: 1500 });
    try {
      const { inviter, line } = await invited();
      await t.db.update(users).set({ vipLevel: 1 }).where(eq(users.id, inviter.id));
      const credit = line(12_345);
      const { lineId } = await post(credit);
      expect((await t.db.select().from(rebates).where(eq(rebates.sourceLineId, lineId)))[0]).toMatchObject({
        bps: 1500,
        amount: 1_852,
      }); // 1851.75 fen
      // The level's rate also wins over a rate an import read once for all its lines.
      await post({ ...line(10_000), rebateBps: 1000 });
      await t.db.update(users).set({ vipLevel: 0 }).where(eq(users.id, inviter.id));
      await post(
        line(-12_345, {
          kind: 'adjustment',
          reasonCode: 'refund',
          provenance: { ...credit.provenance, adjustment: { ofLineId: lineId, reason: '用户退款' } },
        }),
      );
      await post(line(10_000)); // back at level 0: the operator's 10 %
      expect((await ledgerOf(inviter.id)).map((r) => r.amount)).toEqual([1_852, 1_500, -1_852, 1_000]);
    } finally {
      await t.db.delete(vipLevels).where(eq(vipLevels.level, 1));
    }
  });
});
