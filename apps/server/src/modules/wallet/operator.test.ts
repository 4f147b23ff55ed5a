import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createWithdrawer, testDataKey } from '../../../test/factories-wallet';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { accountRecords, balances } from '../../db/schema';
import { LocalPayoutProvider, type PayoutProvider, withdrawalOperations as ops } from './index';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterEach(async () => {
  await expectMoneyInvariants(t.db);
});
afterAll(() => t.close());

const store = () => ({ db: t.db, clock: t.clock, dataKey: testDataKey });
let req = 0;
const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;
const refunds = (id: number) =>
  t.db
    .select()
    .from(accountRecords)
    .where(and(eq(accountRecords.refId, id), eq(accountRecords.type, 'withdrawal_refund')));

/** Two promoters, each with one submitted withdrawal of 20,000 fen out of 50,000. */
async function submitted() {
  const made = [];
  for (let i = 0; i < 2; i++) {
    const u = await createUser(t.db);
    const account = await createWithdrawer(t.db, u.user.id, 50_000);
    const res = await api.post(
      '/api/withdraw/Apply',
      { accountId: account.id, amount: 20_000, requestId: `op-${++req}-req` },
      u.token,
    );
    made.push({ ...u, id: res.body.data.id as number });
  }
  return made as [(typeof made)[0], (typeof made)[0]];
}

const timeline = async (token: string, id: number) =>
  (await api.get('/api/withdraw/detail', { id }, token)).body.data.timeline.map((e: { status: string }) => e.status);

