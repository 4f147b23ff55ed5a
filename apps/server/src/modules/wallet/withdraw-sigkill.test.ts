import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createWithdrawer } from '../../../test/factories-wallet';
import { httpClient } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { POSTGRES_TEST_ENV, type ServerProcess, startServer, stopServer } from '../../../test/server-process';
import { type Db, openDatabase } from '../../db/client';
import { balances, withdrawals } from '../../db/schema';

/**
 * A real server process killed with SIGKILL while withdrawals are in flight, then started again on
 * the same database: no half-written withdrawal, no lost or doubled debit, and every requestId still
 * answers one withdrawal.
 */
const running: ServerProcess[] = [];
afterEach(() => {
  running.splice(0).forEach(stopServer);
});

/**
 * The node process itself, not `npm run serve`: SIGKILL cannot be forwarded, so killing npm would
 * leave the server running as an orphan.
 */
const start = (env: Record<string, string>) => {
  const s = startServer(env, [process.execPath, '--enable-source-maps', 'apps/server/dist/main.js']);
  running.push(s);
  return s;
};

/** Where the server's data lives, and how the test reaches it while no server holds it. */
interface Store {
  env: Record<string, string>;
  /** Opens the database for `use` and closes it again (PGlite serves one process at a time). */
  use<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Waits until the killed server's work has ended inside the database. */
  settle(): Promise<void>;
}

async function postgresStore(): Promise<Store & { drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tuike_kill_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A backend whose client died finishes (commits or rolls back) what it holds, then exits; reading
  // before that could see a commit land after the check. pool.end() also returns before its
  // connections are gone, and dropping the database under them would fail them mid-goodbye.
  const settle = async () => {
    for (let i = 0; ; i++) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (rows[0]!.n === 0) return;
      if (i >= 200) throw new Error(`${rows[0]!.n} connections to ${name} still open after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    env: { ...POSTGRES_TEST_ENV, DATABASE_URL: url.toString() },
    async use(fn) {
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    settle,
    async drop() {
      try {
        await settle();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

function pgliteStore(): Store & { drop(): Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-kill-'));
  return {
    env: { DATA_DIR: dir, SEED_DEMO: 'false' },
    async use(fn) {
      const database = await openDatabase({ databaseUrl: null, dataDir: dir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    // The process is gone, and PGlite ran inside it.
    settle: async () => {},
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

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

async function killMidBurst(store: Store) {
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

  const first = start(store.env);
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
  const second = start(store.env);
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

describe.runIf(process.env.TEST_DATABASE_URL)('a server killed with SIGKILL mid-burst, on PostgreSQL', () => {
  it('restarts with every withdrawal debited once and every requestId answering one withdrawal', async () => {
    const store = await postgresStore();
    try {
      await killMidBurst(store);
    } finally {
      running.splice(0).forEach(stopServer);
      await store.drop();
    }
  }, 120_000);
});

describe('a server killed with SIGKILL mid-burst, on a PGlite data directory', () => {
  it('restarts with every withdrawal debited once and every requestId answering one withdrawal', async () => {
    const store = pgliteStore();
    try {
      await killMidBurst(store);
    } finally {
      running.splice(0).forEach(stopServer);
      await store.drop();
    }
  }, 120_000);
});
