import { DELETION_GRACE_DAYS, type ChangePasswordRequest } from '@tuike/contract/user';
import type { Deps } from '../../deps';
import { authorize, promoter } from '../../lib/authorize';
import { DAY } from '../../lib/clock';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { addDays, isoOperator, ymdOperator } from '../../lib/time';
import { hashToken, sessionService } from '../session';
import { loginGuard } from './login-guard';
import { hashPassword, verifyPassword } from './password';
import { presentUser } from './presenter';
import { type UserRow, userRepository } from './repository';

export const PROFILE_MSG = {
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  deletionPending: '注销申请已提交，请勿重复申请',
} as const;

/** The caller's users row; gone (deleted meanwhile) reads as a dead session. */
async function load({ db }: Deps, userId: number): Promise<UserRow> {
  const user = await userRepository.byId(db, userId);
  if (!user) throw unauthorized('SESSION_EXPIRED');
  return user;
}

/**
 * Every function below takes the id from the caller's token and checks it against the row it
 * loaded before touching anything (`authorize`), so a later route that takes an id from the client
 * cannot forget the check.
 */
export const userService = {
  async me(deps: Deps, userId: number) {
    const user = await load(deps, userId);
    authorize(promoter(userId), 'read', { kind: 'profile', ownerId: user.id });
    const pending = await userRepository.pendingDeletion(deps.db, userId);
    return presentUser(user, pending?.createdAt ?? null);
  },

  /**
   * One query for the session check and every figure (homeData in the repository), plus the session's
   * once-a-minute touch; null when the token is not live (the route answers 401).
   */
  async homeData(deps: Deps, token: string) {
    const now = deps.clock.now();
    const today = ymdOperator(now);
    const days = { today, yesterday: addDays(today, -1), monthStart: `${today.slice(0, 8)}01` };
    const row = await userRepository.homeData(deps.db, hashToken(token), now, days);
    if (!row) return null;
    const { session, user, deleteRequestedAt, ...figures } = row;
    await sessionService.touchIfStale(deps.db, session, now);
    // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
    authorize(promoter(session.userId), 'read', { kind: 'profile', ownerId: user.id });
    authorize(promoter(session.userId), 'read', { kind: 'money', ownerId: user.id });
    return {
      session: { sessionId: session.id, userId: session.userId },
      data: { user: presentUser(user, deleteRequestedAt), ...figures },
    };
  },

  async modifyNickname(deps: Deps, userId: number, nickname: string) {
    const user = await load(deps, userId);
    authorize(promoter(userId), 'update', { kind: 'profile', ownerId: user.id });
    await userRepository.update(deps.db, userId, { nickname }, deps.clock.now());
    return userService.me(deps, userId);
  },

  async modifyWxInfo(deps: Deps, userId: number, wxId: string) {
    const user = await load(deps, userId);
    authorize(promoter(userId), 'update', { kind: 'profile', ownerId: user.id });
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
    const actor = promoter(auth.userId);
    const { id, phone } = await load(deps, auth.userId);
    authorize(actor, 'changePassword', { kind: 'profile', ownerId: id });
    authorize(actor, 'revoke', { kind: 'session', ownerId: id });
    await loginGuard.serialised(db, phone, async (tx) => {
      const now = clock.now();
      // Read again under the lock: a parallel request may have changed the password meanwhile.
      const user = await userRepository.byId(tx, auth.userId);
      if (!user) throw unauthorized('SESSION_EXPIRED');
      const state = await loginGuard.assertNotLocked(tx, phone, ip, now);
      if (!(await verifyPassword(user.passwordHash, req.oldPassword))) {
        await loginGuard.fail(tx, phone, ip, now, state.accountFailures);
        throw badRequest('PASSWORD_WRONG', PROFILE_MSG.wrongOldPassword, 'oldPassword');
      }
      if (req.oldPassword === req.newPassword) throw badRequest('PASSWORD_UNCHANGED', PROFILE_MSG.samePassword, 'newPassword');
      await userRepository.update(tx, user.id, { passwordHash: await hashPassword(req.newPassword) }, now);
      await sessionService.revokeOthers(tx, user.id, auth.sessionId, now);
    });
  },

  /**
   * Records the application for the operator and signs the user out everywhere, both or neither;
   * logging in again within the grace period withdraws it.
   */
  async applyDeleteAccount(deps: Deps, userId: number, reason: string | undefined) {
    const { db, clock } = deps;
    const now = clock.now();
    const user = await load(deps, userId);
    authorize(promoter(userId), 'create', { kind: 'deletionApplication', ownerId: user.id });
    authorize(promoter(userId), 'revoke', { kind: 'session', ownerId: user.id });
    try {
      await db.transaction(async (tx) => {
        await userRepository.insertDeletion(tx, { userId, reason: reason || null, createdAt: now });
        await sessionService.revokeOthers(tx, userId, null, now);
      });
    } catch (err) {
      if (uniqueViolation(err) === 'account_deletion_pending_uq') throw conflict('DELETION_PENDING', PROFILE_MSG.deletionPending);
      throw err;
    }
    return { requestedAt: isoOperator(now), withdrawUntil: isoOperator(new Date(now.getTime() + DELETION_GRACE_DAYS * DAY)) };
  },
};
