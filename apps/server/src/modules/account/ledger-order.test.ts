import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { createWithdrawer } from '../../../test/factories-wallet';
import { twoNodes, type TwoNodes } from '../../../test/harness';
import { moneyTestApp } from '../../../test/money-invariants';
import { balances } from '../../db/schema';

/**
 * The ledger page after a burst of parallel withdrawals (issue 20): each application reads the clock
 * before it waits for the balance lock, so on PostgreSQL the order of the times and the order of the
 * postings differ unless the time is taken under the lock and the page follows the posting sequence.
 * The clock ticks here as a real one does (the test clock otherwise stands still, hiding the race).
 */
const t = moneyTestApp();
let nodes: TwoNodes;
beforeAll(async () => {
  nodes = await twoNodes(t);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const N = 50;

describe('the ledger after fifty parallel withdrawals', () => {
  it('lists the rows in posting order, the newest one showing the balance', async () => {
    const a = await createUser(t.db);
    const account = await createWithdrawer(t.db, a.user.id, 1_000_000);
    const now = t.clock.now.bind(t.clock);
    vi.spyOn(t.clock, 'now').mockImplementation(() => {
      t.clock.advance(1);
      return now();
    });
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        nodes[i % 2]!.post(
          '/api/withdraw/Apply',
          { accountId: account.id, amount: 10_000, requestId: `burst-${i}-of-${N}` },
          a.token,
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: N }, () => 200));
    const [row] = await t.db.select().from(balances).where(eq(balances.userId, a.user.id));
    expect(row?.balance).toBe(500_000);

    const page = await nodes[0].get('/api/userAccount/record/page', { current: 1, size: 20 }, a.token);
    const records = page.body.data.records as Array<{ id: number; balanceAfter: number; amount: number; createdAt: string }>;
    expect(records).toHaveLength(20);
    expect(records[0]!.balanceAfter).toBe(500_000);
    // Newest first: each row's balance is the one before it plus what it took, and ids and times fall.
    for (let i = 1; i < records.length; i++) {
      expect(records[i]!.balanceAfter).toBe(records[i - 1]!.balanceAfter - records[i - 1]!.amount);
      expect(records[i]!.id).toBeLessThan(records[i - 1]!.id);
      expect(Date.parse(records[i]!.createdAt)).toBeLessThanOrEqual(Date.parse(records[i - 1]!.createdAt));
    }
  });
});
