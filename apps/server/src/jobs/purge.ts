import { lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { captchas, loginAttempts, smsCodes, userTokens } from '../db/schema';
import { DAY, MINUTE } from '../lib/clock';
import type { Job } from './scheduler';

/**
 * How long rows are kept after they stop mattering. Each is past the longest window any rule reads
 * them in, so a purge never changes an answer: a missing captcha or session reads exactly like an
 * expired one, SMS limits count one calendar day, the login guard looks back 24 hours.
 */
export const RETENTION = {
  /** Gone once expired: a used-up or expired captcha and a missing one get the same answer. */
  captchas: 0,
  /** The daily send limit counts one operator calendar day (25 h with a DST change); two days is past it. */
  smsCodes: 2 * DAY,
  /** The login guard counts failures of the last 24 hours; two days is past it. */
  loginAttempts: 2 * DAY,
  /** A week after expiry or logout, so support can still see recent sign-ins and their addresses. */
  sessions: 7 * DAY,
} as const;

/** Deletes and answers how many rows went, the same way on PGlite and node-postgres. */
async function purge(tx: Tx, table: PgTable, where: SQL | undefined) {
  const res = await tx.execute<{ n: number }>(
    sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as n from gone`,
  );
  return Number(res.rows[0]?.n ?? 0);
}

export const purgeExpiredJob: Job = {
  name: 'purge-expired',
  schedule: { everyMs: 60 * MINUTE },
  async run({ tx, now }) {
    const before = (ms: number) => new Date(now.getTime() - ms);
    const sessionsBefore = before(RETENTION.sessions);
    return {
      captchas: await purge(tx, captchas, lt(captchas.expiresAt, before(RETENTION.captchas))),
      smsCodes: await purge(tx, smsCodes, lt(smsCodes.createdAt, before(RETENTION.smsCodes))),
      loginAttempts: await purge(tx, loginAttempts, lt(loginAttempts.createdAt, before(RETENTION.loginAttempts))),
      sessions: await purge(
        tx,
        userTokens,
        or(lt(userTokens.expiresAt, sessionsBefore), lt(userTokens.revokedAt, sessionsBefore)),
      ),
    };
  },
};
