import type { Db, DbOrTx, Tx } from '../../db/client';
import { DAY, MINUTE } from '../../lib/clock';
import { AppError, tooMany } from '../../lib/errors';
import { userRepository } from './repository';

export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
export const CAPTCHA_AFTER_IP_FAILURES = 20;
export const IP_WINDOW_MS = 10 * MINUTE;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * MINUTE;
/** Failures older than this no longer count against an account. */
const ACCOUNT_WINDOW_MS = DAY;

export interface GuardState {
  accountFailures: number;
  captchaRequired: boolean;
  lockedUntil: Date | null;
}

export const lockedMessage = (until: Date, now: Date) =>
  `密码错误次数过多，请 ${Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE))} 分钟后再试，或使用验证码登录`;

/**
 * Brute-force rules for password checks, counted in the database so any server instance sees the
 * same state. Keyed by the account text, never by whether it exists.
 */
export const loginGuard = {
  /**
   * Runs one password check for an account – read the state, verify, record the attempt – as a single
   * step, serialised per account across server nodes by an advisory lock held until the transaction
   * ends. Otherwise parallel guesses all read the same count and all get verified.
   *
   * A refusal (AppError) still commits: the failure it recorded and the captcha it used up must stay.
   * It is thrown after the commit. Every query in `step` must go through `tx`: on PGlite the
   * transaction holds the only connection, so a query through the plain handle would wait forever.
   */
  async serialised<T>(db: Db, account: string, step: (tx: Tx) => Promise<T>): Promise<T> {
    const outcome = await db.transaction(async (tx): Promise<{ value: T } | { refusal: AppError }> => {
      await userRepository.lockAccount(tx, account);
      try {
        return { value: await step(tx) };
      } catch (err) {
        if (err instanceof AppError) return { refusal: err };
        throw err;
      }
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.value;
  },

  async state(db: DbOrTx, account: string, ip: string, now: Date): Promise<GuardState> {
    const [acc, ipCount] = await Promise.all([
      userRepository.accountFailures(db, account, new Date(now.getTime() - ACCOUNT_WINDOW_MS)),
      userRepository.ipFailures(db, ip, new Date(now.getTime() - IP_WINDOW_MS)),
    ]);
    // The lock runs from the latest failure, so a wrong try after the lock lapses locks again.
    const until = acc.count >= LOCK_AFTER_FAILURES && acc.lastAt ? new Date(acc.lastAt.getTime() + LOCK_MS) : null;
    return {
      accountFailures: acc.count,
      captchaRequired: acc.count >= CAPTCHA_AFTER_ACCOUNT_FAILURES || ipCount >= CAPTCHA_AFTER_IP_FAILURES,
      lockedUntil: until && until > now ? until : null,
    };
  },

  async assertNotLocked(db: DbOrTx, account: string, ip: string, now: Date) {
    const state = await loginGuard.state(db, account, ip, now);
    if (state.lockedUntil)
      throw tooMany(
        'ACCOUNT_LOCKED',
        lockedMessage(state.lockedUntil, now),
        (state.lockedUntil.getTime() - now.getTime()) / 1000,
      );
    return state;
  },

  /** Records a failure; throws the lock error when this failure reaches the limit. */
  async fail(db: DbOrTx, account: string, ip: string, now: Date, previousFailures: number) {
    await userRepository.recordLoginAttempt(db, { account, ip, success: false, createdAt: now });
    if (previousFailures + 1 >= LOCK_AFTER_FAILURES)
      throw tooMany('ACCOUNT_LOCKED', lockedMessage(new Date(now.getTime() + LOCK_MS), now), LOCK_MS / 1000);
    return LOCK_AFTER_FAILURES - previousFailures - 1;
  },

  succeed(db: DbOrTx, account: string, ip: string, now: Date) {
    return userRepository.recordLoginAttempt(db, { account, ip, success: true, createdAt: now });
  },
};
