import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts';
import { errorBody } from '../../../test/envelopes';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { auditLog, userTokens } from '../../db/schema';
import { sessionService } from '../session';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

const SESSION_EXPIRED = errorBody(401, '登录已过期，请重新登录', 'SESSION_EXPIRED');
const DISABLED = errorBody(403, '该账号已停用，如有疑问请联系客服', 'ACCOUNT_DISABLED');

describe('disabling a promoter', () => {
  it('ends every session at once on every node, refuses both logins, and is audited', async () => {
    const { token: op, operator } = await createOperator(t, 'operator');
    const p = await createUser(t.db);
    const second = (await api.login(p.user.phone, p.password)).body.data.token as string;
    const nodeB = client(await t.secondNode());
    expect((await nodeB.get('/api/user/home/data', {}, p.token)).status).toBe(200);

    const res = await api.post('/admin-api/promoters/disable', { id: p.user.id, reason: '  刷量作弊  ' }, op);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'disabled', statusLabel: '已停用', disabledReason: '刷量作弊' });

    // Right after, on the other node: both tokens are dead, for route-resolved and own-statement calls alike.
    for (const token of [p.token, second]) {
      expect((await nodeB.get('/api/user/home/data', {}, token)).body).toEqual(SESSION_EXPIRED);
      expect((await nodeB.get('/api/withdraw/page', {}, token)).body).toEqual(SESSION_EXPIRED);
      expect((await nodeB.get('/api/userAccount/summary', {}, token)).body).toEqual(SESSION_EXPIRED);
      expect((await nodeB.get('/api/worksAlias/list', {}, token)).body).toEqual(SESSION_EXPIRED);
    }
    const live = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, p.user.id)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    // Login refused once the password (or code) is right; a wrong password still reads as wrong.
    expect((await api.login(p.user.phone, p.password)).body).toEqual(DISABLED);
    expect((await api.login(p.user.phone, 'Wrong1234')).body).toMatchObject({ errorCode: 'PASSWORD_WRONG' });
    const { code } = await api.sendCode(p.user.phone, 'login');
    expect((await api.post('/api/user/loginbyphone', { phone: p.user.phone, smsCode: code })).body).toEqual(DISABLED);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(p.user.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        operatorId: operator.id,
        action: 'promoter.disable',
        targetType: 'users',
        before: { disabledAt: null },
        after: { disabledAt: expect.any(String), disabledReason: '刷量作弊', sessionsRevoked: true },
      }),
    ]);
  });

  it('refuses a token issued by a login that passed its check just before the disable committed', async () => {
    const { token: op } = await createOperator(t, 'operator');
    const p = await createUser(t.db);
    await api.post('/admin-api/promoters/disable', { id: p.user.id, reason: '违规' }, op);
    // What such a login would have written after the revocation: a fresh, unrevoked session.
    const late = await sessionService.issue(t.db, p.user.id, t.clock.now());
    expect((await api.get('/api/user/home/data', {}, late)).body).toEqual(SESSION_EXPIRED);
    expect((await api.get('/api/withdraw/page', {}, late)).body).toEqual(SESSION_EXPIRED);
  });

  it('enables again: login works, the revoked sessions stay revoked; both steps audited', async () => {
    const { token: op } = await createOperator(t, 'admin');
    const p = await createUser(t.db);
    await api.post('/admin-api/promoters/disable', { id: p.user.id, reason: '误封测试' }, op);
    const enabled = await api.post('/admin-api/promoters/enable', { id: p.user.id }, op);
    expect(enabled.body.data).toMatchObject({ status: 'active', disabledAt: null, disabledReason: null });
    expect((await api.get('/api/user/home/data', {}, p.token)).body).toEqual(SESSION_EXPIRED);
    expect((await api.login(p.user.phone, p.password)).status).toBe(200);

    const page = await api.get('/admin-api/audit/page', { targetType: 'users', targetId: String(p.user.id) }, op);
    expect(page.body.data.records.map((r: { action: string }) => r.action)).toEqual(['promoter.enable', 'promoter.disable']);
    expect(page.body.data.records[0].before).toEqual({ disabledAt: expect.any(String), disabledReason: '误封测试' });
  });

  it('lets one of two operators acting at once win; the other gets 409, and nothing is audited twice', async () => {
    const [a, b] = await Promise.all([createOperator(t, 'operator'), createOperator(t, 'admin')]);
    const p = await createUser(t.db);
    const http = httpClient(await t.listen());
    const answers = await Promise.all(
      [a, b].map((o) => http.post('/admin-api/promoters/disable', { id: p.user.id, reason: '并发' }, o.token)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toEqual(errorBody(409, '该推客已停用', 'PROMOTER_STATUS_CONFLICT'));
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(p.user.id))),
    ).toHaveLength(1);
    expect((await api.post('/admin-api/promoters/enable', { id: (await createUser(t.db)).user.id }, a.token)).body).toEqual(
      errorBody(409, '该推客未停用', 'PROMOTER_STATUS_CONFLICT'),
    );
  });

  it('is refused to finance (403), asks for a reason, and answers 404 for a missing promoter', async () => {
    const { token: fin } = await createOperator(t, 'finance');
    const { token: op } = await createOperator(t, 'operator');
    const p = await createUser(t.db);
    const forbidden = errorBody(403, '没有权限执行此操作', 'FORBIDDEN');
    expect((await api.post('/admin-api/promoters/disable', { id: p.user.id, reason: '无权' }, fin)).body).toEqual(forbidden);
    expect((await api.post('/admin-api/promoters/enable', { id: p.user.id }, fin)).body).toEqual(forbidden);
    expect((await api.post('/admin-api/promoters/disable', { id: p.user.id, reason: '  ' }, op)).body).toEqual(
      errorBody(400, 'reason：请填写停用原因', 'VALIDATION_FAILED', 'reason'),
    );
    expect((await api.post('/admin-api/promoters/disable', { id: 999_999, reason: '不存在' }, op)).body).toEqual(
      errorBody(404, '推客不存在', 'NOT_FOUND'),
    );
    expect((await api.get('/api/user/home/data', {}, p.token)).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(p.user.id))),
    ).toEqual([]);
  });
});
