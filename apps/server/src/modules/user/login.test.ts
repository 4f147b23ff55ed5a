import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { userTokens, users } from '../../db/schema';
import { firstRow } from '../../lib/rows';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test logs in from its own address, so the per-IP rule of one test never leaks into another. */
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const hint = (account: string, ip: string) => api.get('/api/user/loginByAccount', { account }, undefined, ip);

describe('POST /api/user/login', () => {
  it('answers a token and the user, never the password hash', async () => {
    const { user, password } = await createUser(t.db);
    const res = await api.login(user.phone, password, {}, freshIp());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['deletionWithdrawn', 'token', 'user']);
    expect(res.body.data.user).toMatchObject({ id: user.id, phone: user.phone, nickname: user.nickname });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|password_hash/);
    expect((await api.get('/api/user/home/data', {}, res.body.data.token)).status).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { user } = await api.register(newPhone(), 'Secret123');
    const row = firstRow(
      await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)),
      'select of the new user',
    );
    expect(row.hash).toMatch(/^\$argon2id\$/);
    expect(row.hash).not.toContain('Secret123');
  });

  it('issues 256-bit random tokens and stores only their SHA-256', async () => {
    const { user, password } = await createUser(t.db);
    const { token } = (await api.login(user.phone, password, {}, freshIp())).body.data;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const { user } = await createUser(t.db);
    const wrong = await api.login(user.phone, 'Wrong1234', {}, freshIp());
    const unknown = await api.login(newPhone(), 'Wrong1234', {}, freshIp());
    expect(wrong.body).toEqual({ code: 400, msg: '账号或密码错误', data: null, errorCode: 'PASSWORD_WRONG', field: 'password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires a captcha after 3 failures for an account, and a success clears the count', async () => {
    const ip = freshIp();
    const { user, password } = await createUser(t.db);
    for (let i = 0; i < 2; i++) await api.login(user.phone, 'Wrong1234', {}, ip);
    expect((await hint(user.phone, ip)).body.data).toEqual({ captchaRequired: false, locked: false, lockedUntil: null });
    await api.login(user.phone, 'Wrong1234', {}, ip);
    expect((await hint(user.phone, ip)).body.data).toEqual({ captchaRequired: true, locked: false, lockedUntil: null });

    const noCaptcha = await api.login(user.phone, password, {}, ip);
    expect(noCaptcha.body).toEqual({
      code: 400,
      msg: '请输入图形验证码',
      data: null,
      errorCode: 'CAPTCHA_REQUIRED',
      field: 'captchaCode',
    });
    const badCaptcha = await api.login(user.phone, password, { ...(await api.captcha()), captchaCode: '????' }, ip);
    expect(badCaptcha.body.msg).toBe('图形验证码错误，请重新输入');
    const ok = await api.login(user.phone, password, await api.captcha(), ip);
    expect(ok.status).toBe(200);
    expect((await hint(user.phone, ip)).body.data.captchaRequired).toBe(false);
  });

  it('gives an unknown account exactly the same hints and answers', async () => {
    const ip = freshIp();
    const { user } = await createUser(t.db);
    const ghost = newPhone();
    const trail = async (account: string) => {
      const seen = [(await hint(account, ip)).body];
      for (let i = 0; i < 4; i++)
        seen.push((await api.login(account, 'Wrong1234', await api.captcha(), ip)).body, (await hint(account, ip)).body);
      return seen;
    };
    expect(await trail(ghost)).toEqual(await trail(user.phone));
  });

  it('requires a captcha for every account after 20 failures from one IP within 10 minutes', async () => {
    const ip = freshIp();
    const { user, password } = await createUser(t.db);
    for (let i = 0; i < 20; i++) await api.login(newPhone(), 'Wrong1234', {}, ip);
    expect((await hint(user.phone, ip)).body.data.captchaRequired).toBe(true);
    expect((await api.login(user.phone, password, {}, ip)).body.msg).toBe('请输入图形验证码');
    // Another address is not affected.
    expect((await hint(user.phone, freshIp())).body.data.captchaRequired).toBe(false);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await hint(user.phone, ip)).body.data.captchaRequired).toBe(false);
  });

  it('does not count 19 failures from one IP as enough for a captcha', async () => {
    const ip = freshIp();
    for (let i = 0; i < 19; i++) await api.login(newPhone(), 'Wrong1234', {}, ip);
    expect((await hint(newPhone(), ip)).body.data.captchaRequired).toBe(false);
  });

  it('warns before the lock and locks the account for 15 minutes after 10 failures, even for the right password', async () => {
    const ip = freshIp();
    const { user, password } = await createUser(t.db);
    const messages: string[] = [];
    for (let i = 0; i < 10; i++) messages.push((await api.login(user.phone, 'Wrong1234', await api.captcha(), ip)).body.msg);
    expect(messages).toEqual([
      '账号或密码错误',
      '账号或密码错误',
      '账号或密码错误',
      '账号或密码错误',
      '账号或密码错误，再错 5 次将锁定 15 分钟',
      '账号或密码错误，再错 4 次将锁定 15 分钟',
      '账号或密码错误，再错 3 次将锁定 15 分钟',
      '账号或密码错误，再错 2 次将锁定 15 分钟',
      '账号或密码错误，再错 1 次将锁定 15 分钟',
      '密码错误次数过多，请 15 分钟后再试，或使用验证码登录',
    ]);
    t.clock.advance(5 * 60_000);
    const locked = await api.login(user.phone, password, await api.captcha(), ip);
    expect(locked.body).toEqual({
      code: 429,
      msg: '密码错误次数过多，请 10 分钟后再试，或使用验证码登录',
      data: null,
      errorCode: 'ACCOUNT_LOCKED',
    });
    expect(locked.headers['retry-after']).toBe('600');
    const h = (await hint(user.phone, ip)).body.data;
    expect(h.locked).toBe(true);
    expect(h.lockedUntil).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);

    t.clock.advance(10 * 60_000);
    expect((await hint(user.phone, ip)).body.data.locked).toBe(false);
    expect((await api.login(user.phone, password, await api.captcha(), ip)).status).toBe(200);
  });

  it('locks an unknown account the same way', async () => {
    const ip = freshIp();
    const ghost = newPhone();
    for (let i = 0; i < 10; i++) await api.login(ghost, 'Wrong1234', await api.captcha(), ip);
    expect((await api.login(ghost, 'Wrong1234', await api.captcha(), ip)).body.msg).toBe(
      '密码错误次数过多，请 15 分钟后再试，或使用验证码登录',
    );
    expect((await hint(ghost, ip)).body.data.locked).toBe(true);
  });

  it('lets a locked promoter in by SMS code, which clears the failures', async () => {
    const ip = freshIp();
    const { user, password } = await createUser(t.db);
    for (let i = 0; i < 10; i++) await api.login(user.phone, 'Wrong1234', await api.captcha(), ip);
    const { code } = await api.sendCode(user.phone, 'login');
    const bySms = await api.post('/api/user/loginbyphone', { phone: user.phone, smsCode: code }, undefined, ip);
    expect(bySms.status).toBe(200);
    expect((await hint(user.phone, ip)).body.data).toEqual({ captchaRequired: false, locked: false, lockedUntil: null });
    expect((await api.login(user.phone, password, {}, ip)).status).toBe(200);
  });

  it('names missing fields', async () => {
    expect((await api.post('/api/user/login', { account: '13800000000' })).body).toEqual({
      code: 400,
      msg: '缺少必填字段 password',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'password',
    });
    expect((await api.post('/api/user/login', { account: '  ', password: 'x' })).body).toEqual({
      code: 400,
      msg: 'account：请输入账号',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'account',
    });
  });
});

describe('POST /api/user/loginbyphone', () => {
  it('logs in with the code sent to the phone', async () => {
    const { user } = await createUser(t.db);
    const { code } = await api.sendCode(user.phone, 'login');
    const res = await api.post('/api/user/loginbyphone', { phone: user.phone, smsCode: code });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(user.id);
    expect((await api.get('/api/user/home/data', {}, res.body.data.token)).body.data.user.id).toBe(user.id);
  });
});
