import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { creditBalance } from '../../../test/factories-wallet';
import { httpClient } from '../../../test/harness';
import { moneyTestApp } from '../../../test/money-invariants';
import { accountRecords, auditLog, balanceAdjustments, balances } from '../../db/schema';

const t = moneyTestApp();
let admin: { token: string; operator: { id: number; account: string } };

beforeAll(async () => {
  admin = await createOperator(t, 'admin');
});

const adjust = (body: Record<string, unknown>, token = admin.token) =>
  t.api.post('/admin-api/promoters/adjustBalance', body, token);
const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;
const adjustmentRows = (userId: number) =>
  t.db
    .select()
    .from(accountRecords)
    .where(and(eq(accountRecords.userId, userId), eq(accountRecords.refType, 'adjustment')));

describe('POST /admin-api/promoters/adjustBalance', () => {
  it('credits through an adjustment row and its ledger row, with the reason, in one audited step', async () => {
    const p = await createUser(t.db);
    const requestId = randomUUID();
    const res = await adjust({ id: p.user.id, amount: 1_500, reason: ' 补发三月漏结算收益 ', requestId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      promoterId: p.user.id,
      amount: 1_500,
      reason: '补发三月漏结算收益',
      balanceAfter: 1_500,
      ledgerEntryId: expect.any(Number),
      operatorAccount: admin.operator.account,
      createdAt: expect.stringMatching(/\+08:00$/),
    });
    const [row] = await t.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.requestId, requestId));
    expect(row).toMatchObject({ userId: p.user.id, operatorId: admin.operator.id, amount: 1_500, reason: '补发三月漏结算收益' });
    expect(await adjustmentRows(p.user.id)).toEqual([
      expect.objectContaining({
        id: res.body.data.ledgerEntryId,
        type: 'adjustment',
        amount: 1_500,
        balanceAfter: 1_500,
        refId: row!.id,
        note: '补发三月漏结算收益',
      }),
    ]);
    // The promoter reads it in their ledger, with the reason.
    const ledger = await t.api.get('/api/userAccount/record/page', {}, p.token);
    expect(ledger.body.data.records[0]).toMatchObject({
      type: 'adjustment',
      typeLabel: '收益调整',
      amount: 1_500,
      note: '补发三月漏结算收益',
    });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'balance_adjustments'), eq(auditLog.targetId, String(row!.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        operatorId: admin.operator.id,
        action: 'promoter.adjustBalance',
        before: { userId: p.user.id, balance: 0 },
        after: {
          userId: p.user.id,
          amount: 1_500,
          reason: '补发三月漏结算收益',
          balance: 1_500,
          ledgerEntryId: res.body.data.ledgerEntryId,
        },
      }),
    ]);
  });

  it('posts once for parallel identical requests, every one answering that adjustment', async () => {
    const p = await createUser(t.db);
    await creditBalance(t.db, p.user.id, 1_000);
    const http = httpClient(await t.listen());
    const body = { id: p.user.id, amount: -700, reason: '扣回重复发放', requestId: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => http.post('/admin-api/promoters/adjustBalance', body, admin.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.ledgerEntryId)).size).toBe(1);
    expect(answers.every((a) => a.body.data.balanceAfter === 300)).toBe(true);
    expect(await balanceOf(p.user.id)).toBe(300);
    expect(await adjustmentRows(p.user.id)).toHaveLength(2);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'balance_adjustments'), eq(auditLog.targetId, String(answers[0]!.body.data.id))));
    expect(audited).toHaveLength(1);
    // A later retry answers the same too.
    expect((await adjust(body)).body.data.ledgerEntryId).toBe(answers[0]!.body.data.ledgerEntryId);
  });

  it('refuses a debit below zero (409 INSUFFICIENT_BALANCE) and keeps nothing of it, not even the request id', async () => {
    const p = await createUser(t.db);
    await creditBalance(t.db, p.user.id, 500);
    const body = { id: p.user.id, amount: -501, reason: '扣回', requestId: randomUUID() };
    expect((await adjust(body)).body).toEqual(errorBody(409, '余额不足', 'INSUFFICIENT_BALANCE', 'amount'));
    expect(await balanceOf(p.user.id)).toBe(500);
    expect(await t.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.requestId, body.requestId))).toEqual([]);
    // The whole balance may go.
    expect((await adjust({ ...body, amount: -500 })).body.data.balanceAfter).toBe(0);
  });

  it('refuses a request id reused for another adjustment', async () => {
    const [p, q] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const requestId = randomUUID();
    await adjust({ id: p.user.id, amount: 100, reason: '奖励', requestId });
    const reused = errorBody(409, '该请求编号已用于另一笔调整，请刷新后重试', 'REQUEST_ID_REUSED', 'requestId');
    expect((await adjust({ id: p.user.id, amount: 200, reason: '奖励', requestId })).body).toEqual(reused);
    expect((await adjust({ id: q.user.id, amount: 100, reason: '奖励', requestId })).body).toEqual(reused);
    expect((await adjust({ id: p.user.id, amount: 100, reason: '另一个原因', requestId })).body).toEqual(reused);
    expect(await balanceOf(p.user.id)).toBe(100);
  });

  it('is for admins only: operator and finance get 403 and nothing moves', async () => {
    const p = await createUser(t.db);
    const forbidden = errorBody(403, '没有权限执行此操作', 'FORBIDDEN');
    for (const role of ['operator', 'finance'] as const) {
      const { token } = await createOperator(t, role);
      expect((await adjust({ id: p.user.id, amount: 100, reason: '越权', requestId: randomUUID() }, token)).body).toEqual(
        forbidden,
      );
    }
    expect(await adjustmentRows(p.user.id)).toEqual([]);
  });

  it('checks the amount, the reason and the promoter', async () => {
    const p = await createUser(t.db);
    const base = { id: p.user.id, amount: 100, reason: '原因', requestId: randomUUID() };
    const field = async (body: Record<string, unknown>) => {
      const { status, body: answer } = await adjust(body);
      return [status, (answer as { field?: string }).field, answer.msg];
    };
    expect(await field({ ...base, amount: 0 })).toEqual([400, 'amount', 'amount：调整金额不能为 0']);
    expect(await field({ ...base, amount: 1.5 })).toEqual([400, 'amount', 'amount：调整金额必须是整数（分）']);
    expect(await field({ ...base, amount: 10_000_001 })).toEqual([400, 'amount', 'amount：单次调整不超过 ¥100000']);
    expect(await field({ ...base, amount: -10_000_001 })).toEqual([400, 'amount', 'amount：单次调整不超过 ¥100000']);
    expect(await field({ ...base, reason: '' })).toEqual([400, 'reason', 'reason：请填写调整原因']);
    expect(await field({ ...base, reason: '长'.repeat(201) })).toEqual([400, 'reason', 'reason：调整原因最多 200 个字']);
    expect(await field({ ...base, requestId: 'short' })).toEqual([400, 'requestId', 'requestId：requestId 无效']);
    expect((await adjust({ ...base, id: 999_999 })).body).toEqual(errorBody(404, '推客不存在', 'NOT_FOUND'));
    expect(await adjustmentRows(p.user.id)).toEqual([]);
  });
});
