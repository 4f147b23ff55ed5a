import { adminOperatorCalls, adminSelfCalls } from '@tuike/contract/calls/admin-operators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createOperator, OPERATOR_PASSWORD, totpCode } from '../../../test/factories-operators';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';
import { isoOperator } from '../../lib/time';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test calls from its own address, so the per-address captcha rule (20 failures) stays out of it. */
const api = () => client(t, `10.8.${++ipSeq}.1`);

const SESSION_EXPIRED = { code: 401, msg: '登录已过期，请重新登录', data: null, errorCode: 'SESSION_EXPIRED' };
const FORBIDDEN = { code: 403, msg: '没有权限执行此操作', data: null, errorCode: 'FORBIDDEN' };

const login = (a: ReturnType<typeof client>, account: string, password = OPERATOR_PASSWORD) =>
  a.post('/admin-api/auth/login', { account, password });

describe('roles × calls', () => {
  it('lets only an admin manage accounts and the console setting; every role manages itself; a promoter none', async () => {
    const tokens = {
      admin: (await createOperator(t, 'admin')).token,
      operator: (await createOperator(t, 'operator')).token,
      finance: (await createOperator(t, 'finance')).token,
    };
    const promoter = await createUser(t.db);
    const a = api();
    const send = (call: { method: 'GET' | 'POST'; path: string }, token: string) =>
      call.method === 'GET' ? a.get(call.path, {}, token) : a.post(call.path, {}, token);

    for (const call of Object.values(adminOperatorCalls)) {
      for (const role of ['operator', 'finance'] as const)
        expect((await send(call, tokens[role])).body, `${role} ${call.path}`).toEqual(FORBIDDEN);
      expect([401, 403], `admin ${call.path}`).not.toContain((await send(call, tokens.admin)).status);
      expect((await send(call, promoter.token)).body, `promoter ${call.path}`).toEqual(SESSION_EXPIRED);
    }
    for (const call of Object.values(adminSelfCalls)) {
      for (const role of ['admin', 'operator', 'finance'] as const)
        expect([401, 403], `${role} ${call.path}`).not.toContain((await send(call, tokens[role])).status);
      expect((await send(call, promoter.token)).body, `promoter ${call.path}`).toEqual(SESSION_EXPIRED);
    }
  });
});
describe('operator accounts', () => {
  it('creates an account under the promoters’ password rule; the name is unique regardless of case', async () => {
    const admin = await createOperator(t, 'admin');
    const a = api();
    const weak = await a.post(
      '/admin-api/operators/create',
      { account: 'zhang.san', name: '张三', role: 'operator', password: 'abcdefgh' },
      admin.token,
    );
    expect(weak.body).toMatchObject({ code: 400, msg: 'password：密码需同时包含字母和数字', field: 'password' });
    const badName = await a.post(
      '/admin-api/operators/create',
      { account: '张三', name: '张三', role: 'operator', password: 'Start2026x' },
      admin.token,
    );
    expect(badName.body).toMatchObject({
      code: 400,
      msg: 'account：账号为 3-32 位字母、数字、下划线、点或减号',
      field: 'account',
    });

    const made = await a.post(
      '/admin-api/operators/create',
      { account: 'zhang.san', name: ' 张三 ', role: 'operator', password: 'Start2026x' },
      admin.token,
    );
    expect(made.body.data).toMatchObject({
      account: 'zhang.san',
      name: '张三',
      role: 'operator',
      disabled: false,
      totpEnabled: false,
      totpRequired: false,
      lastLoginAt: null,
    });
    const taken = await a.post(
      '/admin-api/operators/create',
      { account: 'Zhang.San', name: '另一个', role: 'finance', password: 'Start2026x' },
      admin.token,
    );
    expect(taken.body).toEqual({
      code: 409,
      msg: '该账号已存在',
      data: null,
      errorCode: 'OPERATOR_ACCOUNT_TAKEN',
      field: 'account',
    });

    expect((await login(a, 'zhang.san', 'Start2026x')).body.data.operator.role).toBe('operator');
    const page = await a.get('/admin-api/operators/page', { keyword: 'ZHANG', size: 10 }, admin.token);
    expect(page.body.data.records).toHaveLength(1);
    expect(page.body.data.records[0].lastLoginAt).toMatch(/\+08:00$/);
  });

  it('lists each account with its own latest login, and none for an account never logged in', async () => {
    const admin = await createOperator(t, 'admin');
    const a = api();
    const loggedIn = await createOperator(t, 'finance');
    t.clock.advance(60_000);
    const again = await login(a, loggedIn.operator.account);
    expect(again.status).toBe(200);
    const never = await a.post(
      '/admin-api/operators/create',
      { account: `never${ipSeq}`, name: '未登录', role: 'operator', password: 'Never2026x' },
      admin.token,
    );
    const rows = (await a.get('/admin-api/operators/page', { size: 100 }, admin.token)).body.data.records as Array<{
      id: number;
      lastLoginAt: string | null;
    }>;
    const at = (id: number) => rows.find((r) => r.id === id)?.lastLoginAt;
    expect(at(never.body.data.id)).toBeNull();
    expect(at(loggedIn.operator.id)).toBe(isoOperator(t.clock.now()));
    expect(at(admin.operator.id)).toBe(isoOperator(new Date(t.clock.now().getTime() - 60_000)));
  });

  it('pages and filters by role and status, and answers 404 for an unknown id', async () => {
    const admin = await createOperator(t, 'admin');
    const a = api();
    const finance = await createOperator(t, 'finance');
    await a.post('/admin-api/operators/disable', { id: finance.operator.id }, admin.token);
    const disabledFinance = await a.get(
      '/admin-api/operators/page',
      { role: 'finance', status: 'disabled', size: 100 },
      admin.token,
    );
    expect(disabledFinance.body.data.records.map((r: { id: number }) => r.id)).toContain(finance.operator.id);
    expect(
      disabledFinance.body.data.records.every((r: { role: string; disabled: boolean }) => r.role === 'finance' && r.disabled),
    ).toBe(true);
    const active = await a.get('/admin-api/operators/page', { status: 'active', size: 100 }, admin.token);
    expect(active.body.data.records.map((r: { id: number }) => r.id)).not.toContain(finance.operator.id);
    const paged = await a.get('/admin-api/operators/page', { size: 1, page: 2 }, admin.token);
    expect(paged.body.data).toMatchObject({ hasNextPages: true });
    expect(paged.body.data.records).toHaveLength(1);

    const missing = await a.post('/admin-api/operators/enable', { id: 999_999 }, admin.token);
    expect(missing.body).toEqual({ code: 404, msg: '账号不存在', data: null, errorCode: 'NOT_FOUND' });
  });

  it('changes name and role, in force at the account’s next request', async () => {
    const admin = await createOperator(t, 'admin');
    const target = await createOperator(t, 'operator');
    const a = api();
    expect((await a.get('/admin-api/operators/page', {}, target.token)).body).toEqual(FORBIDDEN);
    const updated = await a.post(
      '/admin-api/operators/update',
      { id: target.operator.id, name: '新名字', role: 'admin' },
      admin.token,
    );
    expect(updated.body.data).toMatchObject({ name: '新名字', role: 'admin' });
    expect((await a.get('/admin-api/operators/page', {}, target.token)).status).toBe(200);
    expect((await a.get('/admin-api/auth/me', {}, target.token)).body.data).toMatchObject({ name: '新名字', role: 'admin' });
  });

  it('resets a password: the sessions end, the old password stops working', async () => {
    const admin = await createOperator(t, 'admin');
    const target = await createOperator(t, 'finance');
    const a = api();
    const weak = await a.post('/admin-api/operators/resetPassword', { id: target.operator.id, password: 'short1' }, admin.token);
    expect(weak.body).toMatchObject({ code: 400, field: 'password' });
    expect(
      (await a.post('/admin-api/operators/resetPassword', { id: target.operator.id, password: 'Reset2026x' }, admin.token))
        .status,
    ).toBe(200);
    expect((await a.get('/admin-api/auth/me', {}, target.token)).body).toEqual(SESSION_EXPIRED);
    expect((await login(a, target.operator.account)).body).toMatchObject({ errorCode: 'PASSWORD_WRONG' });
    expect((await login(a, target.operator.account, 'Reset2026x')).status).toBe(200);
  });
});
describe('an operator’s own password', () => {
  it('needs the old password, refuses the same one, and ends the other sessions but not this one', async () => {
    const me = await createOperator(t, 'finance');
    const a = api();
    const other = (await login(a, me.operator.account)).body.data.token;
    const wrong = await a.post('/admin-api/auth/password', { oldPassword: 'Nope2026x', newPassword: 'Fresh2026x' }, me.token);
    expect(wrong.body).toEqual({ code: 400, msg: '原密码错误', data: null, errorCode: 'PASSWORD_WRONG', field: 'oldPassword' });
    const same = await a.post(
      '/admin-api/auth/password',
      { oldPassword: OPERATOR_PASSWORD, newPassword: OPERATOR_PASSWORD },
      me.token,
    );
    expect(same.body).toEqual({
      code: 400,
      msg: '新密码不能与原密码相同',
      data: null,
      errorCode: 'PASSWORD_UNCHANGED',
      field: 'newPassword',
    });
    expect(
      (await a.post('/admin-api/auth/password', { oldPassword: OPERATOR_PASSWORD, newPassword: 'Fresh2026x' }, me.token)).status,
    ).toBe(200);
    expect((await a.get('/admin-api/auth/me', {}, me.token)).status).toBe(200);
    expect((await a.get('/admin-api/auth/me', {}, other)).body).toEqual(SESSION_EXPIRED);
    expect((await login(a, me.operator.account, 'Fresh2026x')).status).toBe(200);
  });
});
describe('the audit log', () => {
  it('has a row for every write, in its transaction, with before and after and never a hash or secret', async () => {
    const admin = await createOperator(t, 'admin');
    const a = api();
    const created = await a.post(
      '/admin-api/operators/create',
      { account: `audited${ipSeq}`, name: '审计', role: 'operator', password: 'Audit2026x' },
      admin.token,
    );
    const id: number = created.body.data.id;
    await a.post('/admin-api/operators/update', { id, name: '审计2', role: 'finance' }, admin.token);
    await a.post('/admin-api/operators/requireTotp', { id, required: true }, admin.token);
    await a.post('/admin-api/operators/requireTotp', { id, required: false }, admin.token);
    await a.post('/admin-api/operators/resetPassword', { id, password: 'Audit2026y' }, admin.token);
    await a.post('/admin-api/operators/disable', { id }, admin.token);
    await a.post('/admin-api/operators/enable', { id }, admin.token);
    const own = (await login(a, `audited${ipSeq}`, 'Audit2026y')).body.data.token;
    await a.post('/admin-api/auth/password', { oldPassword: 'Audit2026y', newPassword: 'Audit2026z' }, own);
    const secret = (await a.post('/admin-api/auth/totp/setup', {}, own)).body.data.secret;
    await a.post('/admin-api/auth/totp/enable', { code: totpCode(secret, t.clock.now()) }, own);
    t.clock.advance(30_000);
    await a.post('/admin-api/auth/totp/disable', { code: totpCode(secret, t.clock.now()) }, own);
    await a.post('/admin-api/operators/resetTotp', { id }, admin.token);
    await a.post('/admin-api/settings/console', { idleMinutes: 45 }, admin.token);
    await a.post('/admin-api/settings/console', { idleMinutes: 30 }, admin.token);

    const page = await a.get('/admin-api/audit/page', { targetType: 'operators', targetId: String(id), size: 100 }, admin.token);
    const rows = [...page.body.data.records].reverse();
    expect(rows.map((r: { action: string; operatorAccount: string }) => [r.action, r.operatorAccount])).toEqual([
      ['operator.create', admin.operator.account],
      ['operator.update', admin.operator.account],
      ['operator.requireTwoFactor', admin.operator.account],
      ['operator.requireTwoFactor', admin.operator.account],
      ['operator.resetPassword', admin.operator.account],
      ['operator.disable', admin.operator.account],
      ['operator.enable', admin.operator.account],
      ['operator.changeOwnPassword', `audited${ipSeq}`],
      ['operator.setupTwoFactor', `audited${ipSeq}`],
      ['operator.enableTwoFactor', `audited${ipSeq}`],
      ['operator.disableTwoFactor', `audited${ipSeq}`],
      ['operator.resetTwoFactor', admin.operator.account],
    ]);
    expect(rows[1]).toMatchObject({ before: { name: '审计', role: 'operator' }, after: { name: '审计2', role: 'finance' } });
    expect(rows[5]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(rows[9]).toMatchObject({ before: { twoFactorEnabled: false }, after: { twoFactorEnabled: true } });
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/argon2|Audit2026|\$v=|v1\./);
    expect(text).not.toContain(secret);

    const settings = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.console')).orderBy(auditLog.id);
    expect(settings.slice(-2).map((r) => [r.before, r.after])).toEqual([
      [{ idleMinutes: 30 }, { idleMinutes: 45 }],
      [{ idleMinutes: 45 }, { idleMinutes: 30 }],
    ]);
  });
});
