import type { ErrorCode } from '@tuike/contract/error-codes';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, badRequest, tooMany } from '../../lib/errors';
import { loginGuard } from '../user';

/**
 * The brute-force rules count per account text as typed, in the promoters' table of attempts: the
 * prefix keeps an operator account from sharing counts with a promoter's phone.
 */
export const guardKey = (account: string) => `operator:${account.trim().toLowerCase()}`;

/**
 * One check of an operator's secret (password, authenticator or recovery code) under the promoters'
 * brute-force rules (`loginGuard`: captcha after 3 failures, 15-minute lock after 10, serialised per
 * account across nodes). The lock is said the console's way: there is no SMS login to point to.
 */
export async function guarded<T>(db: Db, account: string, step: (tx: Tx, key: string) => Promise<T>): Promise<T> {
  const key = guardKey(account);
  try {
    return await loginGuard.serialised(db, key, (tx) => step(tx, key));
  } catch (err) {
    if (!(err instanceof AppError) || err.errorCode !== 'ACCOUNT_LOCKED') throw err;
    const seconds = err.retryAfterSeconds ?? 60;
    throw tooMany('ACCOUNT_LOCKED', `密码或验证码错误次数过多，请 ${Math.max(1, Math.ceil(seconds / 60))} 分钟后再试`, seconds);
  }
}

/**
 * Records a wrong secret and answers the refusal to throw, saying how many tries are left once few
 * are; at the limit `loginGuard.fail` throws the lock itself.
 */
export async function failure(
  tx: DbOrTx,
  attempt: { key: string; ip: string; now: Date; previousFailures: number },
  refusal: { errorCode: ErrorCode; msg: string; field: string },
): Promise<AppError> {
  const left = await loginGuard.fail(tx, attempt.key, attempt.ip, attempt.now, attempt.previousFailures);
  const msg = left <= 5 ? `${refusal.msg}，再错 ${left} 次将锁定 15 分钟` : refusal.msg;
  return badRequest(refusal.errorCode, msg, refusal.field);
}
