import { DELETION_GRACE_DAYS, type ChangePasswordRequest } from '@tuike/contract/user';
import type { Deps } from '../../app';
import { DAY } from '../../lib/clock';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { isoShanghai } from '../../lib/time';
import { accountService } from '../account/service';
import { sessionRepository } from '../session/repository';
import { loginGuard } from './login-guard';
import { hashPassword, verifyPassword } from './password';
import { presentUser } from './presenter';
import { type UserRow, userRepository } from './repository';

export const PROFILE_MSG = {
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  deletionPending: '注销申请已提交，请勿重复申请',
} as const;

async function load({ db }: Deps, userId: number): Promise<UserRow> {
  const user = await userRepository.byId(db, userId);
  if (!user) throw unauthorized('登录已过期，请重新登录');
  return user;
}

export const userService = {
  async me(deps: Deps, userId: number) {
    const user = await load(deps, userId);
    const pending = await userRepository.pendingDeletion(deps.db, userId);
    return presentUser(user, pending?.createdAt ?? null);
  },

  async homeData(deps: Deps, userId: number) {
    const user = await userService.me(deps, userId);
    const figures = await accountService.dashboard(deps, userId);
    return { user, ...figures };
  },

  async modifyNickname(deps: Deps, userId: number, nickname: string) {
    await load(deps, userId);
    await userRepository.update(deps.db, userId, { nickname }, deps.clock.now());
    return userService.me(deps, userId);
  },

  async modifyWxInfo(deps: Deps, userId: number, wxId: string) {
    await load(deps, userId);
    await userRepository.update(deps.db, userId, { wxId }, deps.clock.now());
    return userService.me(deps, userId);
  },

  /**
   * Needs the current password; wrong tries count towards the same lock as logins, serialised with
   * them per account, so a stolen token cannot be used to guess the password, not even with many
   * requests at once. Every other session is signed out.
   */
  async changePassword(deps: Deps, auth: { userId: number; sessionId: number }, req: ChangePasswordRequest, ip: string) {
    const { db, clock } = deps;
    const { phone } = await load(deps, auth.userId);
    await loginGuard.serialised(db, phone, async (tx) => {
      const now = clock.now();
      // Read again under the lock: a parallel request may have changed the password meanwhile.
      const user = await userRepository.byId(tx, auth.userId);
      if (!user) throw unauthorized('登录已过期，请重新登录');
      const state = await loginGuard.assertNotLocked(tx, phone, ip, now);
      if (!(await verifyPassword(user.passwordHash, req.oldPassword))) {
        await loginGuard.fail(tx, phone, ip, now, state.accountFailures);
        throw badRequest(PROFILE_MSG.wrongOldPassword);
      }
      if (req.oldPassword === req.newPassword) throw badRequest(PROFILE_MSG.samePassword);
      await userRepository.update(tx, user.id, { passwordHash: await hashPassword(req.newPassword) }, now);
      await sessionRepository.revokeOthers(tx, user.id, auth.sessionId, now);
    });
  },

  /**
   * Records the application for the operator and signs the user out everywhere, both or neither;
   * logging in again within the grace period withdraws it.
   */
  async applyDeleteAccount(deps: Deps, userId: number, reason: string | undefined) {
    const { db, clock } = deps;
    const now = clock.now();
    await load(deps, userId);
    try {
      await db.transaction(async (tx) => {
        await userRepository.insertDeletion(tx, { userId, reason: reason || null, createdAt: now });
        await sessionRepository.revokeOthers(tx, userId, null, now);
      });
    } catch (err) {
      if (uniqueViolation(err) === 'account_deletion_pending_uq') throw conflict(PROFILE_MSG.deletionPending);
      throw err;
    }
    return { requestedAt: isoShanghai(now), withdrawUntil: isoShanghai(new Date(now.getTime() + DELETION_GRACE_DAYS * DAY)) };
  },
};
