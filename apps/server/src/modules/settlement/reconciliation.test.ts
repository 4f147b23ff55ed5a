import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createIncomeLine } from '../../../test/factories-income';
import { createSettlementPlatform, dayBefore, financeTestApp } from '../../../test/factories-settlement';

// The reconciliation's estimates without a settled line of their own: lost to the promoter (another promoter or
// nobody was settled the row) only once the platform settled that day; before, the settlement is still to come.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const t = financeTestApp();

describe('GET /admin-api/settlement/reconciliation', () => {
  it('explains an estimate of a settled day as unmatched, one of a day not settled yet as pending', async () => {
    const { platform } = await createSettlementPlatform(t.db, t.clock.now());
    const [me, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const settledDay = dayBefore(t, 3);
    const openDay = dayBefore(t, 2);
    const line = (userId: number, incomeDate: string, rowKey: string, amount: number, status: 'estimated' | 'credited') =>
      createIncomeLine(t.db, { userId, taskPlatformId: platform.id, incomeDate, rowKey, amount, status });
    await line(me.user.id, settledDay, 'R1', 500, 'estimated');
    // The upstream settled row R1 to another promoter: my estimate of it is not coming.
    await line(other.user.id, settledDay, 'R1', 450, 'credited');
    await line(me.user.id, openDay, 'R2', 300, 'estimated');

    const res = await t.api.get(
      '/admin-api/settlement/reconciliation',
      { userId: me.user.id, taskPlatformId: platform.id, from: settledDay, to: openDay },
      t.finance.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      estimated: 800,
      settled: 0,
      difference: -800,
      explained: [
        { reason: 'unmatched', amount: -500, rows: 1 },
        { reason: 'pending', amount: -300, rows: 1 },
      ],
      unexplained: 0,
    });
  });

  it('explains a row settled at another amount than estimated as revised, and a row settled without my estimate as late', async () => {
    const { platform } = await createSettlementPlatform(t.db, t.clock.now());
    const [me, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const day = dayBefore(t, 3);
    const line = (userId: number, rowKey: string, amount: number, status: 'estimated' | 'credited') =>
      createIncomeLine(t.db, { userId, taskPlatformId: platform.id, incomeDate: day, rowKey, amount, status });
    // R1: estimated ¥5.00, the platform's final figure ¥4.30.
    await line(me.user.id, 'R1', 500, 'estimated');
    await line(me.user.id, 'R1', 430, 'credited');
    // R2: settled, never estimated. R3: estimated for another promoter, settled to me.
    await line(me.user.id, 'R2', 200, 'credited');
    await line(other.user.id, 'R3', 300, 'estimated');
    await line(me.user.id, 'R3', 280, 'credited');

    const get = (userId?: number) =>
      t.api.get(
        '/admin-api/settlement/reconciliation',
        { ...(userId ? { userId } : {}), taskPlatformId: platform.id, from: day, to: day },
        t.finance.token,
      );
    const mine = await get(me.user.id);
    expect(mine.body.data).toMatchObject({
      estimated: 500,
      settled: 910,
      difference: 410,
      explained: [
        { reason: 'revised', amount: -70, rows: 1 },
        { reason: 'late', amount: 480, rows: 2 },
      ],
      unexplained: 0,
    });
    // The platform's whole day: the other promoter's estimate is settled to nobody of theirs.
    const all = await get();
    expect(all.body.data).toMatchObject({
      estimated: 800,
      settled: 910,
      difference: 110,
      explained: [
        { reason: 'revised', amount: -70, rows: 1 },
        { reason: 'unmatched', amount: -300, rows: 1 },
        { reason: 'late', amount: 480, rows: 2 },
      ],
      unexplained: 0,
    });
  });
});
