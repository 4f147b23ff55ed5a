import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha } from '../../../test/factories';
import { createOperator, OPERATOR_PASSWORD, totpCode } from '../../../test/factories-operators';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { loginAttempts, operatorRecoveryCodes, operators } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test logs in from its own address, so the per-address captcha rule (20 failures) stays out of it. */
const api = () => client(t, `10.9.${++ipSeq}.1`);

/** An operator with two-factor on, through the calls the console makes; `secret` is what the authenticator holds. */
async function enrolled(role: 'admin' | 'operator' = 'operator') {
  const made = await createOperator(t, role);
  const a = api();
  const setup = await a.post('/admin-api/auth/totp/setup', {}, made.token);
  const secret: string = setup.body.data.secret;
  const enable = await a.post('/admin-api/auth/totp/enable', { code: totpCode(secret, t.clock.now()) }, made.token);
  expect(enable.status).toBe(200);
  // The enrolment used this step's code: later logins in the same test move on one step first.
  t.clock.advance(30_000);
  return { ...made, secret, recoveryCodes: enable.body.data.recoveryCodes as string[] };
}

const login = (a: ReturnType<typeof client>, account: string, extra: Record<string, unknown> = {}) =>
  a.post('/admin-api/auth/login', { account, password: OPERATOR_PASSWORD, ...extra });

const failuresOf = async (account: string) =>
  t.db.$count(loginAttempts, and(eq(loginAttempts.account, `operator:${account.toLowerCase()}`), eq(loginAttempts.success, 0)));

describe('setting up two-factor', () => {
  it('answers a new secret with its otpauth URL and QR, in force only once a code from it is confirmed', async () => {
    const { operator, token } = await createOperator(t);
    const a = api();
    const setup = await a.post('/admin-api/auth/totp/setup', {}, token);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/${encodeURIComponent('推客星')}:${operator.account}?issuer=${encodeURIComponent('推客星')}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // Stored encrypted, never as the secret itself.
    const [row] = await t.db.select().from(operators).where(eq(operators.id, operator.id));
    expect(row?.totpSecretEnc).toMatch(/^v1\./);
    expect(row?.totpSecretEnc).not.toContain(secret);
    expect(row?.totpEnabledAt).toBeNull();
    expect((await login(a, operator.account)).status).toBe(200);

    const wrong = await a.post('/admin-api/auth/totp/enable', { code: totpCode(secret, t.clock.now(), 5) }, token);
    expect(wrong.body).toEqual({
      code: 400,
      msg: '验证码错误，请输入身份验证器上当前显示的 6 位数字',
      data: null,
      errorCode: 'TOTP_WRONG',
      field: 'code',
    });
    const notDigits = await a.post('/admin-api/auth/totp/enable', { code: '12ab56' }, token);
    expect(notDigits.body).toMatchObject({
      code: 400,
      msg: 'code：验证码为 6 位数字',
      errorCode: 'VALIDATION_FAILED',
      field: 'code',
    });

    const enable = await a.post('/admin-api/auth/totp/enable', { code: totpCode(secret, t.clock.now()) }, token);
    const codes: string[] = enable.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only keyed hashes are kept.
    const stored = await t.db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operator.id));
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => codes.some((c) => r.codeHash.includes(c) || r.codeHash.includes(c.replace('-', ''))))).toBe(false);
    expect((await a.get('/admin-api/auth/me', {}, token)).body.data).toMatchObject({ totpEnabled: true, mustEnrollTotp: false });
  });

  it('refuses a second set-up while two-factor is on, and confirming without a set-up', async () => {
    const { token } = await enrolled();
    const again = await api().post('/admin-api/auth/totp/setup', {}, token);
    expect(again.body).toEqual({
      code: 409,
      msg: '两步验证已开启；如需更换身份验证器，请先关闭两步验证',
      data: null,
      errorCode: 'TOTP_ALREADY_ENABLED',
    });
    const fresh = await createOperator(t);
    const early = await api().post('/admin-api/auth/totp/enable', { code: '123456' }, fresh.token);
    expect(early.body).toEqual({ code: 409, msg: '请先获取身份验证器密钥并扫码', data: null, errorCode: 'TOTP_NOT_SET_UP' });
  });
});

