import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AlipayFixture, startAlipayFixture } from '../../../test/alipay-fixture';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createWithdrawer } from '../../../test/factories-wallet';
import { requestId, submittedWithdrawal } from '../../../test/factories-withdrawals';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { accountRecords, auditLog, balances, withdrawalEvents } from '../../db/schema';

// Payouts through the Alipay channel end to end: the console's calls on an app configured with
// PAYOUT_PROVIDER=alipay, talking real HTTP to a local server that plays Alipay (test/alipay-fixture.ts).
// Beside it, nodes of the same database with splitting on and with the manual channel.
let t: TestApp;
let alipay: AlipayFixture;
let api: ReturnType<typeof client>;
type Node = Pick<TestApp, 'app'>;
let splitNode: Node;
let manualNode: Node;
let splitApi: ReturnType<typeof client>;
let manualApi: ReturnType<typeof client>;
let finance: string;
beforeAll(async () => {
  alipay = await startAlipayFixture();
  const payout = { provider: 'alipay' as const, split: false, alipay: alipay.config };
  t = await createTestApp({ config: { payout } });
  api = client(t);
  splitNode = await t.secondNode({ config: { payout: { ...payout, split: true } } });
  manualNode = await t.secondNode({ config: { payout: { provider: 'manual', split: false, alipay: null } } });
  splitApi = client(splitNode);
  manualApi = client(manualNode);
  finance = (await createOperator(t, 'finance')).token;
});
afterEach(async () => {
  alipay.play(() => 'pay');
  await expectMoneyInvariants(t.db);
});
afterAll(async () => {
  await t.close();
  await alipay.close();
});

const post = (path: string, body: Record<string, unknown>, on = api) => on.post(`/admin-api/withdrawals/${path}`, body, finance);
/** A withdrawal applied for and approved through `node` (the app, or a node with another channel). */
const approved = async (over: Parameters<typeof submittedWithdrawal>[1] = {}, node: Node = t) => {
  const w = await submittedWithdrawal({ app: node.app, db: t.db }, over);
  await post('approve', { id: w.id }, client(node));
  return w;
};
const statusesOf = async (id: number) =>
  (await t.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, id)).orderBy(withdrawalEvents.id)).map(
    (e) => e.status,
  );
const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;
const refunds = (id: number) =>
  t.db
    .select()
    .from(accountRecords)
    .where(and(eq(accountRecords.refId, id), eq(accountRecords.type, 'withdrawal_refund')));

