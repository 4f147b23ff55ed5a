import type { z } from 'zod';
import type { ZOperatorLoginRequest } from '@tuike/contract/operator';
import type { Deps } from '../../deps';
import type { OperatorActor } from '../../lib/authorize';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import { captchaService } from '../captcha';
import { hashPassword, loginGuard, verifyPassword } from '../user';
import { presentOperatorMe } from './presenter';
import { operatorRepository as repo } from './repository';
import { operatorSessions } from './sessions';

type LoginRequest = z.output<typeof ZOperatorLoginRequest>;

export const OPERATOR_MSG = {
  badCredentials: '账号或密码错误',
  disabled: '该账号已停用，请联系管理员',
} as const;

/** Verified against when the account does not exist, so both cases take the same time. */
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hashPassword('decoy-password-1'));

/**
 * The brute-force rules count per account text as typed, in the promoters' table of attempts: the
 * prefix keeps an operator account from sharing counts with a promoter's phone.
 */
const guardKey = (account: string) => `operator:${account.trim().toLowerCase()}`;

export const operatorAuthService = {
  /**
   * Password login for the console, under the same rules as promoters (loginGuard: captcha after 3
   * failures, 15-minute lock after 10, serialised per account across nodes). A disabled account is
   * refused only after the right password, so the refusal tells a guesser nothing.
   */
  async login(deps: Deps, req: LoginRequest, meta: { ip: string; userAgent?: string | undefined }) {
    const { db, clock } = deps;
    const key = guardKey(req.account);
    const operator = await loginGuard.serialised(db, key, async (tx) => {
      const now = clock.now();
      const state = await loginGuard.assertNotLocked(tx, key, meta.ip, now);
      if (state.captchaRequired) await captchaService.check({ db: tx, clock }, req.captchaId, req.captchaCode);
      const found = await repo.byAccount(tx, req.account);
      const valid = await verifyPassword(found?.passwordHash ?? (await decoyHash()), req.password);
      if (!found || !valid) {
        const left = await loginGuard.fail(tx, key, meta.ip, now, state.accountFailures);
        const msg = left <= 5 ? `${OPERATOR_MSG.badCredentials}，再错 ${left} 次将锁定 15 分钟` : OPERATOR_MSG.badCredentials;
        throw badRequest('PASSWORD_WRONG', msg, 'password');
      }
      if (found.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED', OPERATOR_MSG.disabled);
      await loginGuard.succeed(tx, key, meta.ip, now);
      return found;
    });
    const token = await operatorSessions.issue(db, operator.id, clock.now(), meta);
    return { token, operator: presentOperatorMe(operator) };
  },

  async me({ db }: Deps, actor: OperatorActor) {
    const row = await repo.byId(db, actor.operatorId);
    if (!row) throw unauthorized('SESSION_EXPIRED');
    return presentOperatorMe(row);
  },

  async logout({ db, clock }: Deps, actor: OperatorActor) {
    await operatorSessions.revoke(db, actor.sessionId, clock.now());
    return null;
  },
};
