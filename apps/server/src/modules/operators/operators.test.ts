import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createOperator, OPERATOR_PASSWORD } from '../../../test/factories-operators';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { MINUTE } from '../../lib/clock';
import { recordAudit } from '../audit';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const SESSION_EXPIRED = { code: 401, msg: '登录已过期，请重新登录', data: null, errorCode: 'SESSION_EXPIRED' };

describe('operator login', () => {
  it('answers a token for the right password, with the role and its grants', async () => {
    const { operator } = await createOperator(t, 'finance');
    const res = await api.post('/admin-api/auth/login', { account: operator.account.toUpperCase(), password: OPERATOR_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.operator).toMatchObject({ id: operator.id, role: 'finance', totpEnabled: false, mustEnrollTotp: false });
    expect(res.body.data.operator.grants).toContain('withdrawals.decide');
    expect(res.body.data.operator.grants).not.toContain('catalogue.write');
    const me = await api.get('/admin-api/auth/me', {}, res.body.data.token);
    expect(me.body.data.account).toBe(operator.account);
  });

  it('refuses a wrong password and an unknown account alike, naming the password field', async () => {
    const { operator } = await createOperator(t);
    const wrong = await api.post('/admin-api/auth/login', { account: operator.account, password: 'nope' });
    const unknown = await api.post('/admin-api/auth/login', { account: 'nobody-here', password: 'nope' });
    expect(wrong.body).toMatchObject({ code: 400, errorCode: 'PASSWORD_WRONG', field: 'password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('ends the session at logout and after 30 idle minutes', async () => {
    const a = await createOperator(t);
    expect((await api.post('/admin-api/auth/logout', {}, a.token)).status).toBe(200);
    expect((await api.get('/admin-api/auth/me', {}, a.token)).body).toEqual(SESSION_EXPIRED);

    const b = await createOperator(t);
    t.clock.advance(29 * MINUTE);
    expect((await api.get('/admin-api/auth/me', {}, b.token)).status).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await api.get('/admin-api/auth/me', {}, b.token)).body).toEqual(SESSION_EXPIRED);
  });
});

describe('audiences', () => {
  it('never opens a console call with a promoter token, nor a promoter call with an operator token', async () => {
    const promoter = await createUser(t.db);
    const operator = await createOperator(t);
    expect((await api.get('/admin-api/auth/me', {}, promoter.token)).body).toEqual(SESSION_EXPIRED);
    expect((await api.get('/admin-api/audit/page', {}, promoter.token)).status).toBe(401);
    expect((await api.get('/api/user/home/data', {}, operator.token)).body).toEqual(SESSION_EXPIRED);
    expect((await api.get('/api/withdraw/page', {}, operator.token)).body).toEqual(SESSION_EXPIRED);
  });

  it('answers 403 FORBIDDEN to an operator whose role lacks the call’s grant', async () => {
    for (const role of ['operator', 'finance'] as const) {
      const { token } = await createOperator(t, role);
      expect((await api.get('/admin-api/audit/page', {}, token)).body).toEqual({
        code: 403,
        msg: '没有权限执行此操作',
        data: null,
        errorCode: 'FORBIDDEN',
      });
    }
    const admin = await createOperator(t, 'admin');
    expect((await api.get('/admin-api/audit/page', {}, admin.token)).status).toBe(200);
  });
});

describe('the audit log', () => {
  it('lists what was recorded, newest first, with secrets and personal numbers masked', async () => {
    const admin = await createOperator(t, 'admin');
    const actor = {
      kind: 'operator' as const,
      operatorId: admin.operator.id,
      account: admin.operator.account,
      role: 'admin' as const,
      sessionId: 1,
      ip: '10.1.2.3',
      requestId: 'r1',
    };
    await t.db.transaction((tx) =>
      recordAudit(
        tx,
        actor,
        { action: 'promoter.disable', targetType: 'users', targetId: 1, after: { nickname: 'a' } },
        t.clock.now(),
      ),
    );
    await t.db.transaction((tx) =>
      recordAudit(
        tx,
        actor,
        {
          action: 'promoter.enable',
          targetType: 'users',
          targetId: 1,
          before: { idNumber: '110101199003071234', passwordHash: 'x' },
          after: { idNumber: '110101199003075678' },
        },
        t.clock.now(),
      ),
    );
    const page = await api.get('/admin-api/audit/page', { operatorId: admin.operator.id, size: 10 }, admin.token);
    expect(page.body.data.hasNextPages).toBe(false);
    expect(page.body.data.records.map((r: { action: string }) => r.action)).toEqual(['promoter.enable', 'promoter.disable']);
    expect(page.body.data.records[0]).toMatchObject({
      operatorAccount: admin.operator.account,
      targetType: 'users',
      targetId: '1',
      ip: '10.1.2.3',
      before: { idNumber: '110***********1234', passwordHash: '[已隐藏]' },
    });
  });

  it('is append-only: the database refuses to change or remove a row', async () => {
    for (const statement of [sql`update audit_log set action = 'x'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      const failure = await t.db.execute(statement).then(
        () => 'changed',
        (err: unknown) => String((err as { cause?: unknown }).cause ?? err),
      );
      expect(failure).toMatch(/append-only/);
    }
  });
});
