import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createUser } from '../../../test/factories';
import { cardNumber, createRealName, createWithdrawAccount, testDataKey } from '../../../test/factories-wallet';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { smsCodes, withdrawAccounts } from '../../db/schema';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { MINUTE } from '../../lib/clock';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

/** A promoter with a real name and a fresh code for adding an account, read from their phone. */
async function verified(name = '张三') {
  const u = await createUser(t.db);
  await createRealName(t.db, u.user.id, name);
  return u;
}
async function codeFor(u: Awaited<ReturnType<typeof createUser>>) {
  t.clock.advance(MINUTE + 1_000);
  expect((await api.post('/api/withdrawAccount/SendCode', {}, u.token)).status).toBe(200);
  return t.sms.sent.get(u.user.phone)!;
}
const add = (token: string, body: Record<string, unknown>) => api.post('/api/withdrawAccount/Add', body, token);

describe('withdrawal accounts', () => {
  it('sends the code to my own phone, adds Alipay and bank accounts in my real name, stored encrypted and shown masked', async () => {
    const a = await verified('张三');
    const b = await verified('李四');
    const alipay = await add(a.token, { type: 'alipay', account: '13812348000', smsCode: await codeFor(a) });
    expect(alipay.body.data).toMatchObject({
      type: 'alipay',
      typeLabel: '支付宝',
      title: '138****8000',
      subtitle: '支付宝',
      holder: '张三',
    });
    const card = cardNumber();
    const bank = await add(a.token, {
      type: 'bank',
      bankName: '招商银行',
      cardNumber: card.replace(/(\d{4})/g, '$1 '),
      smsCode: await codeFor(a),
    });
    expect(bank.body.data).toMatchObject({ type: 'bank', title: '招商银行', subtitle: `尾号 ${card.slice(-4)}`, holder: '张三' });
    const [row] = await t.db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, bank.body.data.id));
    expect(row?.accountEnc).not.toContain(card);
    expect(testDataKey.decrypt(row!.accountEnc)).toBe(card);
    const email = await add(b.token, { type: 'alipay', account: 'lisi@example.com', smsCode: await codeFor(b) });
    expect(email.body.data.title).toBe('l***@example.com');
    const list = await api.get('/api/withdrawAccount/list', {}, a.token);
    expect(list.body.data.accounts.map((x: { id: number }) => x.id)).toEqual([bank.body.data.id, alipay.body.data.id]);
    expect(list.body.data.max).toBe(5);
    expect(list.body.data.realName.name).toBe('张三');
  });

  it('needs the real name first, and the code from my phone (wrong or used codes are refused on smsCode)', async () => {
    const bare = await createUser(t.db);
    expect((await add(bare.token, { type: 'alipay', account: '13812348000', smsCode: '123456' })).body).toEqual(
      errorBody(409, '请先完成实名认证', 'REAL_NAME_REQUIRED'),
    );
    const a = await verified();
    const b = await verified();
    expect((await add(a.token, { type: 'alipay', account: '13812348000', smsCode: '123456' })).body).toEqual(
      errorBody(400, '短信验证码已失效，请重新获取', 'SMS_CODE_EXPIRED', 'smsCode'),
    );
    const code = await codeFor(a);
    // B's code does not serve A, nor A's code B.
    await codeFor(b);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await add(a.token, { type: 'alipay', account: '13812348000', smsCode: wrong })).body).toMatchObject({
      errorCode: 'SMS_CODE_WRONG',
    });
    expect((await add(b.token, { type: 'alipay', account: '13812348000', smsCode: code })).body).toMatchObject({
      field: 'smsCode',
    });
    expect((await add(a.token, { type: 'alipay', account: '13812348000', smsCode: code })).status).toBe(200);
    expect((await add(a.token, { type: 'alipay', account: '13812348001', smsCode: code })).body).toMatchObject({
      errorCode: 'SMS_CODE_EXPIRED',
    });
  });

  it('checks the card number by length and Luhn, keeping the code for the corrected card', async () => {
    const a = await verified();
    const code = await codeFor(a);
    const card = cardNumber();
    const badLuhn = card.slice(0, -1) + String((Number(card.at(-1)) + 1) % 10);
    expect((await add(a.token, { type: 'bank', bankName: '工商银行', cardNumber: badLuhn, smsCode: code })).body).toEqual(
      errorBody(400, '银行卡号不正确，请核对', 'VALIDATION_FAILED', 'cardNumber'),
    );
    expect((await add(a.token, { type: 'bank', bankName: '工商银行', cardNumber: '12345678901', smsCode: code })).body).toEqual(
      errorBody(400, 'cardNumber：银行卡号应为 12-19 位数字', 'VALIDATION_FAILED', 'cardNumber'),
    );
    expect((await add(a.token, { type: 'bank', bankName: '工商银行', cardNumber: card, smsCode: code })).status).toBe(200);
  });

  it('allows at most 5 live accounts; parallel adds spend the one code once', async () => {
    const a = await verified();
    for (let i = 0; i < 4; i++) await createWithdrawAccount(t.db, a.user.id);
    const code = await codeFor(a);
    // The code is used up in the transaction that holds the user row and counts: one add wins.
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => add(a.token, { type: 'alipay', account: `1381234800${i}`, smsCode: code })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    // A loser finds either the code spent (it checked after the winner committed) or the limit reached (it
    // checked before and waited for the user row).
    for (const r of answers.filter((x) => x.status !== 200))
      expect(['SMS_CODE_EXPIRED', 'WITHDRAW_ACCOUNT_LIMIT']).toContain((r.body as { errorCode?: string }).errorCode);
    const sixth = await add(a.token, { type: 'alipay', account: '13912348000', smsCode: await codeFor(a) });
    expect(sixth.body).toEqual(errorBody(409, '最多添加 5 个提现账户，请先删除不用的账户', 'WITHDRAW_ACCOUNT_LIMIT'));
    const list = await api.get('/api/withdrawAccount/list', {}, a.token);
    expect(list.body.data.accounts).toHaveLength(5);
    await api.post('/api/withdrawAccount/Delete', { id: list.body.data.accounts[0].id }, a.token);
    // The refused add did not spend its code.
    expect((await add(a.token, { type: 'alipay', account: '13712348000', smsCode: t.sms.sent.get(a.user.phone)! })).status).toBe(
      200,
    );
  });

  it('deletes only mine, softly; another’s or a deleted one is NOT_FOUND', async () => {
    const a = await verified();
    const b = await verified();
    const mine = (await add(a.token, { type: 'alipay', account: '13812348000', smsCode: await codeFor(a) })).body.data.id;
    const theirs = (await add(b.token, { type: 'alipay', account: '13812348000', smsCode: await codeFor(b) })).body.data.id;
    const notFound = errorBody(404, '提现账户不存在或已删除', 'NOT_FOUND');
    expect((await api.post('/api/withdrawAccount/Delete', { id: theirs }, a.token)).body).toMatchObject({
      errorCode: 'NOT_FOUND',
    });
    expect((await api.post('/api/withdrawAccount/Delete', { id: mine }, a.token)).status).toBe(200);
    expect((await api.post('/api/withdrawAccount/Delete', { id: mine }, a.token)).body).toEqual(notFound);
    expect((await api.get('/api/withdrawAccount/list', {}, a.token)).body.data.accounts).toEqual([]);
    expect((await api.get('/api/withdrawAccount/list', {}, b.token)).body.data.accounts.map((x: { id: number }) => x.id)).toEqual(
      [theirs],
    );
    const [row] = await t.db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, mine));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('sends no code to a promoter without a real name, who could not add an account with it', async () => {
    const bare = await createUser(t.db);
    const res = await api.post('/api/withdrawAccount/SendCode', {}, bare.token);
    expect(res.body).toEqual(errorBody(409, '请先完成实名认证', 'REAL_NAME_REQUIRED'));
    expect(t.sms.sent.has(bare.user.phone)).toBe(false);
    expect(await t.db.$count(smsCodes, eq(smsCodes.phone, bare.user.phone))).toBe(0);
  });

  it('counts the code send in the per-address SMS limit, with requests arriving at once', async () => {
    // A node with the production limits (the harness's own turns them off); every request comes from 127.0.0.1.
    const node = await t.secondNode({ rateLimits: { limits: RATE_LIMITS } });
    const http = httpClient(await node.listen());
    const promoters = await Promise.all(Array.from({ length: RATE_LIMITS.smsSend.max + 3 }, () => verified()));
    const answers = await Promise.all(promoters.map((p) => http.post('/api/withdrawAccount/SendCode', {}, p.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RATE_LIMITS.smsSend.max);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(3);
    for (const a of refused) expect(a.body).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED' });
    // The address's login and registration codes share that count.
    const login = await http.post('/api/user/getPhoneValidCode', {});
    expect(login.status).toBe(429);
  });

  it('the code send keeps the SMS limits: one a minute', async () => {
    const a = await verified();
    await codeFor(a);
    const again = await api.post('/api/withdrawAccount/SendCode', {}, a.token);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ errorCode: 'SMS_SEND_TOO_SOON' });
  });
});
