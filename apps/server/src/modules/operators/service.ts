import type { z } from 'zod';
import type { ZOperatorLoginRequest } from '@tuike/contract/operator';
import type { Deps } from '../../deps';
import type { OperatorActor } from '../../lib/authorize';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import { captchaService } from '../captcha';
import { hashPassword, loginGuard, verifyPassword } from '../user';
import { dataKeyOf } from '../wallet';
import { failure, guarded } from './guard';
import { presentOperatorMe } from './presenter';
import { operatorRepository as repo } from './repository';
import { checkSecondFactor, SECOND_FACTOR_MSG } from './second-factor';
import { operatorSessions } from './sessions';

type LoginRequest = z.output<typeof ZOperatorLoginRequest>;

export const OPERATOR_MSG = {
  badCredentials: '账号或密码错误',
  disabled: '该账号已停用，请联系管理员',
} as const;

/** Verified against when the account does not exist, so both cases take the same time. */
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hashPassword('decoy-password-1'));

export const operatorAuthService = {
  /**
   * Password login for the console, under the same rules as promoters (guard.ts). A disabled account
   * is refused only after the right password, so the refusal tells a guesser nothing. With two-factor
   * on, the right password alone answers TOTP_REQUIRED (no attempt recorded either way); a wrong or
   * reused code counts as a failure like a wrong password, so codes cannot be guessed past the lock.
   */
  async login(deps: Deps, req: LoginRequest, meta: { ip: string; userAgent?: string | undefined }) {
    const { db, clock } = deps;
    const operator = await guarded(db, req.account, async (tx, key) => {
      const now = clock.now();
      const state = await loginGuard.assertNotLocked(tx, key, meta.ip, now);
      if (state.captchaRequired) await captchaService.check({ db: tx, clock }, req.captchaId, req.captchaCode);
      const attempt = { key, ip: meta.ip, now, previousFailures: state.accountFailures };
      const found = await repo.byAccount(tx, req.account);
      const valid = await verifyPassword(found?.passwordHash ?? (await decoyHash()), req.password);
      if (!found || !valid)
        throw await failure(tx, attempt, { errorCode: 'PASSWORD_WRONG', msg: OPERATOR_MSG.badCredentials, field: 'password' });
      if (found.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED', OPERATOR_MSG.disabled);
      if (found.totpEnabledAt) {
        if (!req.totpCode) throw badRequest('TOTP_REQUIRED', SECOND_FACTOR_MSG.required, 'totpCode');
        const check = await checkSecondFactor(tx, dataKeyOf(deps.config), found, req.totpCode, now);
        if (!check.ok) {
          const msg = check.replayed ? SECOND_FACTOR_MSG.replayed : SECOND_FACTOR_MSG.wrong;
          throw await failure(tx, attempt, { errorCode: 'TOTP_WRONG', msg, field: 'totpCode' });
        }
      }
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