describe('operator state changes', () => {
  it('approve → startPayout → paid: the promoter sees every step; no money moves after the application', async () => {
    const [a, b] = await submitted();
    const provider = new LocalPayoutProvider();
    expect((await ops.approve(store(), a.id)).status).toBe('approved');
    const paid = await ops.startPayout(store(), a.id, provider);
    expect(paid).toMatchObject({ status: 'paid', statusLabel: '已到账' });
    expect(await timeline(a.token, a.id)).toEqual(['submitted', 'approved', 'paying', 'paid']);
    // The transfer went to the account in the real name, for the net amount.
    expect([...provider.transfers.values()][0]?.order).toMatchObject({ amount: 18_800, payee: { type: 'alipay', name: '张三' } });
    expect(await balanceOf(a.user.id)).toBe(30_000);
    expect(await balanceOf(b.user.id)).toBe(30_000);
    expect(await timeline(b.token, b.id)).toEqual(['submitted']);
  });

  it('reject returns the amount once, even when asked twice at the same moment', async () => {
    const [a, b] = await submitted();
    const answers = await Promise.all([ops.reject(store(), a.id, '账户信息有误'), ops.reject(store(), a.id, '账户信息有误')]);
    for (const w of answers) expect(w).toMatchObject({ status: 'rejected', reason: '账户信息有误' });
    expect(await refunds(a.id)).toHaveLength(1);
    expect(await balanceOf(a.user.id)).toBe(50_000);
    expect(await balanceOf(b.user.id)).toBe(30_000);
    const detail = await api.get('/api/withdraw/detail', { id: a.id }, a.token);
    expect(detail.body.data.timeline.at(-1)).toMatchObject({
      status: 'rejected',
      label: '已驳回',
      note: '已驳回：账户信息有误。金额已退回余额',
    });
  });

  it('a failed payout returns the amount once; markFailed twice in parallel posts one refund', async () => {
    const [a] = await submitted();
    const provider = new LocalPayoutProvider(() => '收款账户与实名信息不符');
    await ops.approve(store(), a.id);
    expect(await ops.startPayout(store(), a.id, provider)).toMatchObject({ status: 'failed', reason: '收款账户与实名信息不符' });
    await Promise.all([ops.markFailed(store(), a.id, '重复'), ops.markFailed(store(), a.id, '重复')]);
    expect(await refunds(a.id)).toHaveLength(1);
    expect(await balanceOf(a.user.id)).toBe(50_000);
    expect(await timeline(a.token, a.id)).toEqual(['submitted', 'approved', 'paying', 'failed']);
  });

  it('refuses illegal transitions with 409 and changes nothing', async () => {
    const [a] = await submitted();
    await expect(ops.startPayout(store(), a.id, new LocalPayoutProvider())).rejects.toMatchObject({
      status: 409,
      errorCode: 'WITHDRAWAL_STATUS_CONFLICT',
      msg: '该提现当前为「待审核」，不能打款',
    });
    await expect(ops.markPaid(store(), a.id)).rejects.toMatchObject({ msg: '该提现当前为「待审核」，不能确认到账' });
    await ops.reject(store(), a.id, '不符合规则');
    await expect(ops.approve(store(), a.id)).rejects.toMatchObject({ msg: '该提现当前为「已驳回」，不能审核通过' });
    await expect(ops.markFailed(store(), a.id, 'x')).rejects.toMatchObject({ msg: '该提现当前为「已驳回」，不能标记打款失败' });
    await expect(ops.approve(store(), 999_999)).rejects.toMatchObject({ status: 404 });
    expect(await refunds(a.id)).toHaveLength(1);
    expect(await timeline(a.token, a.id)).toEqual(['submitted', 'rejected']);
  });

  it('an approved withdrawal may still be rejected, with its refund', async () => {
    const [a] = await submitted();
    await ops.approve(store(), a.id);
    await ops.reject(store(), a.id, '风控复核未通过');
    expect(await balanceOf(a.user.id)).toBe(50_000);
  });

  it('an unknown payout outcome stays paying until syncPayout queries it; only a transfer never received is sent again', async () => {
    const [a, b] = await submitted();
    const local = new LocalPayoutProvider();
    let down = true;
    // The provider times out once after (or before) receiving the transfer.
    const flaky = (received: boolean): PayoutProvider => ({
      async transfer(order) {
        if (down) {
          down = false;
          if (received) await local.transfer(order);
          throw new Error('timeout');
        }
        return local.transfer(order);
      },
      query: (no) => local.query(no),
    });
    await ops.approve(store(), a.id);
    expect(await ops.startPayout(store(), a.id, flaky(true))).toMatchObject({ status: 'paying' });
    expect(await ops.startPayout(store(), a.id, flaky(true))).toMatchObject({ status: 'paying' }); // no resend
    expect(local.transfers.size).toBe(1);
    expect(await ops.syncPayout(store(), a.id, flaky(true))).toMatchObject({ status: 'paid' });
    expect(local.transfers.size).toBe(1);

    down = true;
    await ops.approve(store(), b.id);
    expect(await ops.startPayout(store(), b.id, flaky(false))).toMatchObject({ status: 'paying' });
    expect(local.transfers.size).toBe(1);
    expect(await ops.syncPayout(store(), b.id, flaky(false))).toMatchObject({ status: 'paid' });
    expect(local.transfers.size).toBe(2);
    expect(await balanceOf(b.user.id)).toBe(30_000);
  });
});

describe('LocalPayoutProvider', () => {
  it('keeps Alipay’s bounds and answers a repeated payout number with the first transfer', async () => {
    const p = new LocalPayoutProvider();
    const payee = { type: 'alipay' as const, account: 'a@example.com', name: '张三', bankName: null };
    expect(await p.transfer({ payoutNo: 'n1', amount: 9, payee })).toEqual({
      status: 'failed',
      reason: '单笔转账金额须在 0.10 元至 50,000 元之间',
    });
    expect(await p.transfer({ payoutNo: 'n2', amount: 5_000_001, payee })).toMatchObject({ status: 'failed' });
    expect(await p.transfer({ payoutNo: 'n3', amount: 5_000_000, payee })).toEqual({ status: 'paid' });
    expect(await p.transfer({ payoutNo: 'n1', amount: 100, payee })).toMatchObject({ status: 'failed' });
    expect(await p.query('n3')).toEqual({ status: 'paid' });
    expect(await p.query('n4')).toEqual({ status: 'unknown' });
  });
});
