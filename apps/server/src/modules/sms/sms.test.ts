import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createCaptcha, createUser } from '../../../test/factories';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { smsCodes } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { HttpSmsSender } from './sender';
import { errorBody } from '../../../test/envelopes';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

/** Moves the clock to 01:00 of the next day in Shanghai, so a run of sends stays within one day. */
function toNextShanghaiMorning() {
  const now = t.clock.now().getTime();
  const shanghaiMidnight = Math.floor((now + 8 * 3_600_000) / 86_400_000 + 1) * 86_400_000 - 8 * 3_600_000;
  t.clock.advance(shanghaiMidnight - now + 3_600_000);
}

describe('POST /api/user/getPhoneValidCode', () => {
  it('sends a 6-digit code, keeps only its hash and tells the app when it may resend', async () => {
    const phone = newPhone();
    const { res, code } = await api.sendCode(phone, 'register');
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    expect(code).toMatch(/^\d{6}$/);
    const row = firstRow(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone)), 'select of the sent code');
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  });

  it('needs a solved picture captcha', async () => {
    const missing = await api.post('/api/user/getPhoneValidCode', { phone: newPhone(), purpose: 'login' });
    expect(missing.body).toEqual({
      code: 400,
      msg: '缺少必填字段 captchaId',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'captchaId',
    });
    const c = await api.captcha();
    const wrong = await api.post('/api/user/getPhoneValidCode', {
      phone: newPhone(),
      purpose: 'login',
      captchaId: c.captchaId,
      captchaCode: 'xxxx',
    });
    expect(wrong.body.msg).toBe('图形验证码错误，请重新输入');
  });

  it('accepts mainland mobile numbers only', async () => {
    for (const phone of ['12812345678', '1381234567', '2381234567a']) {
      const res = await api.post('/api/user/getPhoneValidCode', { phone, purpose: 'login', ...(await api.captcha()) });
      expect(res.body).toEqual(errorBody(400, 'phone：请输入正确的手机号', 'VALIDATION_FAILED', 'phone'));
    }
  });

  it('sends once per phone per 60 seconds', async () => {
    const phone = newPhone();
    expect((await api.sendCode(phone, 'register')).res.status).toBe(200);
    t.clock.advance(25_000);
    const early = await api.sendCode(phone, 'register');
    expect(early.res.body).toEqual({ code: 429, msg: '发送太频繁，请 35 秒后再试', data: null, errorCode: 'SMS_SEND_TOO_SOON' });
    // The wait is in the header too, so a client counts it down without reading the message.
    expect(early.res.headers['retry-after']).toBe('35');
    expect(early.code).toBeUndefined();
    t.clock.advance(35_000);
    expect((await api.sendCode(phone, 'register')).res.status).toBe(200);
  });

  it('sends one code when two requests for a phone arrive at once', async () => {
    const phone = newPhone();
    const [a, b] = await Promise.all([api.captcha(), api.captcha()]);
    const send = (c: typeof a) => api.post('/api/user/getPhoneValidCode', { phone, purpose: 'register', ...c });
    const statuses = (await Promise.all([send(a), send(b)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 429]);
  });

  it('sends at most 10 codes per phone per day', async () => {
    toNextShanghaiMorning();
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await api.sendCode(phone, 'register')).res.status).toBe(200);
      t.clock.advance(61_000);
    }
    const eleventh = await api.sendCode(phone, 'register');
    expect(eleventh.res.body).toEqual({
      code: 429,
      msg: '今日验证码发送次数已达上限，请明天再试',
      data: null,
      errorCode: 'SMS_DAILY_LIMIT',
    });
    toNextShanghaiMorning();
    expect((await api.sendCode(phone, 'register')).res.status).toBe(200);
  });

  it('refuses a registration code for a phone that has an account', async () => {
    const { user } = await createUser(t.db);
    const { res, code } = await api.sendCode(user.phone, 'register');
    expect(res.body).toEqual({
      code: 409,
      msg: '该手机号已注册，请直接登录',
      data: null,
      errorCode: 'PHONE_REGISTERED',
      field: 'phone',
    });
    expect(code).toBeUndefined();
  });

  it('answers a login code request for an unknown phone exactly as for a known one, without sending', async () => {
    const { user } = await createUser(t.db);
    const known = await api.sendCode(user.phone, 'login');
    const unknown = await api.sendCode(newPhone(), 'login');
    expect(unknown.res.body).toEqual(known.res.body);
    expect(known.code).toMatch(/^\d{6}$/);
    expect(unknown.code).toBeUndefined();
  });
});

