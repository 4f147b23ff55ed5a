import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser } from '../../../test/factories';
import { createWithdrawer } from '../../../test/factories-wallet';
import { httpClient } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { type KillStore, onBothEngines, startKillable } from '../../../test/kill-stores';
import type { Db } from '../../db/client';
import { balances, withdrawals } from '../../db/schema';

/**
 * A real server process killed with SIGKILL while withdrawals are in flight, then started again on
 * the same database: no half-written withdrawal, no lost or doubled debit, and every requestId still
 * answers one withdrawal.
 */

const START = 1_000_000;
const IDS = 80;
/** ¥10.00 to ¥19.00: above the ¥10 minimum, all of them together far below the balance and the monthly maximum. */
const amountOf = (i: number) => 1_000 + (i % 10) * 100;
const requestIdOf = (i: number) => `kill-burst-${i}`;
const SENDERS = 12;

interface Answer {
  i: number;
  status: number;
  id: number | null;
}

/** Per withdrawal: its ledger debits (type 'withdrawal' referencing it), and debits referencing no withdrawal. */
async function ledgerOf(db: Db, userId: number) {
  // bigint columns come back as text, whichever driver reads them.
  const perWithdrawal = await db.execute<{ request_id: string; id: number; amount: string; debits: number; debited: string }>(sql`
    select w.request_id, w.id, w.amount::text as amount, count(r.id)::int as debits, coalesce(sum(r.amount), 0)::text as debited
    from withdrawals w
    left join account_records r on r.ref_type = 'withdrawal' and r.ref_id = w.id and r.type = 'withdrawal'
    where w.user_id = ${userId}
    group by w.id`);
  const orphans = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from account_records r
    where r.user_id = ${userId} and r.type = 'withdrawal'
      and not exists (select 1 from withdrawals w where w.id = r.ref_id and r.ref_type = 'withdrawal')`);
  const [balance] = await db.select().from(balances).where(eq(balances.userId, userId));
  return { rows: perWithdrawal.rows, orphans: orphans.rows[0]!.n, balance: balance!.balance };
}

/** The checks that hold at every moment no server runs: one debit per withdrawal, none without one, nothing lost. */
async function expectConsistent(db: Db, userId: number) {
  await expectMoneyInvariants(db);
  const ledger = await ledgerOf(db, userId);
  for (const r of ledger.rows) {
    expect(r.debits, `debits of withdrawal ${r.id}`).toBe(1);
    expect(BigInt(r.debited), `debit of withdrawal ${r.id}`).toBe(-BigInt(r.amount));
  }
  expect(ledger.orphans, 'withdrawal debits without a withdrawal').toBe(0);
  // Nothing was reviewed, so every withdrawal is still in flight and none was refunded.
  const statuses = await db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.userId, userId));
  expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(ledger.rows.length ? ['submitted'] : []));
  expect(ledger.balance + ledger.rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(START);
  return new Map(ledger.rows.map((r) => [r.request_id, r.id]));
}

async function killMidBurst(store: KillStore) {
  const { userId, token, accountId } = await store.use(async (db) => {
    const { user, token } = await createUser(db);
    const account = await createWithdrawer(db, user.id, START);
    return { userId: user.id, token, accountId: account.id };
  });
  const body = (i: number) => ({ accountId, amount: amountOf(i), requestId: requestIdOf(i) });

  // Every id once, some retried at once (in parallel with the first try) and some retried later.
  const queue: number[] = [];
  for (let i = 0; i < IDS; i++) {
    queue.push(i);
    if (i % 5 === 0) queue.push(i);
    if (i >= 10 && i % 7 === 0) queue.push(i - 10);
  }

  const first = startKillable(store.env);
  const client = httpClient(await first.url);
  // Bounded so the kill lands mid-burst: at least 20 answers in, at most half of the queue.
  const killAfter = randomInt(20, Math.floor(queue.length / 2));
  const context = `killed after ${killAfter} answers`;
  const answers: Answer[] = [];
  let inFlightAtKill = -1;
  let inFlight = 0;
  let killed = false;
  let next = 0;
  const sender = async () => {
    while (!killed && next < queue.length) {
      const i = queue[next++]!;
      inFlight++;
      try {
        const res = await client.post('/api/withdraw/Apply', body(i), token);
        answers.push({ i, status: res.status, id: res.status === 200 ? (res.body.data.id as number) : null });
      } catch {
        // Connection reset or refused by the kill: the outcome is unknown, which is what the restart settles.
      } finally {
        inFlight--;
      }
      if (!killed && answers.length >= killAfter) {
        killed = true;
        inFlightAtKill = inFlight;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  expect(await first.exited, context).toEqual({ code: null, signal: 'SIGKILL' });
  expect(inFlightAtKill, `requests in flight when ${context}`).toBeGreaterThan(0);
  expect(
    answers.filter((a) => a.status !== 200),
    context,
  ).toEqual([]);
  await store.settle();

  // After the kill, before any restart: whatever committed is whole.
  const before = await store.use((db) => expectConsistent(db, userId));
  for (const a of answers) expect(before.get(requestIdOf(a.i)), `answer to ${requestIdOf(a.i)}, ${context}`).toBe(a.id);
  expect(before.size, context).toBeLessThan(IDS);

  // Restarted on the same data, each requestId retried twice at once: the same withdrawal, or one new one.
  const second = startKillable(store.env);
  const again = httpClient(await second.url);
  const retries = await Promise.all(
    Array.from({ length: IDS }, (_, i) =>
      Promise.all([again.post('/api/withdraw/Apply', body(i), token), again.post('/api/withdraw/Apply', body(i), token)]),
    ),
  );
  retries.forEach((pair, i) => {
    for (const res of pair) expect(res.status, `retry of ${requestIdOf(i)}, ${context}`).toBe(200);
    const [a, b] = pair.map((res) => res.body.data.id as number);
    expect(b, `both retries of ${requestIdOf(i)}, ${context}`).toBe(a);
    const earlier = before.get(requestIdOf(i));
    if (earlier !== undefined) expect(a, `retry of ${requestIdOf(i)}, ${context}`).toBe(earlier);
  });
  second.child.kill('SIGTERM');
  expect((await second.exited).code, second.output()).toBe(0);

  const after = await store.use((db) => expectConsistent(db, userId));
  expect(after.size).toBe(IDS);
  retries.forEach((pair, i) => expect(after.get(requestIdOf(i))).toBe(pair[0]!.body.data.id));
}

onBothEngines(
  'a server killed with SIGKILL mid-burst',
  'restarts with every withdrawal debited once and every requestId answering one withdrawal',
  killMidBurst,
  120_000,
);
