import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createMediaAccount } from '../../../test/factories-promotion';
import { dayBefore, financeTestApp, importReport, reportCsv, settlementWorld } from '../../../test/factories-settlement';
import { auditLog, balances, incomeLines, users } from '../../db/schema';

const t = financeTestApp();

const balanceOf = async (userId: number) =>
  (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance ?? 0;
const confirmed = async (id: number) => {
  await t.api.post(`/admin-api/settlement/imports/${id}/confirm`, { requestId: randomUUID() }, t.finance.token);
  await t.app.settlementImports.drain();
};
const queue = async (query: Record<string, unknown>) =>
  (await t.api.get('/admin-api/settlement/unmatched/page', { page: 1, size: 20, ...query }, t.finance.token)).body.data.records;

describe('the unmatched queue', () => {
  it('holds rows no promoter matched; an assignment makes each the promoter’s line once, audited; a second operator gets 409', async () => {
    const w = await settlementWorld(t);
    const d = dayBefore(t, 3);
    const imp = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([
        ['U1', d, '无主口令', '', '', '某短剧', '', '', '10'],
        ['U2', d, '', `late_${w.platform.id}`, '', '', '', '', '20'],
      ]),
    );
    await confirmed(imp.id);
    const waiting = await queue({ taskPlatformId: w.platform.id, status: 'waiting' });
    expect(waiting.map((r: Record<string, unknown>) => [r.fileName, r.lineNo, r.reason, r.upstreamAmount, r.status])).toEqual([
      ['report.csv', 3, 'uid_outside_binding', 2000, 'waiting'],
      ['report.csv', 2, 'no_match', 1000, 'waiting'],
    ]);
    expect(await queue({ keyword: '无主' })).toHaveLength(1);
    expect(await queue({ keyword: 'report.c', taskPlatformId: w.platform.id })).toHaveLength(2);
    expect(await queue({ keyword: String(imp.id), reason: 'uid_outside_binding' })).toHaveLength(1);

    // The promoter who once held the UID is told data arrived for it.
    const notices = await t.api.get('/api/userAccount/income/uidNotices', {}, w.formerly.token);
    expect(notices.body.data).toEqual([
      {
        taskPlatformId: w.platform.id,
        taskPlatformName: w.platform.name,
        uid: `late_${w.platform.id}`,
        rows: 1,
        latestReportDate: d,
      },
    ]);

    const promoter = await createUser(t.db);
    const requestId = randomUUID();
    const ids = waiting.map((r: { id: number }) => r.id);
    const res = await t.api.post(
      '/admin-api/settlement/unmatched/assign',
      { ids, userId: promoter.user.id, requestId },
      t.finance.token,
    );
    expect(res.body.data).toEqual({ assigned: 2, amount: 700 + 1400 });
    expect(await balanceOf(promoter.user.id)).toBe(2100);
    const lines = await t.db.select().from(incomeLines).where(eq(incomeLines.userId, promoter.user.id)).orderBy(incomeLines.id);
    expect(lines.map((l) => [l.kind, l.rowKey, l.amount, l.priceId])).toEqual([
      ['settled', 'r:U1', 700, w.price.id],
      ['settled', 'r:U2', 1400, w.price.id],
    ]);
    expect(lines[0]!.provenance).toMatchObject({
      source: 'manual',
      importId: imp.id,
      row: 2,
      matchedBy: 'alias',
      matched: '无主口令',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.assign'), eq(auditLog.operatorId, t.finance.operator.id)));
    expect(audit).toHaveLength(1);
    expect((await queue({ status: 'assigned', taskPlatformId: w.platform.id }))[0]).toMatchObject({
      status: 'assigned',
      assignedTo: { id: promoter.user.id },
      incomeLineId: lines[1]!.id,
    });

    // The same request again answers the same and posts nothing; another request is refused.
    const retried = await t.api.post(
      '/admin-api/settlement/unmatched/assign',
      { ids, userId: promoter.user.id, requestId },
      t.finance.token,
    );
    expect(retried.body.data).toEqual({ assigned: 2, amount: 2100 });
    const other = await createOperator(t, 'admin');
    const second = await t.api.post(
      '/admin-api/settlement/unmatched/assign',
      { ids, userId: promoter.user.id, requestId: randomUUID() },
      other.token,
    );
    expect(second.body).toEqual(
      errorBody(409, `第 2 行（导入 ${imp.id}）已不在待处理状态，请刷新后重试`, 'UNMATCHED_NOT_WAITING'),
    );
    expect(await balanceOf(promoter.user.id)).toBe(2100);

    // Re-importing the report: every row's identity is applied already.
    const again = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([['U1', d, '无主口令', '', '', '某短剧', '', '', '10']]),
    );
    expect(again.preview).toMatchObject({ duplicateRows: 1, matchedRows: 0, unmatchedRows: 0 });
  });

  it('lets a later report that matches a queued row settle it, so it cannot be assigned as well', async () => {
    const w = await settlementWorld(t);
    const d = dayBefore(t, 2);
    const uid = `new_${w.platform.id}`;
    const row = [['Q1', d, '', uid, '', '', '', '', '3']];
    const fields = { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' };
    await confirmed((await importReport(t, t.finance.token, fields, reportCsv(row))).id);
    const [queued] = await queue({ keyword: uid });
    expect(queued).toMatchObject({ reason: 'no_match', status: 'waiting' });
    // The promoter binds the UID (bound since before the video), and the report is sent again.
    const promoter = await createUser(t.db);
    await createMediaAccount(t.db, promoter.user.id, { uid, createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000) });
    const again = await importReport(t, t.finance.token, fields, reportCsv(row));
    expect(again.preview).toMatchObject({ matchedRows: 1, duplicateRows: 0, matchedBy: { alias: 0, uid: 1, link: 0 } });
    await confirmed(again.id);
    expect(await balanceOf(promoter.user.id)).toBe(210);
    expect((await queue({ keyword: uid }))[0]).toMatchObject({ status: 'assigned', assignedTo: { id: promoter.user.id } });
    const late = await t.api.post(
      '/admin-api/settlement/unmatched/assign',
      { ids: [queued.id], userId: w.byAlias.user.id, requestId: randomUUID() },
      t.finance.token,
    );
    expect(late.status).toBe(409);
  });

  it('queues the rows of a disabled or deleted promoter instead of crediting an account nobody can use', async () => {
    const w = await settlementWorld(t);
    const d = dayBefore(t, 3);
    const now = t.clock.now();
    await t.db.update(users).set({ disabledAt: now, disabledReason: '刷量' }).where(eq(users.id, w.byAlias.user.id));
    // The deletion's own steps (the UID unbound, the aliases expired) are left out: the rule alone must hold.
    await t.db.update(users).set({ deletedAt: now }).where(eq(users.id, w.byUid.user.id));
    const imp = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([
        ['G1', d, w.alias.alias, '', '', '', '', '', '10'],
        ['G2', d, '', w.account.uid, '', '', '', '', '20'],
      ]),
    );
    expect(imp.preview).toMatchObject({ matchedRows: 0, unmatchedRows: 2 });
    await confirmed(imp.id);
    expect((await queue({ keyword: String(imp.id) })).map((r: Record<string, unknown>) => [r.lineNo, r.reason])).toEqual([
      [3, 'promoter_disabled'],
      [2, 'promoter_disabled'],
    ]);
    expect(await balanceOf(w.byAlias.user.id)).toBe(0);
    expect(await balanceOf(w.byUid.user.id)).toBe(0);
    // Nor can an operator hand the rows to either of them.
    const [queued] = await queue({ keyword: String(imp.id) });
    for (const [who, msg] of [
      [w.byAlias, 'userId：该推客已停用，不能指派'],
      [w.byUid, 'userId：该推客已注销，不能指派'],
    ] as const) {
      const res = await t.api.post(
        '/admin-api/settlement/unmatched/assign',
        { ids: [queued.id], userId: who.user.id, requestId: randomUUID() },
        t.finance.token,
      );
      expect(res.body).toEqual(errorBody(400, msg, 'VALIDATION_FAILED', 'userId'));
    }
  });
});
