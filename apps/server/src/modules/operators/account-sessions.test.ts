import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, OPERATOR_PASSWORD } from '../../../test/factories-operators';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { operators } from '../../db/schema';
import { MINUTE } from '../../lib/clock';

// Console sessions as admins end them: disabling an account, the idle timeout; and the last enabled admin.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test calls from its own address, so the per-address captcha rule (20 failures) stays out of it. */
const api = () => client(t, `10.7.${++ipSeq}.1`);

const SESSION_EXPIRED = { code: 401, msg: '登录已过期，请重新登录', data: null, errorCode: 'SESSION_EXPIRED' };

const login = (a: ReturnType<typeof client>, account: string, password = OPERATOR_PASSWORD) =>
  a.post('/admin-api/auth/login', { account, password });

/** Leaves `keep` the only enabled admin (the tests before left others). */
const onlyAdmin = (keep: number) =>
  t.db
    .update(operators)
    .set({ disabledAt: t.clock.now() })
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, keep)));

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
