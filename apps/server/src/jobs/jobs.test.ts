import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { type App, buildApp } from '../app';
import { testConfig } from '../config';
import { captchas, jobRuns, loginAttempts, smsCodes, userTokens } from '../db/schema';
import { DAY, MINUTE } from '../lib/clock';
import { firstRow } from '../lib/rows';
import { type Job, nextDue, RETRY_AFTER_FAILURE_MS, runDueJobs } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * MINUTE;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
let seq = 0;
/** A job that counts its runs; each test gets its own name, so its own row in job_runs. */
function countingJob(opts: { everyMs?: number; takesMs?: number } = {}) {
  const job = {
    name: `test-job-${++seq}`,
    schedule: { everyMs: opts.everyMs ?? HOUR },
    runs: 0,
    async run() {
      // Simulated work, so that two nodes' runs overlap.
      if (opts.takesMs) await sleep(opts.takesMs);
      job.runs++;
    },
  } satisfies Job & { runs: number };
  return job;
}
const row = async (name: string) =>
  firstRow(await t.db.select().from(jobRuns).where(eq(jobRuns.name, name)), `job_runs of ${name}`);
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('runDueJobs', () => {
  it('runs a job when due, then once per period', async () => {
    const job = countingJob();
    const start = t.clock.now();
    const run = (ms: number) => runDueJobs(t.app.deps, [job], at(start, ms), t.app.log);
    expect(await run(0)).toEqual([job.name]);
    expect(await run(0)).toEqual([]);
    expect(await run(HOUR - 1)).toEqual([]);
    expect(await run(HOUR)).toEqual([job.name]);
    expect(job.runs).toBe(2);
    expect(await row(job.name)).toMatchObject({
      runs: 2,
      lastRunAt: at(start, HOUR),
      nextDueAt: at(start, 2 * HOUR),
      lastError: null,
    });
  });

  it('runs a job exactly once when two nodes on one database tick at the same moment', async () => {
    const second = await t.secondNode();
    const job = countingJob({ takesMs: 50 });
    const start = t.clock.now();
    for (let round = 0; round < 5; round++) {
      const now = at(start, round * HOUR);
      const ran = await Promise.all([
        runDueJobs(t.app.deps, [job], now, t.app.log),
        runDueJobs(second.app.deps, [job], now, second.app.log),
      ]);
      expect(ran.flat()).toEqual([job.name]);
      expect(job.runs).toBe(round + 1);
    }
    expect((await row(job.name)).runs).toBe(5);

    // The app's own jobs too, through each node's scheduler.
    const later = at(start, 30 * DAY);
    const both = await Promise.all([t.app.jobs.runDue(later), second.app.jobs.runDue(later)]);
    // Each job once, on one node or the other.
    expect(both.flat().sort()).toEqual(['expire-aliases', 'money-invariants', 'purge-expired', 'vip-levels']);
  });

  it('rolls a failed run back, records the error and tries again 5 minutes later', async () => {
    const captchaId = randomBytes(8).toString('hex');
    let fail = true;
    const job: Job = {
      name: `test-job-${++seq}`,
      schedule: { everyMs: HOUR },
      async run({ tx, now }) {
        await tx.insert(captchas).values({ id: captchaId, answer: 'abcd', expiresAt: now });
        if (fail) throw new Error('import source unreachable');
      },
    };
    const start = t.clock.now();
    expect(await runDueJobs(t.app.deps, [job], start, t.app.log)).toEqual([]);
    expect(await t.db.select().from(captchas).where(eq(captchas.id, captchaId))).toEqual([]);
    expect(await row(job.name)).toMatchObject({
      runs: 0,
      lastError: 'import source unreachable',
      lastErrorAt: start,
      nextDueAt: at(start, RETRY_AFTER_FAILURE_MS),
    });

    fail = false;
    expect(await runDueJobs(t.app.deps, [job], at(start, RETRY_AFTER_FAILURE_MS - 1), t.app.log)).toEqual([]);
    expect(await runDueJobs(t.app.deps, [job], at(start, RETRY_AFTER_FAILURE_MS), t.app.log)).toEqual([job.name]);
    expect(await row(job.name)).toMatchObject({ runs: 1, lastError: null });
    expect(await t.db.select().from(captchas).where(eq(captchas.id, captchaId))).toHaveLength(1);
  });
});

describe('schedules', () => {
  it('reads cron expressions in the operator time zone', () => {
    // 14:00 in Shanghai; "03:00 every day" is next at 03:00 Shanghai the following day.
    expect(nextDue({ cron: '0 3 * * *' }, new Date('2026-11-21T06:00:00Z'), 'Asia/Shanghai')).toEqual(
      new Date('2026-11-21T19:00:00Z'),
    );
    expect(nextDue({ everyMs: HOUR }, new Date('2026-11-21T06:00:00Z'), 'Asia/Shanghai')).toEqual(
      new Date('2026-11-21T07:00:00Z'),
    );
    expect(() => nextDue({ cron: 'every day' }, new Date(), 'Asia/Shanghai')).toThrow();
  });
});

