import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createWithdrawer } from '../../../test/factories-wallet';
import { twoNodes, type TwoNodes } from '../../../test/harness';
import { moneyTestApp } from '../../../test/money-invariants';
import { balances, withdrawals } from '../../db/schema';

/**
 * Withdrawals sent at once over real HTTP, alternating between two server nodes on one database. On
 * PostgreSQL they truly run in parallel; on PGlite they are serialised by the one connection, and the
 * answers must be the same.
 */
const t = moneyTestApp();
let nodes: TwoNodes;
beforeAll(async () => {
  nodes = await twoNodes(t);
});

const N = 50;
const inParallel = (bodies: Array<Record<string, unknown>>, token: string) =>
  Promise.all(bodies.map((body, i) => nodes[i % 2]!.post('/api/withdraw/Apply', body, token)));
const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;

describe('fifty withdrawals at once', () => {
  it('of the whole balance: exactly one succeeds, the others get 409 余额不足', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const account = await createWithdrawer(t.db, a.user.id, 250_000);
    await createWithdrawer(t.db, b.user.id, 250_000);
    const answers = await inParallel(
      Array.from({ length: N }, (_, i) => ({ accountId: account.id, amount: 250_000, requestId: `whole-${i}-of-${N}` })),
      a.token,
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(N - 1);
    for (const r of refused) expect(r.body).toMatchObject({ code: 409, msg: '余额不足', errorCode: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(a.user.id)).toBe(0);
    expect(await balanceOf(b.user.id)).toBe(250_000);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, a.user.id))).toHaveLength(1);
  });

  it('retrying one requestId: one withdrawal, the same answer to every retry', async () => {
    const a = await createUser(t.db);
    const account = await createWithdrawer(t.db, a.user.id, 100_000);
    const body = { accountId: account.id, amount: 30_000, requestId: 'one-request-retried' };
    const answers = await inParallel(
      Array.from({ length: N }, () => body),
      a.token,
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: N }, () => 200));
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, a.user.id))).toHaveLength(1);
    expect(await balanceOf(a.user.id)).toBe(70_000);
  });

  it('within the monthly maximum: parallel applications that together pass it cannot all succeed', async () => {
    const a = await createUser(t.db);
    const account = await createWithdrawer(t.db, a.user.id, 20_000_000);
    const answers = await inParallel(
      Array.from({ length: 20 }, (_, i) => ({ accountId: account.id, amount: 1_000_000, requestId: `month-${i}-parallel` })),
      a.token,
    );
    // ¥80,000 a month: 8 of the ¥10,000 applications fit.
    expect(answers.filter((r) => r.status === 200)).toHaveLength(8);
    for (const r of answers.filter((x) => x.status !== 200))
      expect(r.body).toMatchObject({ errorCode: 'WITHDRAW_MONTHLY_LIMIT' });
    expect(await balanceOf(a.user.id)).toBe(12_000_000);
  });
});
