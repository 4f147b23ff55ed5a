import type { z } from 'zod';
import type { ZOperatorPasswordRequest, ZTotpDisableRequest, ZTotpEnableRequest } from '@tuike/contract/admin-operators';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import type { OperatorActor } from '../../lib/authorize';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { type AuditAction, recordAudit } from '../audit';
import { hashPassword, loginGuard, verifyPassword } from '../user';
import { dataKeyOf } from '../wallet';
import { failure, guarded } from './guard';
import { auditedOperator } from './presenter';
import { operatorRepository as repo } from './repository';
import { checkSecondFactor, recoveryCodeHash, SECOND_FACTOR_MSG } from './second-factor';
import { operatorSessions } from './sessions';
import { newRecoveryCodes, newTotpSecret, totpStep } from './totp';

export const SELF_MSG = {
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  totpOn: '两步验证已开启；如需更换身份验证器，请先关闭两步验证',
  totpNotStarted: '请先获取身份验证器密钥并扫码',
  totpOff: '两步验证未开启',
  totpRequiredByAdmin: '管理员要求此账号开启两步验证，不能关闭',
  totpEnableWrong: '验证码错误，请输入身份验证器上当前显示的 6 位数字',
} as const;

/** The operator's own row, locked until the transaction ends (a session outliving its account is no session). */
async function own(tx: Tx, actor: OperatorActor) {
  const row = await repo.lockById(tx, actor.operatorId);
  if (!row) throw unauthorized('SESSION_EXPIRED');
  return row;
}

const audit = (tx: Tx, actor: OperatorActor, action: AuditAction, before: unknown, after: unknown, now: Date) =>
  recordAudit(tx, actor, { action, targetType: 'operators', targetId: actor.operatorId, before, after }, now);

/**
 * What any operator does to their own account (grant `self`, so also an account that must still set
 * up two-factor): password, and the authenticator with its recovery codes.
 */
export const operatorSelfService = {
  /**
   * The old password is checked under the login rules (a stolen session cannot guess it without
   * locking the account); the operator's other sessions end, this one stays.
   */
  async changePassword(deps: Deps, actor: OperatorActor, req: z.output<typeof ZOperatorPasswordRequest>) {
    const { db, clock } = deps;
    await guarded(db, actor.account, async (tx, key) => {
      const now = clock.now();
      const row = await own(tx, actor);
      const state = await loginGuard.assertNotLocked(tx, key, actor.ip, now);
      if (!(await verifyPassword(row.passwordHash, req.oldPassword))) {
        const attempt = { key, ip: actor.ip, now, previousFailures: state.accountFailures };
        throw await failure(tx, attempt, { errorCode: 'PASSWORD_WRONG', msg: SELF_MSG.wrongOldPassword, field: 'oldPassword' });
      }
      if (req.oldPassword === req.newPassword) throw badRequest('PASSWORD_UNCHANGED', SELF_MSG.samePassword, 'newPassword');
      await repo.update(tx, row.id, { passwordHash: await hashPassword(req.newPassword), updatedAt: now });
      await operatorSessions.revokeOthers(tx, row.id, actor.sessionId, now);
      await audit(tx, actor, 'operator.changeOwnPassword', null, { otherSessionsEnded: true }, now);
    });
    return null;
  },

  /**
   * A new authenticator secret, kept encrypted and not in force until a code from it is confirmed
   * (`enableTotp`); a second set-up replaces a pending one. Refused while two-factor is on: turning it
   * off first proves the old authenticator (or a recovery code) is in hand.
   */
  async setupTotp(deps: Deps, actor: OperatorActor) {
    const { db, clock } = deps;
    const setup = await newTotpSecret(actor.account);
    await db.transaction(async (tx) => {
      const now = clock.now();
      const row = await own(tx, actor);
      if (row.totpEnabledAt) throw conflict('TOTP_ALREADY_ENABLED', SELF_MSG.totpOn);
      await repo.update(tx, row.id, {
        totpSecretEnc: dataKeyOf(deps.config).encrypt(setup.secret),
        totpLastStep: null,
        updatedAt: now,
      });
      await audit(tx, actor, 'operator.setupTwoFactor', null, { twoFactorPending: true }, now);
    });
    return setup;
  },

  /** Turns two-factor on with a code from the new secret and answers 10 recovery codes, shown only now. */
  async enableTotp(deps: Deps, actor: OperatorActor, req: z.output<typeof ZTotpEnableRequest>) {
    const { db, clock } = deps;
    const dataKey = dataKeyOf(deps.config);
    const recoveryCodes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      const now = clock.now();
      const row = await own(tx, actor);
      if (row.totpEnabledAt) throw conflict('TOTP_ALREADY_ENABLED', SELF_MSG.totpOn);
      if (!row.totpSecretEnc) throw conflict('TOTP_NOT_SET_UP', SELF_MSG.totpNotStarted);
      const step = totpStep(dataKey.decrypt(row.totpSecretEnc), req.code, now);
      if (step === null) throw badRequest('TOTP_WRONG', SELF_MSG.totpEnableWrong, 'code');
      // The confirming code counts as used: it cannot log in a second time.
      const after = await repo.update(tx, row.id, { totpEnabledAt: now, totpLastStep: step, updatedAt: now });
      await repo.replaceRecoveryCodes(
        tx,
        row.id,
        recoveryCodes.map((code) => recoveryCodeHash(dataKey, code)),
        now,
      );
      await audit(tx, actor, 'operator.enableTwoFactor', auditedOperator(row), auditedOperator(after), now);
    });
    return { recoveryCodes };
  },

  /**
   * Turns two-factor off with a current code or a recovery code, checked under the login rules (a
   * stolen session cannot guess one without locking the account). Refused while the admin requires it.
   */
  async disableTotp(deps: Deps, actor: OperatorActor, req: z.output<typeof ZTotpDisableRequest>) {
    const { db, clock } = deps;
    await guarded(db, actor.account, async (tx, key) => {
      const now = clock.now();
      const row = await own(tx, actor);
      if (!row.totpEnabledAt) throw conflict('TOTP_NOT_SET_UP', SELF_MSG.totpOff);
      if (row.totpRequired) throw conflict('TOTP_REQUIRED_BY_ADMIN', SELF_MSG.totpRequiredByAdmin);
      const state = await loginGuard.assertNotLocked(tx, key, actor.ip, now);
      const check = await checkSecondFactor(tx, dataKeyOf(deps.config), row, req.code, now);
      if (!check.ok) {
        const attempt = { key, ip: actor.ip, now, previousFailures: state.accountFailures };
        const msg = check.replayed ? SECOND_FACTOR_MSG.replayed : SECOND_FACTOR_MSG.wrong;
        throw await failure(tx, attempt, { errorCode: 'TOTP_WRONG', msg, field: 'code' });
      }
      const after = await repo.update(tx, row.id, {
        totpSecretEnc: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: now,
      });
      await repo.replaceRecoveryCodes(tx, row.id, [], now);
      await audit(tx, actor, 'operator.disableTwoFactor', auditedOperator(row), auditedOperator(after), now);
    });
    return null;
  },
};
