import { Cron } from 'croner';
import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { Tx } from '../db/client';
import { jobRuns } from '../db/schema';
import { MINUTE } from '../lib/clock';

/** A fixed period, or a cron expression read in the operator's time zone (TZ_OPERATOR). */
export type Schedule = { everyMs: number } | { cron: string };

export interface JobContext {
  /** The job runs inside this transaction: its work and its claim on the period commit together. */
  tx: Tx;
  /** The time the run is due for, from the app's clock. */
  now: Date;
  deps: Deps;
  log: FastifyBaseLogger;
}

export interface Job {
  /** Stable: it is the job's row in job_runs. */
  name: string;
  schedule: Schedule;
  /** May answer counts (rows purged, …) for the log line. */
  run(ctx: JobContext): Promise<Record<string, number> | void>;
}

export interface JobScheduler {
  /** Runs every job that is due at `now` (default: the app's clock) and answers the names run. */
  runDue(now?: Date): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}

/** How often each node looks for due jobs; a job's own schedule should not be finer than this. */
export const TICK_MS = MINUTE;
/** A failed run is tried again this soon (or at its next period, if that comes first). */
export const RETRY_AFTER_FAILURE_MS = 5 * MINUTE;
/**
 * First key of the two-key advisory locks jobs take (the second is the hashed job name). Other
 * locks in the app use the one-key form, a separate key space, so they can never collide.
 */
const JOB_LOCK_NAMESPACE = 7_301_002;

export function nextDue(schedule: Schedule, after: Date, timeZone: string): Date {
  if ('everyMs' in schedule) return new Date(after.getTime() + schedule.everyMs);
  const next = new Cron(schedule.cron, { timezone: timeZone, paused: true }).nextRun(after);
  if (!next) throw new Error(`cron expression "${schedule.cron}" never fires again`);
  return next;
}

/**
 * Runs `job` if it is due, on this node only. Two guards make that exactly once per period across
 * nodes: a try-lock, so a node never waits behind another node's run (it skips instead), and the
 * claim, which moves next_due_at forward only where it is still due. The claim and the job's work
 * share one transaction, so a failed run leaves the period unclaimed.
 */
async function runIfDue(deps: Deps, job: Job, now: Date, log: FastifyBaseLogger): Promise<boolean> {
  const started = performance.now();
  try {
    const counts = await deps.db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, hashtext(${job.name})) as locked`,
      );
      if (!lock.rows[0]?.locked) return null;
      const next = nextDue(job.schedule, now, deps.config.timeZone);
      const claimed = await tx
        .insert(jobRuns)
        .values({ name: job.name, nextDueAt: next, lastRunAt: now })
        .onConflictDoUpdate({
          target: jobRuns.name,
          set: { nextDueAt: next, lastRunAt: now },
          setWhere: lte(jobRuns.nextDueAt, now),
        })
        .returning({ name: jobRuns.name });
      if (!claimed.length) return null;
      const result = (await job.run({ tx, now, deps, log })) ?? {};
      await tx
        .update(jobRuns)
        .set({ runs: sql`${jobRuns.runs} + 1`, lastDurationMs: Math.round(performance.now() - started), lastError: null })
        .where(eq(jobRuns.name, job.name));
      return result;
    });
    if (!counts) return false;
    log.info({ job: job.name, ms: Math.round(performance.now() - started), ...counts }, 'job ran');
    return true;
  } catch (err) {
    log.error({ err, job: job.name }, 'job failed');
    await recordFailure(deps, job, now, err).catch((e: unknown) =>
      log.error({ err: e, job: job.name }, 'job failure not recorded'),
    );
    return false;
  }
}

/** Keeps the failure visible in job_runs and retries soon, without claiming a period another node ran. */
async function recordFailure(deps: Deps, job: Job, now: Date, err: unknown) {
  const next = nextDue(job.schedule, now, deps.config.timeZone);
  const retryAt = new Date(Math.min(next.getTime(), now.getTime() + RETRY_AFTER_FAILURE_MS));
  const lastError = err instanceof Error ? err.message : String(err);
  await deps.db
    .insert(jobRuns)
    .values({ name: job.name, nextDueAt: retryAt, lastError, lastErrorAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { nextDueAt: retryAt, lastError, lastErrorAt: now },
      setWhere: lte(jobRuns.nextDueAt, now),
    });
}

/** Runs the due jobs one after another; answers the names of those this node ran. */
export async function runDueJobs(deps: Deps, jobs: readonly Job[], now: Date, log: FastifyBaseLogger) {
  const ran: string[] = [];
  for (const job of jobs) if (await runIfDue(deps, job, now, log)) ran.push(job.name);
  return ran;
}

export interface JobOptions {
  jobs?: readonly Job[];
  tickMs?: number;
}

/**
 * Every node ticks from the moment the app is ready until it closes; no extra process is needed.
 * Close waits for a run in progress, so the database is never closed under a job.
 */
export function registerJobs(app: FastifyInstance, jobs: readonly Job[], tickMs = TICK_MS) {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
    nextDue(job.schedule, new Date(), app.deps.config.timeZone); // a bad cron expression fails at start
  }
  const runDue = (now = app.deps.clock.now()) => runDueJobs(app.deps, jobs, now, app.log);
  app.decorate('jobs', { runDue });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // a slow run is not overlapped by the next tick
    running = runDue()
      .catch((err: unknown) => app.log.error({ err }, 'job tick failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
