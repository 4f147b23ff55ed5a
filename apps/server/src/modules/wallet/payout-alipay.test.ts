import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AlipayFixture, startAlipayFixture } from '../../../test/alipay-fixture';
import type { PayoutOrder } from './payout';
import { AlipayPayoutProvider, PayoutOutcomeUnknown, payoutParts, responseNode } from './payout-alipay';

// The adapter against a local server that plays Alipay over real HTTP (test/alipay-fixture.ts): signed
// requests, signed answers, transfers kept per out_biz_no.
let alipay: AlipayFixture;
let provider: AlipayPayoutProvider;
let splitting: AlipayPayoutProvider;
beforeAll(async () => {
  alipay = await startAlipayFixture();
  provider = new AlipayPayoutProvider(alipay.config, false);
  splitting = new AlipayPayoutProvider(alipay.config, true);
});
afterAll(() => alipay.close());
beforeEach(() => alipay.play(() => 'pay'));

let n = 0;
const order = (amount: number, over: Partial<PayoutOrder['payee']> = {}): PayoutOrder => ({
  payoutNo: `TKW${String(++n).padStart(10, '0')}`,
  amount,
  payee: { type: 'alipay', account: `payee${n}@example.com`, name: '张三', bankName: null, ...over },
});

describe('Alipay transfers', () => {
  it('sends a signed 单笔转账 with the payout number, the amount in yuan and the verified name, and records the order id', async () => {
    const o = order(18_850);
    const state = await provider.transfer(o);
    const sent = alipay.transfers().at(-1);
    expect(sent?.params).toMatchObject({ app_id: alipay.config.appId, sign_type: 'RSA2', charset: 'utf-8', version: '1.0' });
    expect(sent?.biz).toMatchObject({
      out_biz_no: o.payoutNo,
      trans_amount: '188.50',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      payee_info: { identity: o.payee.account, identity_type: 'ALIPAY_LOGON_ID', name: '张三' },
    });
    expect(state).toEqual({ status: 'paid', transferNo: alipay.orders.get(o.payoutNo)?.orderId });
    // Sent again under the same number, Alipay answers the same transfer: nothing is paid twice.
    expect(await provider.transfer(o)).toEqual(state);
    expect(alipay.orders.size).toBe(n);
  });

  it('pays a bank card through the bank card product, with the bank and a private account type', async () => {
    const o = order(100_000, { type: 'bank', account: '6222020000000000018', bankName: '招商银行' });
    alipay.play(() => 'deal');
    expect(await provider.transfer(o)).toEqual({ status: 'pending' });
    expect(alipay.transfers().at(-1)?.biz).toMatchObject({
      product_code: 'TRANS_BANKCARD_NO_PWD',
      payee_info: {
        identity: '6222020000000000018',
        identity_type: 'BANKCARD_ACCOUNT',
        name: '张三',
        bankcard_ext_info: { account_type: '2', inst_name: '招商银行' },
      },
    });
    expect(await provider.query(o)).toEqual({ status: 'pending' });
    alipay.settle(o.payoutNo, 'FAIL', '收款银行退票：户名与卡号不符');
    expect(await provider.query(o)).toEqual({ status: 'failed', reason: '收款银行退票：户名与卡号不符' });
  });

  it('answers Alipay’s refusal (the payee’s name is not the account’s holder) as a failure with its reason', async () => {
    const o = order(5_000);
    alipay.holders.set(o.payee.account, '李四');
    expect(await provider.transfer(o)).toEqual({ status: 'failed', reason: '收款方姓名与账户实名不一致' });
    expect(alipay.orders.has(o.payoutNo)).toBe(false);
  });

  it('after a system error sends nothing again: the query finds the transfer Alipay took', async () => {
    const o = order(7_000);
    alipay.play(() => 'pay-then-system-error');
    await expect(provider.transfer(o)).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
    const sent = alipay.transfers().length;
    expect(await provider.query(o)).toEqual({ status: 'paid', transferNo: alipay.orders.get(o.payoutNo)?.orderId });
    expect(alipay.transfers()).toHaveLength(sent);
  });

  it('after a system error before Alipay took it, the query says so (unknown: safe to send again)', async () => {
    const o = order(7_000);
    alipay.play(() => 'system-error');
    await expect(provider.transfer(o)).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
    expect(await provider.query(o)).toEqual({ status: 'unknown', paid: 0 });
    // The payer's balance ran short: not taken either, so the payout waits rather than failing the promoter.
    alipay.play(() => ({ refuse: 'PAYER_BALANCE_NOT_ENOUGH', reason: '付款方余额不足' }));
    await expect(provider.transfer(o)).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
    alipay.play(() => 'pay');
    expect(await provider.transfer(o)).toMatchObject({ status: 'paid' });
  });

  it('believes no answer Alipay did not sign', async () => {
    alipay.play(() => 'forge');
    await expect(provider.transfer(order(3_000))).rejects.toThrow('is not signed by Alipay');
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const unsigned = new AlipayPayoutProvider({ ...alipay.config, privateKey: wrongKey }, false);
    // A request the gateway cannot verify is refused (40002): no outcome, nothing taken.
    const o = order(3_000);
    await expect(unsigned.transfer(o)).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
    expect(alipay.orders.has(o.payoutNo)).toBe(false);
  });

  it('splits a payout above ¥50,000 into numbered parts when splitting is on, and refuses it locally when not', async () => {
    const big = order(12_000_001);
    const before = alipay.transfers().length;
    expect(await provider.transfer(big)).toEqual({
      status: 'failed',
      reason: '超过支付宝单笔转账上限 ¥50000.00，且未开启拆分打款',
    });
    expect(alipay.transfers()).toHaveLength(before);
    const state = await splitting.transfer(big);
    const parts = alipay.transfers().slice(before);
    expect(parts.map((p) => [p.biz.out_biz_no, p.biz.trans_amount])).toEqual([
      [`${big.payoutNo}-1`, '40000.01'],
      [`${big.payoutNo}-2`, '40000.00'],
      [`${big.payoutNo}-3`, '40000.00'],
    ]);
    expect(state).toEqual({
      status: 'paid',
      transferNo: parts.map((p) => alipay.orders.get(p.biz.out_biz_no)?.orderId).join(','),
    });
    expect(await splitting.query(big)).toEqual(state);
  });

  it('a later part refused after earlier ones paid is partial: money left, so neither paid nor failed', async () => {
    const big = order(6_000_000);
    alipay.play((req) =>
      req.biz.out_biz_no.endsWith('-2') ? { refuse: 'EXCEED_LIMIT_PERSONAL_SM_AMOUNT', reason: '收款方单月额度超限' } : 'pay',
    );
    expect(await splitting.transfer(big)).toEqual({ status: 'partial', paid: 3_000_000, reason: '收款方单月额度超限' });
    // Nothing was created for the refused part: the query calls it never received, the first part paid.
    expect(await splitting.query(big)).toEqual({ status: 'unknown', paid: 3_000_000 });
  });
});

describe('payoutParts', () => {
  it('keeps ¥0.10–¥50,000 per transfer, in the fewest near-equal parts', () => {
    expect(payoutParts('N', 9, true)).toEqual({ reason: '单笔转账金额不能低于 ¥0.10' });
    expect(payoutParts('N', 10, false)).toEqual([{ outBizNo: 'N', amount: 10 }]);
    expect(payoutParts('N', 5_000_000, false)).toEqual([{ outBizNo: 'N', amount: 5_000_000 }]);
    expect(payoutParts('N', 5_000_001, true)).toEqual([
      { outBizNo: 'N-1', amount: 2_500_001 },
      { outBizNo: 'N-2', amount: 2_500_000 },
    ]);
  });
});

describe('responseNode', () => {
  it('reads the signed node as sent, braces and quotes inside strings included', () => {
    const node = '{"code":"10000","sub_msg":"a \\"}\\" {b}","x":{"y":1}}';
    expect(responseNode(`{"m_n_response":${node},"sign":"s"}`, 'm.n')).toBe(node);
    expect(responseNode('{"other_response":{}}', 'm.n')).toBeNull();
  });
});
