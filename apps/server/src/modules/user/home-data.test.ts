import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { createUser, createWork } from '../../../test/factories';
import { createIncomeLine, createWithdrawal } from '../../../test/factories-income';
import { creditBalance } from '../../../test/factories-wallet';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { addDays, ymdOperator } from '../../lib/time';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

/** A promoter with income on each day the figures tell apart, and money in the ledger. */
async function earner() {
  const { user, token } = await createUser(t.db);
  const work = await createWork(t.db);
  const today = ymdOperator(t.clock.now());
  const days = [today, today, addDays(today, -1), `${today.slice(0, 8)}01`, addDays(`${today.slice(0, 8)}01`, -1)];
  for (const [i, incomeDate] of days.entries()) {
    await createIncomeLine(t.db, {
      userId: user.id,
      workId: work.id,
      taskPlatformId: work.taskPlatformId,
      amount: 10 ** i,
      incomeDate,
      provenance: { source: 'report', batch: 'home-data', row: i + 1, matchedBy: 'alias', matched: '霸总', rule: 'CPS 70%' },
    });
  }
  await creditBalance(t.db, user.id, 5_000, t.clock.now());
  await createWithdrawal(t.db, user.id, 1_200, 'submitted', t.clock.now());
  return { user, token };
}

describe('GET /api/user/home/data', () => {
  it('answers the balance, income of today, yesterday and the month so far (Shanghai days), and all earned', async () => {
    // 12:00 on 20 March in Shanghai: yesterday is the 19th, the month began on the 1st, the 28 February line is last month's.
    t.clock.advance(Date.parse('2026-03-20T04:00:00Z') - t.clock.now().getTime());
    const { user, token } = await earner();
    const res = await api.get('/api/user/home/data', {}, token);
    expect(res.status).toBe(200);
    const { user: shown, ...figures } = res.body.data;
    expect(shown).toMatchObject({ id: user.id, phone: user.phone, deleteRequestedAt: null });
    expect(figures).toEqual({
      balance: 3_800,
      todayEstimate: 1 + 10,
      yesterdayEstimate: 100,
      monthEstimate: 1 + 10 + 100 + 1_000,
      totalIncome: 5_000,
    });
    await expectMoneyInvariants(t.db);
  });

  it('takes one query, the live session check included', async () => {
    const { token } = await earner();
    const query = vi.spyOn(t.db.$client, 'query');
    try {
      const res = await api.get('/api/user/home/data', {}, token);
      expect(res.status).toBe(200);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});
