import { adminOperatorCalls, adminSelfCalls } from '@tuike/contract/calls/admin-operators';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createOperator, OPERATOR_PASSWORD, totpCode } from '../../../test/factories-operators';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { auditLog, operators } from '../../db/schema';
import { MINUTE } from '../../lib/clock';

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

/** Leaves `keep` the only enabled admin (the tests before left others). */
const onlyAdmin = (keep: number) =>
  t.db
    .update(operators)
    .set({ disabledAt: t.clock.now() })
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, keep)));

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

describe('disabling an account', () => {
  it('ends its sessions at once on every node and refuses its login until enabled again', async () => {
    const admin = await createOperator(t, 'admin');
    const target = await createOperator(t, 'operator');
    const second = await t.secondNode();
    const a = api();
    const b = client(second, '10.8.200.1');
    expect((await b.get('/admin-api/auth/me', {}, target.token)).status).toBe(200);

    const disabled = await a.post('/admin-api/operators/disable', { id: target.operator.id }, admin.token);
    expect(disabled.body.data).toMatchObject({ disabled: true });
    expect((await b.get('/admin-api/auth/me', {}, target.token)).body).toEqual(SESSION_EXPIRED);
    expect((await a.get('/admin-api/auth/me', {}, target.token)).body).toEqual(SESSION_EXPIRED);
    expect((await login(b, target.operator.account)).body).toEqual({
      code: 403,
      msg: '该账号已停用，请联系管理员',
      data: null,
      errorCode: 'ACCOUNT_DISABLED',
    });

    expect((await b.post('/admin-api/operators/enable', { id: target.operator.id }, admin.token)).body.data.disabled).toBe(false);
    // Enabling opens the account, not the sessions it had.
    expect((await a.get('/admin-api/auth/me', {}, target.token)).body).toEqual(SESSION_EXPIRED);
    expect((await login(a, target.operator.account)).status).toBe(200);
  });
});

describe('the last enabled admin', () => {
  it('cannot be disabled or demoted, by themselves or anyone; a second admin lifts the guard', async () => {
    const admin = await createOperator(t, 'admin');
    await onlyAdmin(admin.operator.id);
    const a = api();
    const LAST_ADMIN = {
      code: 409,
      msg: '至少要保留一个启用的管理员账号：这是最后一个，不能停用或改为其他角色',
      data: null,
      errorCode: 'LAST_ADMIN',
    };
    expect((await a.post('/admin-api/operators/disable', { id: admin.operator.id }, admin.token)).body).toEqual(LAST_ADMIN);
    expect(
      (await a.post('/admin-api/operators/update', { id: admin.operator.id, name: 'x', role: 'finance' }, admin.token)).body,
    ).toEqual(LAST_ADMIN);
    // Renaming keeps the role: allowed.
    expect(
      (await a.post('/admin-api/operators/update', { id: admin.operator.id, name: '唯一管理员', role: 'admin' }, admin.token))
        .status,
    ).toBe(200);

    const other = await a.post(
      '/admin-api/operators/create',
      { account: `boss${ipSeq}`, name: '第二位', role: 'admin', password: 'Boss2026xx' },
      admin.token,
    );
    expect(
      (await a.post('/admin-api/operators/update', { id: admin.operator.id, name: '降级', role: 'operator' }, admin.token))
        .status,
    ).toBe(200);
    const otherToken = (await login(a, other.body.data.account, 'Boss2026xx')).body.data.token;
    expect((await a.post('/admin-api/operators/disable', { id: other.body.data.id }, otherToken)).body).toEqual(LAST_ADMIN);
  });

  it('holds when two admins disable each other at the same moment over real HTTP: one wins, one admin is left', async () => {
    const second = await t.secondNode();
    const nodes = [httpClient(await t.listen(), '127.0.8.1'), httpClient(await second.listen(), '127.0.8.2')];
    for (let round = 0; round < 5; round++) {
      const x = await createOperator(t, 'admin');
      const y = await createOperator(t, 'admin');
      await onlyAdmin(x.operator.id);
      await t.db.update(operators).set({ disabledAt: null }).where(eq(operators.id, y.operator.id));
      const answers = await Promise.all([
        nodes[0]!.post('/admin-api/operators/disable', { id: y.operator.id }, x.token),
        nodes[1]!.post('/admin-api/operators/disable', { id: x.operator.id }, y.token),
      ]);
      const statuses = answers.map((r) => r.status).sort();
      // The loser finds one admin left (409), or its own session already ended by the winner (401).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = await t.db.$count(operators, and(eq(operators.role, 'admin'), isNull(operators.disabledAt)));
      expect(left).toBe(1);
    }
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

describe('the console idle timeout', () => {
  it('is the admin’s setting (5-720 minutes), in force at every session’s next request', async () => {
    const admin = await createOperator(t, 'admin');
    const a = api();
    expect((await a.get('/admin-api/settings/console', {}, admin.token)).body.data).toEqual({ idleMinutes: 30 });
    const low = await a.post('/admin-api/settings/console', { idleMinutes: 4 }, admin.token);
    expect(low.body).toMatchObject({ code: 400, msg: 'idleMinutes：空闲超时至少 5 分钟', field: 'idleMinutes' });
    const high = await a.post('/admin-api/settings/console', { idleMinutes: 721 }, admin.token);
    expect(high.body).toMatchObject({ code: 400, msg: 'idleMinutes：空闲超时最多 720 分钟', field: 'idleMinutes' });

    const busy = await createOperator(t, 'operator');
    const idle = await createOperator(t, 'operator');
    t.clock.advance(6 * MINUTE);
    expect((await a.get('/admin-api/auth/me', {}, busy.token)).status).toBe(200);
    t.clock.advance(6 * MINUTE);
    // Shorter than the 12 minutes `idle` has been idle: it ends at its next request, on any node.
    expect((await a.post('/admin-api/settings/console', { idleMinutes: 10 }, admin.token)).body.data).toEqual({
      idleMinutes: 10,
    });
    expect((await a.get('/admin-api/auth/me', {}, idle.token)).body).toEqual(SESSION_EXPIRED);
    expect((await a.get('/admin-api/auth/me', {}, busy.token)).status).toBe(200);

    const fresh = await createOperator(t, 'operator');
    t.clock.advance(9 * MINUTE);
    expect((await a.get('/admin-api/auth/me', {}, fresh.token)).status).toBe(200);
    t.clock.advance(9 * MINUTE);
    expect((await a.get('/admin-api/auth/me', {}, fresh.token)).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await a.get('/admin-api/auth/me', {}, fresh.token)).body).toEqual(SESSION_EXPIRED);

    const relogin = (await login(a, admin.operator.account)).body.data.token;
    expect((await a.post('/admin-api/settings/console', { idleMinutes: 30 }, relogin)).status).toBe(200);
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