describe('POST /api/user/getPhoneValidCode when the SMS gateway fails', () => {
  /** A stand-in gateway on 127.0.0.1: answers the queued statuses in turn and keeps what it was sent. */
  async function fixtureGateway(statuses: number[]) {
    const received: Array<{ authorization?: string; body: { phone: string; template: string; params: { code: string } } }> = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString()) });
        res.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{"error":"upstream said no"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("uses up neither the 60-second wait nor one of the day's sends, so a retry works at once", async () => {
    const gateway = await fixtureGateway([500, 200]);
    const node = client(await t.secondNode({ sms: new HttpSmsSender(gateway.url, 'test-key') }));
    const phone = newPhone();
    const send = async () =>
      node.post('/api/user/getPhoneValidCode', { phone, purpose: 'register', ...(await createCaptcha(t.db, t.clock.now())) });
    const codesFor = () => t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    try {
      const failed = await send();
      expect(failed.body).toEqual({ code: 500, msg: '短信发送失败，请稍后再试', data: null, errorCode: 'SMS_SEND_FAILED' });
      expect(await codesFor()).toHaveLength(0);

      const retry = await send();
      expect(retry.body).toEqual({ code: 200, msg: 'ok', data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
      expect(await codesFor()).toHaveLength(1);
      expect(gateway.received).toHaveLength(2);
      const delivered = gateway.received[1];
      if (!delivered) throw new Error('the gateway received no second request');
      expect(delivered.authorization).toBe('Bearer test-key');
      expect(delivered.body).toMatchObject({ phone, template: 'verify_code' });

      // The delivered code is the one that counts.
      const reg = await api.post('/api/user/reg', { phone, smsCode: delivered.body.params.code, password: 'Secret123' });
      expect(reg.status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('SMS code checks (through POST /api/user/loginbyphone)', () => {
  const loginByPhone = (phone: string, smsCode: string) => api.post('/api/user/loginbyphone', { phone, smsCode });

  it('is valid for 5 minutes', async () => {
    const { user } = await createUser(t.db);
    const { code } = await api.sendCode(user.phone, 'login');
    t.clock.advance(299_000);
    expect((await loginByPhone(user.phone, code!)).status).toBe(200);

    t.clock.advance(60_000);
    const late = await api.sendCode(user.phone, 'login');
    t.clock.advance(300_000);
    expect((await loginByPhone(user.phone, late.code!)).body).toEqual({
      code: 400,
      msg: '短信验证码已失效，请重新获取',
      data: null,
      errorCode: 'SMS_CODE_EXPIRED',
      field: 'smsCode',
    });
  });

  it('is single use', async () => {
    const { user } = await createUser(t.db);
    const { code } = await api.sendCode(user.phone, 'login');
    expect((await loginByPhone(user.phone, code!)).status).toBe(200);
    expect((await loginByPhone(user.phone, code!)).body.msg).toBe('短信验证码已失效，请重新获取');
  });

  it('logs in once when the same code is used twice at once', async () => {
    const { user } = await createUser(t.db);
    const { code } = await api.sendCode(user.phone, 'login');
    const results = await Promise.all([loginByPhone(user.phone, code!), loginByPhone(user.phone, code!)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('is invalidated by 5 wrong tries', async () => {
    const { user } = await createUser(t.db);
    const { code } = await api.sendCode(user.phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await loginByPhone(user.phone, wrong)).body);
    const wrongCode = (left: number) => ({
      msg: `短信验证码错误，还可尝试 ${left} 次`,
      errorCode: 'SMS_CODE_WRONG',
      field: 'smsCode',
    });
    expect(answers).toMatchObject([
      wrongCode(4),
      wrongCode(3),
      wrongCode(2),
      wrongCode(1),
      { msg: '短信验证码错误次数过多，请重新获取', errorCode: 'SMS_CODE_TOO_MANY_TRIES', field: 'smsCode' },
    ]);
    expect((await loginByPhone(user.phone, code!)).body).toMatchObject({
      msg: '短信验证码已失效，请重新获取',
      errorCode: 'SMS_CODE_EXPIRED',
    });
  });

  it('counts only the newest code', async () => {
    const { user } = await createUser(t.db);
    const first = await api.sendCode(user.phone, 'login');
    t.clock.advance(61_000);
    const second = await api.sendCode(user.phone, 'login');
    if (first.code !== second.code) {
      expect((await loginByPhone(user.phone, first.code!)).body.msg).toBe('短信验证码错误，还可尝试 4 次');
    }
    expect((await loginByPhone(user.phone, second.code!)).status).toBe(200);
  });

  it('does not accept a registration code for login', async () => {
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    expect((await loginByPhone(phone, code!)).body.msg).toBe('短信验证码已失效，请重新获取');
  });

  it('rejects a code that is not 6 digits', async () => {
    const res = await loginByPhone(newPhone(), '12345');
    expect(res.body).toEqual({
      code: 400,
      msg: 'smsCode：短信验证码为 6 位数字',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'smsCode',
    });
  });
});