describe('the scheduler in the app', () => {
  /** An app on the test database with the system clock and a fast tick, running only `jobs`. */
  async function tickingApp(jobs: Job[]) {
    const database = { db: t.db, kind: t.kind, close: async () => {} };
    const app: App = await buildApp({ config: testConfig(), database, sms: t.sms, jobs: { jobs, tickMs: 20 } });
    await app.ready();
    return app;
  }

  it('ticks from ready until close, and close waits for a run in progress', async () => {
    // The test holds each run at a gate it opens, so "in progress" is a fact, not a timing guess.
    let gate = deferred();
    let started = deferred();
    const twoRuns = deferred();
    const job = {
      name: `test-job-${++seq}`,
      schedule: { everyMs: 1 },
      runs: 0,
      async run() {
        started.resolve();
        await gate.promise;
        if (++job.runs === 2) twoRuns.resolve();
      },
    } satisfies Job & { runs: number };
    gate.resolve();
    const app = await tickingApp([job]);
    await twoRuns.promise;
    // Runs now stop at a closed gate (the next tick is a timer away; this continuation runs first).
    gate = deferred();
    started = deferred();
    await started.promise;
    const before = job.runs;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    gate.resolve();
    await closing;
    // The run in progress finished and committed before close returned, and no other started.
    expect(job.runs).toBe(before + 1);
    expect((await row(job.name)).runs).toBe(before + 1);
    // Checking that nothing more happens needs time: five ticks.
    await sleep(100);
    expect(job.runs).toBe(before + 1);
  });
});

describe('purge-expired', () => {
  it('deletes expired captchas, old SMS codes and login attempts, and long-dead sessions; keeps the rest', async () => {
    const now = at(t.clock.now(), 60 * DAY);
    const ago = (ms: number) => at(now, -ms);
    const tag = randomBytes(4).toString('hex');
    await t.db.insert(captchas).values([
      { id: `${tag}-expired`, answer: 'abcd', expiresAt: ago(1), createdAt: ago(2 * MINUTE) },
      { id: `${tag}-live`, answer: 'abcd', expiresAt: at(now, MINUTE), createdAt: ago(MINUTE) },
    ]);
    const phone = `136${tag.replace(/\D/g, '0').padEnd(8, '0').slice(0, 8)}`;
    const sms = (createdAt: Date) => ({
      phone,
      purpose: 'login',
      codeHash: tag,
      expiresAt: at(createdAt, 5 * MINUTE),
      createdAt,
    });
    await t.db.insert(smsCodes).values([sms(ago(2 * DAY + MINUTE)), sms(ago(2 * DAY - MINUTE))]);
    const attempt = (createdAt: Date) => ({ account: tag, ip: '198.51.100.1', success: 0, createdAt });
    await t.db.insert(loginAttempts).values([attempt(ago(2 * DAY + MINUTE)), attempt(ago(2 * DAY - MINUTE))]);
    const { user } = await createUser(t.db);
    await t.db.delete(userTokens).where(eq(userTokens.userId, user.id));
    const token = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: user.id,
      tokenHash: `${tag}-${name}`,
      expiresAt,
      revokedAt,
    });
    await t.db
      .insert(userTokens)
      .values([
        token('expired-8d', ago(8 * DAY)),
        token('revoked-8d', at(now, DAY), ago(8 * DAY)),
        token('expired-6d', ago(6 * DAY)),
        token('revoked-6d', at(now, DAY), ago(6 * DAY)),
        token('live', at(now, DAY)),
      ]);

    expect(await t.app.jobs.runDue(now)).toContain('purge-expired');

    const captchaIds = (await t.db.select({ id: captchas.id }).from(captchas)).map((r) => r.id);
    expect(captchaIds).not.toContain(`${tag}-expired`);
    expect(captchaIds).toContain(`${tag}-live`);
    const codes = await t.db.select({ at: smsCodes.createdAt }).from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(codes).toEqual([{ at: ago(2 * DAY - MINUTE) }]);
    const attempts = await t.db.select({ at: loginAttempts.createdAt }).from(loginAttempts).where(eq(loginAttempts.account, tag));
    expect(attempts).toEqual([{ at: ago(2 * DAY - MINUTE) }]);
    const tokens = await t.db.select({ hash: userTokens.tokenHash }).from(userTokens).where(eq(userTokens.userId, user.id));
    expect(tokens.map((r) => r.hash.slice(tag.length + 1)).sort()).toEqual(['expired-6d', 'live', 'revoked-6d']);
    expect((await row('purge-expired')).nextDueAt).toEqual(at(now, HOUR));
  });
});
