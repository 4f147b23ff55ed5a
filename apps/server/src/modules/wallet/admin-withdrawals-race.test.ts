import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/factories-operators';
import { requestId, submittedWithdrawal } from '../../../test/factories-withdrawals';
import { twoNodes, type TwoNodes } from '../../../test/harness';
import { expectMoneyInvariants, moneyTestApp } from '../../../test/money-invariants';
import { accountRecords, auditLog, balances, withdrawalEvents } from '../../db/schema';

/**
 * Finance users acting on one withdrawal at once, over real HTTP, alternating between two server nodes
 * on one database. On PostgreSQL the requests truly run in parallel (the row lock decides); on PGlite
 * they are serialised by its one connection, and the answers must be the same.
 */
const t = moneyTestApp();
let nodes: TwoNodes;
let tokens: string[];
beforeAll(async () => {
  nodes = await twoNodes(t);
  tokens = (await Promise.all(Array.from({ length: 4 }, () => createOperator(t, 'finance')))).map((o) => o.token);
});

/** Sends each step at once, spread over both nodes and the finance users. */
const atOnce = (steps: Array<[string, Record<string, unknown>]>) =>
  Promise.all(
    steps.map(([path, body], i) => nodes[i % 2]!.post(`/admin-api/withdrawals/${path}`, body, tokens[i % tokens.length])),
  );

const events = (id: number) => t.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, id));
const audits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'withdrawals'), eq(auditLog.targetId, String(id))));
const refunds = (id: number) =>
  t.db
    .select()
    .from(accountRecords)
    .where(and(eq(accountRecords.refId, id), eq(accountRecords.type, 'withdrawal_refund')));
const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;

describe('two finance users at once', () => {
  it('approving one withdrawal: one wins, the other gets 409, one event and one audit row', async () => {
    for (let round = 0; round < 5; round++) {
      const w = await submittedWithdrawal(t);
      const answers = await atOnce([
        ['approve', { id: w.id, requestId: requestId() }],
        ['approve', { id: w.id, requestId: requestId() }],
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
        errorCode: 'WITHDRAWAL_STATUS_CONFLICT',
        msg: '该提现已是「审核通过」，可能已被他人处理，请刷新后查看',
      });
      expect((await events(w.id)).map((e) => e.status)).toEqual(['submitted', 'approved']);
      expect(await audits(w.id)).toHaveLength(1);
      await expectMoneyInvariants(t.db);
    }
  });

  it('approve against two rejections: one rejection wins (before or after the approval), the amount returns once', async () => {
    for (let round = 0; round < 5; round++) {
      const w = await submittedWithdrawal(t);
      const answers = await atOnce([
        ['approve', { id: w.id, requestId: requestId() }],
        ['reject', { id: w.id, reason: '账户信息有误', requestId: requestId() }],
        ['reject', { id: w.id, reason: '账户信息有误', requestId: requestId() }],
      ]);
      const [approve, ...rejects] = answers;
      // A rejection may follow an approval, never another rejection; an approval never follows a rejection.
      expect(rejects.map((a) => a.status).sort()).toEqual([200, 409]);
      const steps = (await events(w.id)).map((e) => e.status);
      expect(steps).toEqual(approve?.status === 200 ? ['submitted', 'approved', 'rejected'] : ['submitted', 'rejected']);
      for (const lost of answers.filter((a) => a.status !== 200))
        expect(lost.body).toMatchObject({ errorCode: 'WITHDRAWAL_STATUS_CONFLICT' });
      expect(await refunds(w.id)).toHaveLength(1);
      expect(await balanceOf(w.user.id)).toBe(50_000);
      await expectMoneyInvariants(t.db);
    }
  });

  it('recording paid and failed for one transfer at once: one outcome, a refund only if it failed', async () => {
    for (let round = 0; round < 5; round++) {
      const w = await submittedWithdrawal(t);
      await nodes[0].post('/admin-api/withdrawals/approve', { id: w.id }, tokens[0]);
      await nodes[0].post('/admin-api/withdrawals/startPayout', { id: w.id, requestId: requestId() }, tokens[0]);
      const answers = await atOnce([
        ['recordTransfer', { id: w.id, transferNo: 'T-PAID', outcome: 'paid', requestId: requestId() }],
        ['recordTransfer', { id: w.id, transferNo: 'T-BOUNCE', outcome: 'failed', reason: '退票', requestId: requestId() }],
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const outcome = answers.find((a) => a.status === 200)?.body.data.status as string;
      expect(await refunds(w.id)).toHaveLength(outcome === 'failed' ? 1 : 0);
      expect(await balanceOf(w.user.id)).toBe(outcome === 'failed' ? 50_000 : 30_000);
      await expectMoneyInvariants(t.db);
    }
  });
});

describe('one request sent many times', () => {
  it('the same requestId ten times at once: every answer 200 and the same, one step taken', async () => {
    const w = await submittedWithdrawal(t);
    const key = requestId();
    const answers = await atOnce(
      Array.from(
        { length: 10 },
        () => ['reject', { id: w.id, reason: '重复提交', requestId: key }] as [string, Record<string, unknown>],
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect((await events(w.id)).map((e) => e.status)).toEqual(['submitted', 'rejected']);
    expect(await refunds(w.id)).toHaveLength(1);
    expect(await audits(w.id)).toHaveLength(1);
  });

  it('one requestId on two withdrawals at once: one step is taken, the other request is refused as reused', async () => {
    const [a, b] = [await submittedWithdrawal(t), await submittedWithdrawal(t)];
    const key = requestId();
    const answers = await atOnce([
      ['approve', { id: a.id, requestId: key }],
      ['approve', { id: b.id, requestId: key }],
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toMatchObject({ errorCode: 'REQUEST_ID_REUSED', field: 'requestId' });
    const approved = [...(await events(a.id)), ...(await events(b.id))].filter((e) => e.status === 'approved');
    expect(approved).toHaveLength(1);
  });
});
