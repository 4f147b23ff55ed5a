import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createUser } from '../../../test/factories';
import { createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { balances, users } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { errorBody } from '../../../test/envelopes';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

const reg = (body: Record<string, unknown>) => api.post('/api/user/reg', body);

describe('POST /api/user/reg', () => {
  it('creates the promoter with a zero balance and a unique invite code, and logs them in', async () => {
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    const res = await reg({ phone, smsCode: code, password: 'Secret123' });
    expect(res.status).toBe(200);
    const { token, user, deletionWithdrawn } = res.body.data;
    expect(deletionWithdrawn).toBe(false);
    expect(user).toMatchObject({ phone, nickname: `推客${phone.slice(-4)}`, wxId: null, vipLevel: 0, deleteRequestedAt: null });
    expect(user.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const balance = firstRow(await t.db.select().from(balances).where(eq(balances.userId, user.id)), 'select of the balance');
    expect(balance.balance).toBe(0);
    const homeRes = await api.get('/api/user/home/data', {}, token);
    expect(homeRes.body.data).toMatchObject({ balance: 0, totalIncome: 0, user: { id: user.id } });

    const other = await api.register(newPhone());
    expect(other.user.inviteCode).not.toBe(user.inviteCode);
  });

  it('gives the promoter a public number of eight random digits, unique, never the id, shown on home data', async () => {
    const first = await api.register(newPhone());
    const second = await api.register(newPhone());
    for (const { user } of [first, second]) {
      expect(user.promoterNo).toMatch(/^[1-9]\d{7}$/);
      expect(user.promoterNo).not.toBe(String(user.id));
    }
    expect(second.user.promoterNo).not.toBe(first.user.promoterNo);
    // Consecutive registrations do not get consecutive numbers (so the number tells nothing of the count).
    expect(Math.abs(Number(second.user.promoterNo) - Number(first.user.promoterNo))).not.toBe(1);
    const home = await api.get('/api/user/home/data', {}, first.token);
    expect(home.body.data.user.promoterNo).toBe(first.user.promoterNo);
  });

  it('draws the number again when the drawn one is taken', async () => {
    const taken = await api.register(newPhone());
    // The next insert's default draws the taken number first (a one-off sequence), then random ones again.
    await t.db.execute(sql.raw('create sequence promoter_no_probe'));
    await t.db.execute(
      sql.raw(`alter table users alter column promoter_no set default (case when nextval('promoter_no_probe') = 1
        then '${taken.user.promoterNo}' else (10000000 + floor(random() * 90000000))::int::text end)`),
    );
    try {
      const next = await api.register(newPhone());
      expect(next.user.promoterNo).toMatch(/^[1-9]\d{7}$/);
      expect(next.user.promoterNo).not.toBe(taken.user.promoterNo);
    } finally {
      await t.db.execute(
        sql.raw(`alter table users alter column promoter_no set default (10000000 + floor(random() * 90000000))::int::text`),
      );
      await t.db.execute(sql.raw('drop sequence promoter_no_probe'));
    }
  });

  it('links the new promoter to the owner of the invite code, whatever its letter case', async () => {
    const inviter = await api.register(newPhone());
    const invitee = await api.register(newPhone(), 'Secret123', inviter.user.inviteCode.toLowerCase());
    const row = firstRow(
      await t.db.select({ inviterId: users.inviterId }).from(users).where(eq(users.id, invitee.user.id)),
      'select of the invitee',
    );
    expect(row.inviterId).toBe(inviter.user.id);
  });

  it('refuses an unknown invite code as a field error and keeps the SMS code usable', async () => {
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    const bad = await reg({ phone, smsCode: code, password: 'Secret123', inviteCode: 'NOPE99' });
    expect(bad.body).toEqual({
      code: 400,
      msg: '邀请码不存在，请核对后重新输入',
      data: null,
      errorCode: 'INVITE_CODE_UNKNOWN',
      field: 'inviteCode',
    });
    expect((await reg({ phone, smsCode: code, password: 'Secret123', inviteCode: '' })).status).toBe(200);
  });

  it('checks the SMS code before the invite code, so a wrong code tells nothing about invite codes', async () => {
    const inviter = await api.register(newPhone());
    const answers = [];
    for (const inviteCode of [inviter.user.inviteCode, 'NOPE99']) {
      const phone = newPhone();
      const { code } = await api.sendCode(phone, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      answers.push((await reg({ phone, smsCode: wrong, password: 'Secret123', inviteCode })).body);
      answers.push((await reg({ phone: newPhone(), smsCode: wrong, password: 'Secret123', inviteCode })).body);
    }
    expect(answers).toEqual([
      { code: 400, msg: '短信验证码错误，还可尝试 4 次', data: null, errorCode: 'SMS_CODE_WRONG', field: 'smsCode' },
      { code: 400, msg: '短信验证码已失效，请重新获取', data: null, errorCode: 'SMS_CODE_EXPIRED', field: 'smsCode' },
      { code: 400, msg: '短信验证码错误，还可尝试 4 次', data: null, errorCode: 'SMS_CODE_WRONG', field: 'smsCode' },
      { code: 400, msg: '短信验证码已失效，请重新获取', data: null, errorCode: 'SMS_CODE_EXPIRED', field: 'smsCode' },
    ]);
  });

  it('charges an invite-code typo one try of the SMS code, not the code', async () => {
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reg({ phone, smsCode: code, password: 'Secret123', inviteCode: 'NOPE99' })).body.msg).toBe(
      '邀请码不存在，请核对后重新输入',
    );
    expect((await reg({ phone, smsCode: wrong, password: 'Secret123' })).body.msg).toBe('短信验证码错误，还可尝试 3 次');
    expect((await reg({ phone, smsCode: code, password: 'Secret123' })).status).toBe(200);
  });

  it('registers once when the same code is sent twice at once over HTTP', async () => {
    const http = httpClient(await t.listen());
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    const body = { phone, smsCode: code, password: 'Secret123' };
    const answers = await Promise.all([http.post('/api/user/reg', body), http.post('/api/user/reg', body)]);
    // The loser finds the code used up, or (when it came later) the phone registered.
    const [winner, loser] = answers.sort((a, b) => a.status - b.status);
    expect(winner.status).toBe(200);
    expect([
      { code: 400, msg: '短信验证码已失效，请重新获取', data: null, errorCode: 'SMS_CODE_EXPIRED', field: 'smsCode' },
      { code: 409, msg: '该手机号已注册，请直接登录', data: null, errorCode: 'PHONE_REGISTERED', field: 'phone' },
    ]).toContainEqual(loser.body);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('registers a phone once', async () => {
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    await createUser(t.db, { phone });
    const res = await reg({ phone, smsCode: code, password: 'Secret123' });
    expect(res.body).toEqual({
      code: 409,
      msg: '该手机号已注册，请直接登录',
      data: null,
      errorCode: 'PHONE_REGISTERED',
      field: 'phone',
    });
  });

  it('needs the code sent for registration to that phone', async () => {
    const phone = newPhone();
    const res = await reg({ phone, smsCode: '123456', password: 'Secret123' });
    expect(res.body).toEqual({
      code: 400,
      msg: '短信验证码已失效，请重新获取',
      data: null,
      errorCode: 'SMS_CODE_EXPIRED',
      field: 'smsCode',
    });
  });

  it('accepts passwords of 8–32 characters with letters and digits only', async () => {
    const cases: Array<[string, string]> = [
      ['abc1234', 'password：密码至少 8 位'],
      [`a1${'x'.repeat(31)}`, 'password：密码最多 32 位'],
      ['abcdefgh', 'password：密码需同时包含字母和数字'],
      ['12345678', 'password：密码需同时包含字母和数字'],
      ['abcd 1234', 'password：密码不能包含空格'],
    ];
    for (const [password, msg] of cases) {
      const res = await reg({ phone: newPhone(), smsCode: '123456', password });
      expect(res.body).toEqual({ code: 400, msg, data: null, errorCode: 'VALIDATION_FAILED', field: 'password' });
    }
    for (const password of ['abcd1234', `a1${'x'.repeat(30)}`, 'Demo@123456']) {
      expect((await api.register(newPhone(), password)).token).toBeTruthy();
    }
  });

  it('checks the phone format', async () => {
    const res = await reg({ phone: '10012345678', smsCode: '123456', password: 'Secret123' });
    expect(res.body).toEqual(errorBody(400, 'phone：请输入正确的手机号', 'VALIDATION_FAILED', 'phone'));
  });
});
