import { expireAliasesJob } from './expire-aliases';
import { moneyInvariantsJob } from './money-invariants';
import { purgeExpiredJob } from './purge';
import type { Job } from './scheduler';
import { vipLevelsJob } from './vip-levels';

/**
 * Every scheduled job; add a job here and it runs on its schedule, once per period across all
 * nodes (see scheduler.ts). Names are stable: each is a row in job_runs.
 */
export const JOBS: readonly Job[] = [purgeExpiredJob, expireAliasesJob, moneyInvariantsJob, vipLevelsJob];

export { registerJobs, type Job, type JobOptions } from './scheduler';