describe('payouts through Alipay', () => {
  it('a transfer Alipay pays settles the withdrawal at once, with Alipay’s order id', async () => {
    const w = await approved();
    const res = await post('startPayout', { id: w.id, requestId: requestId() });
    const payoutNo = `TKW${String(w.id).padStart(10, '0')}`;
    const order = alipay.orders.get(payoutNo);
    expect(res.body.data).toMatchObject({ status: 'paid', payoutChannel: 'alipay', payoutNo, transferNo: order?.orderId });
    // The net amount, to the account applied for, in the verified real name.
    expect(order).toMatchObject({ amount: '188.00', payee: { identity_type: 'ALIPAY_LOGON_ID', name: '张三' } });
    expect(order?.payee.identity).toMatch(/^u\d+@example\.com$/);
    expect(await statusesOf(w.id)).toEqual(['submitted', 'approved', 'paying', 'paid']);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'withdrawals'), eq(auditLog.targetId, String(w.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['withdrawal.approve', 'withdrawal.startPayout', 'withdrawal.payoutResult']);
    expect(await balanceOf(w.user.id)).toBe(30_000);
  });

  it('a transfer Alipay refuses fails with its reason and the amount returns', async () => {
    const w = await approved();
    alipay.play(() => ({ refuse: 'PAYEE_USER_INFO_ERROR', reason: '收款方姓名与账户实名不一致' }));
    const res = await post('startPayout', { id: w.id, requestId: requestId() });
    expect(res.body.data).toMatchObject({ status: 'failed', reason: '收款方姓名与账户实名不一致' });
    expect(await refunds(w.id)).toHaveLength(1);
    expect(await balanceOf(w.user.id)).toBe(50_000);
  });

  it('after a system error the withdrawal stays paying; sync queries and finds it paid, sending nothing again', async () => {
    const w = await approved();
    alipay.play(() => 'pay-then-system-error');
    expect((await post('startPayout', { id: w.id, requestId: requestId() })).body.data.status).toBe('paying');
    alipay.play(() => 'pay');
    // Finance may not "retry" by starting again, nor record an outcome by hand.
    expect((await post('startPayout', { id: w.id, requestId: requestId() })).body).toMatchObject({
      errorCode: 'WITHDRAWAL_STATUS_CONFLICT',
    });
    const manual = await post('recordTransfer', {
      id: w.id,
      transferNo: 'X',
      outcome: 'failed',
      reason: '超时',
      requestId: requestId(),
    });
    expect(manual.body).toMatchObject({
      code: 409,
      errorCode: 'PAYOUT_CHANNEL_AUTOMATIC',
      msg: '该笔打款由支付宝转账处理，结果以支付宝的回复为准，不能手工登记；请点「同步结果」',
    });
    const sent = alipay.transfers().length;
    expect((await post('sync', { id: w.id })).body.data.status).toBe('paid');
    expect(alipay.transfers()).toHaveLength(sent);
    expect(await refunds(w.id)).toHaveLength(0);
  });

  it('after a system error before Alipay took it, sync resends under the same number', async () => {
    const w = await approved();
    alipay.play(() => 'system-error');
    expect((await post('startPayout', { id: w.id, requestId: requestId() })).body.data.status).toBe('paying');
    expect((await post('sync', { id: w.id })).body.data.status).toBe('paying'); // still not taken
    alipay.play(() => 'pay');
    expect((await post('sync', { id: w.id })).body.data.status).toBe('paid');
    const numbers = alipay.transfers().filter((r) => r.biz.out_biz_no === `TKW${String(w.id).padStart(10, '0')}`);
    expect(numbers).toHaveLength(3);
    expect(await statusesOf(w.id)).toEqual(['submitted', 'approved', 'paying', 'paid']);
  });

  it('a bank card transfer under way settles on a later sync, a bounce returning the amount', async () => {
    const w = await approved();
    alipay.play(() => 'deal');
    expect((await post('startPayout', { id: w.id, requestId: requestId() })).body.data.status).toBe('paying');
    expect((await post('sync', { id: w.id })).body.data.status).toBe('paying');
    alipay.settle(`TKW${String(w.id).padStart(10, '0')}`, 'FAIL', '收款银行退票');
    expect((await post('sync', { id: w.id })).body.data).toMatchObject({ status: 'failed', reason: '收款银行退票' });
    // A second sync brings the same answer: recorded once.
    expect((await post('sync', { id: w.id })).body.data.status).toBe('failed');
    expect(await refunds(w.id)).toHaveLength(1);
  });

  it('a split payout with a later part refused stays paying with a note; finance may only record the rest paid', async () => {
    const w = await approved({ amount: 6_000_000, balance: 6_000_000 }, splitNode);
    alipay.play((req) =>
      req.biz.out_biz_no.endsWith('-2') ? { refuse: 'EXCEED_LIMIT_PERSONAL_SM_AMOUNT', reason: '收款方单月额度超限' } : 'pay',
    );
    const res = await post('startPayout', { id: w.id, requestId: requestId() }, splitApi);
    expect(res.body.data.status).toBe('paying');
    const detail = await splitApi.get('/admin-api/withdrawals/detail', { id: w.id }, finance);
    expect(detail.body.data.timeline.at(-1)).toMatchObject({
      status: 'paying',
      note: '部分到账：已转出 ¥28200.00，其余转账未成功（收款方单月额度超限），财务正在处理',
    });
    // Money left, so it cannot fail (and return the amount); the rest paid outside closes it.
    const failed = await post(
      'recordTransfer',
      { id: w.id, transferNo: 'B1', outcome: 'failed', reason: '额度', requestId: requestId() },
      splitApi,
    );
    expect(failed.body).toMatchObject({ errorCode: 'PAYOUT_CHANNEL_AUTOMATIC' });
    const paid = await post(
      'recordTransfer',
      { id: w.id, transferNo: 'BANK-REST-1', outcome: 'paid', requestId: requestId() },
      splitApi,
    );
    expect(paid.body.data).toMatchObject({ status: 'paid', transferNo: 'BANK-REST-1' });
    expect(await refunds(w.id)).toHaveLength(0);
  });

  it('a payout started through one channel is synced only by it', async () => {
    const w = await approved({}, manualNode);
    await post('startPayout', { id: w.id, requestId: requestId() }, manualApi);
    expect((await post('sync', { id: w.id })).body).toMatchObject({
      code: 409,
      errorCode: 'PAYOUT_CHANNEL_CHANGED',
      msg: '该笔打款通过「人工打款」发起，当前打款方式为「支付宝转账」，无法同步',
    });
    expect(
      (await post('recordTransfer', { id: w.id, transferNo: 'M1', outcome: 'paid', requestId: requestId() })).body.data.status,
    ).toBe('paid');
  });
});

describe('the channel’s cap at application', () => {
  it('Alipay without splitting refuses a ¥60,000 withdrawal at apply, naming the cap; manual and splitting take it', async () => {
    const apply = async (on: ReturnType<typeof client>, amount: number) => {
      const u = await createUser(t.db);
      const account = await createWithdrawer(t.db, u.user.id, 7_000_000);
      const res = await on.post(
        '/api/withdraw/Apply',
        { accountId: account.id, amount, requestId: `cap-${requestId()}` },
        u.token,
      );
      return { res, balance: await balanceOf(u.user.id) };
    };
    const refused = await apply(api, 6_000_000);
    expect(refused.res.status).toBe(400);
    expect(refused.res.body).toMatchObject({
      errorCode: 'WITHDRAW_ABOVE_CHANNEL_CAP',
      field: 'amount',
      msg: '单笔提现金额不能超过 ¥50000.00（打款渠道单笔上限），请分多次提现',
    });
    expect(refused.balance).toBe(7_000_000);
    expect((await apply(api, 5_000_000)).res.status).toBe(200);
    expect((await apply(manualApi, 6_000_000)).res.status).toBe(200);
    expect((await apply(splitApi, 6_000_000)).res.status).toBe(200);
  });
});