describe('logging in with two-factor', () => {
  it('asks for the code after the right password, recording no attempt, and logs in with it', async () => {
    const { operator, secret } = await enrolled();
    const a = api();
    const asked = await login(a, operator.account);
    expect(asked.body).toEqual({
      code: 400,
      msg: '请输入身份验证器中的 6 位验证码',
      data: null,
      errorCode: 'TOTP_REQUIRED',
      field: 'totpCode',
    });
    expect(await failuresOf(operator.account)).toBe(0);
    const wrongPassword = await a.post('/admin-api/auth/login', {
      account: operator.account,
      password: 'Wrong2026x',
      totpCode: totpCode(secret, t.clock.now()),
    });
    expect(wrongPassword.body).toMatchObject({ errorCode: 'PASSWORD_WRONG', field: 'password' });

    const ok = await login(a, operator.account, { totpCode: totpCode(secret, t.clock.now()) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.operator).toMatchObject({ id: operator.id, totpEnabled: true });
  });

  it('accepts a code once: the same code again, or an older one, is refused and counts as a failure', async () => {
    const { operator, secret } = await enrolled();
    const a = api();
    const code = totpCode(secret, t.clock.now());
    expect((await login(a, operator.account, { totpCode: code })).status).toBe(200);
    const replayed = await login(a, operator.account, { totpCode: code });
    expect(replayed.body).toEqual({
      code: 400,
      msg: '该验证码已使用过，请等待身份验证器显示下一个验证码',
      data: null,
      errorCode: 'TOTP_WRONG',
      field: 'totpCode',
    });
    // One step back is still inside the window, but older than the code just used.
    const older = await login(a, operator.account, { totpCode: totpCode(secret, t.clock.now(), -1) });
    expect(older.body).toMatchObject({ errorCode: 'TOTP_WRONG' });
    expect(await failuresOf(operator.account)).toBe(2);

    t.clock.advance(30_000);
    expect((await login(a, operator.account, { totpCode: totpCode(secret, t.clock.now()) })).status).toBe(200);
  });

  it('takes a code one step off either way (a phone clock slightly wrong), and no further', async () => {
    const { operator, secret } = await enrolled();
    const a = api();
    expect((await login(a, operator.account, { totpCode: totpCode(secret, t.clock.now(), 1) })).status).toBe(200);
    t.clock.advance(90_000);
    const stale = await login(a, operator.account, { totpCode: totpCode(secret, t.clock.now(), -2) });
    expect(stale.body).toMatchObject({ msg: '验证码错误', errorCode: 'TOTP_WRONG' });
  });

  it('lets each recovery code log in once, typed in any case and with or without its dash', async () => {
    const { operator, recoveryCodes } = await enrolled();
    const a = api();
    const [first, second] = recoveryCodes as [string, string];
    expect((await login(a, operator.account, { totpCode: first })).status).toBe(200);
    const again = await login(a, operator.account, { totpCode: first });
    expect(again.body).toMatchObject({ code: 400, msg: '验证码错误', errorCode: 'TOTP_WRONG', field: 'totpCode' });
    expect((await login(a, operator.account, { totpCode: ` ${second.replace('-', '').toUpperCase()} ` })).status).toBe(200);
    const used = await t.db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operator.id));
    expect(used.filter((r) => r.usedAt !== null)).toHaveLength(2);
  });

  it('counts wrong codes in the same brute-force rules as wrong passwords: a captcha after three', async () => {
    const { operator, secret } = await enrolled();
    const a = api();
    for (const n of [1, 2, 3]) {
      const wrong = await login(a, operator.account, { totpCode: n === 2 ? 'not-a-recovery-code' : '000000' });
      expect(wrong.body).toMatchObject({ code: 400, msg: '验证码错误', errorCode: 'TOTP_WRONG' });
    }
    const right = await login(a, operator.account, { totpCode: totpCode(secret, t.clock.now()) });
    expect(right.body).toMatchObject({ code: 400, errorCode: 'CAPTCHA_REQUIRED', field: 'captchaCode' });
    const captcha = await createCaptcha(t.db, t.clock.now());
    expect((await login(a, operator.account, { totpCode: totpCode(secret, t.clock.now()), ...captcha })).status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('needs a current or a recovery code, and then the password alone logs in again', async () => {
    const { operator, token, secret, recoveryCodes } = await enrolled();
    const a = api();
    const wrong = await a.post('/admin-api/auth/totp/disable', { code: '000000' }, token);
    expect(wrong.body).toEqual({ code: 400, msg: '验证码错误', data: null, errorCode: 'TOTP_WRONG', field: 'code' });
    expect(await failuresOf(operator.account)).toBe(1);
    expect((await a.post('/admin-api/auth/totp/disable', { code: recoveryCodes[3] }, token)).status).toBe(200);
    expect((await login(a, operator.account)).status).toBe(200);
    expect(await t.db.$count(operatorRecoveryCodes, eq(operatorRecoveryCodes.operatorId, operator.id))).toBe(0);
    const twice = await a.post('/admin-api/auth/totp/disable', { code: totpCode(secret, t.clock.now()) }, token);
    expect(twice.body).toEqual({ code: 409, msg: '两步验证未开启', data: null, errorCode: 'TOTP_NOT_SET_UP' });
  });
});

describe('two-factor the admin requires', () => {
  it('holds a session to its own settings until the authenticator is set up, and cannot be turned off', async () => {
    const admin = await createOperator(t, 'admin');
    const target = await createOperator(t, 'admin');
    const a = api();
    const required = await a.post('/admin-api/operators/requireTotp', { id: target.operator.id, required: true }, admin.token);
    expect(required.body.data).toMatchObject({ totpRequired: true, totpEnabled: false });

    // The session already open is held at once; a new login gets in, held the same way.
    const held = await a.get('/admin-api/operators/page', {}, target.token);
    expect(held.body).toEqual({
      code: 403,
      msg: '请先绑定两步验证（身份验证器）后再继续操作',
      data: null,
      errorCode: 'TOTP_ENROLL_REQUIRED',
    });
    const fresh = await login(a, target.operator.account);
    expect(fresh.body.data.operator).toMatchObject({ mustEnrollTotp: true, totpEnabled: false });
    expect((await a.get('/admin-api/audit/page', {}, fresh.body.data.token)).body).toMatchObject({
      errorCode: 'TOTP_ENROLL_REQUIRED',
    });
    expect((await a.get('/admin-api/auth/me', {}, target.token)).body.data.mustEnrollTotp).toBe(true);

    const setup = await a.post('/admin-api/auth/totp/setup', {}, target.token);
    const secret: string = setup.body.data.secret;
    expect((await a.post('/admin-api/auth/totp/enable', { code: totpCode(secret, t.clock.now()) }, target.token)).status).toBe(
      200,
    );
    expect((await a.get('/admin-api/operators/page', {}, target.token)).status).toBe(200);

    t.clock.advance(30_000);
    const off = await a.post('/admin-api/auth/totp/disable', { code: totpCode(secret, t.clock.now()) }, target.token);
    expect(off.body).toEqual({
      code: 409,
      msg: '管理员要求此账号开启两步验证，不能关闭',
      data: null,
      errorCode: 'TOTP_REQUIRED_BY_ADMIN',
    });
  });

  it('lets the admin reset a lost authenticator: two-factor off, codes gone, sessions ended', async () => {
    const admin = await createOperator(t, 'admin');
    const target = await enrolled();
    const a = api();
    const reset = await a.post('/admin-api/operators/resetTotp', { id: target.operator.id }, admin.token);
    expect(reset.body.data).toMatchObject({ totpEnabled: false });
    expect((await a.get('/admin-api/auth/me', {}, target.token)).body).toMatchObject({ errorCode: 'SESSION_EXPIRED' });
    expect(await t.db.$count(operatorRecoveryCodes, eq(operatorRecoveryCodes.operatorId, target.operator.id))).toBe(0);
    expect((await login(a, target.operator.account)).status).toBe(200);
  });
});
