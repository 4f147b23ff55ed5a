import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { createIncomeLine, createWithdrawal } from '../../../test/factories-income';
import { createOperator } from '../../../test/factories-operators';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { jobRuns, moneyCheckRuns } from '../../db/schema';
import { operatorTime } from '../../lib/time';

let t: TestApp;
let api: ReturnType<typeof client>;
const CALL = '/admin-api/settlement/invariants';

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

describe('money-invariants job and GET /admin-api/settlement/invariants', () => {
  it('answers null before the first run; the job runs nightly at 03:30 operator time and stores its result', async () => {
    const { token } = await createOperator(t, 'finance');
    expect((await api.get(CALL, {}, token)).body).toMatchObject({ code: 200, data: null });

    const { user } = await createUser(t.db);
    await createIncomeLine(t.db, { userId: user.id, incomeDate: '2026-03-01', amount: 5_000, status: 'credited' });
    await createWithdrawal(t.db, user.id, 2_000, 'paid', new Date());
    await t.db.delete(jobRuns).where(sql`name = 'money-invariants'`);
    expect(await t.app.jobs.runDue(operatorTime('2026-03-02', '03:29:00'))).toContain('money-invariants');
    expect(await t.app.jobs.runDue(operatorTime('2026-03-02', '03:29:30'))).not.toContain('money-invariants');
    expect(await t.app.jobs.runDue(operatorTime('2026-03-02', '03:30:00'))).toContain('money-invariants');

    const res = await api.get(CALL, {}, token);
    expect(res.body.data).toEqual({
      ranAt: '2026-03-02T03:30:00+08:00',
      ok: true,
      users: await expectMoneyInvariants(t.db),
      problems: [],
      durationMs: expect.any(Number),
    });
  });

  it('logs a difference as a warning with every problem, and the console sees it', async () => {
    const { token } = await createOperator(t, 'admin');
    const { user } = await createUser(t.db);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      // Broken on purpose (a balance no posting made), put back below.
      await t.db.execute(sql`insert into balances (user_id, balance, earned) values (${user.id}, 7, 7)`);
      expect(await t.app.jobs.runDue(operatorTime('2026-03-03', '03:30:00'))).toContain('money-invariants');
      const problem = `user ${user.id}: balance 7 ≠ ledger sum 0`;
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ problems: [problem] }),
        'money invariants broken: 1 difference(s)',
      );
      expect((await api.get(CALL, {}, token)).body.data).toMatchObject({ ok: false, problems: [problem] });
    } finally {
      warn.mockRestore();
      await t.db.execute(sql`update balances set balance = 0, earned = 0 where user_id = ${user.id}`);
    }
    expect(await t.db.$count(moneyCheckRuns)).toBe(3); // 03:29 (the first tick claims at once), 03:30, and this one
  });

  it('is for admin and finance, not the operator role', async () => {
    const { token } = await createOperator(t, 'operator');
    expect((await api.get(CALL, {}, token)).body).toEqual(errorBody(403, '没有权限执行此操作', 'FORBIDDEN'));
    expect((await api.get(CALL, {})).status).toBe(401);
  });
});
