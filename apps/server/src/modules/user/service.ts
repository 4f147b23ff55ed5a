import { DELETION_GRACE_DAYS, type ChangePasswordRequest } from '@tuike/contract/user';
import type { Deps } from '../../deps';
import { authorize, type PromoterActor, promoter, scopeOf } from '../../lib/authorize';
import { DAY } from '../../lib/clock';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { addDays, isoOperator, ymdOperator } from '../../lib/time';
import { hashToken, sessionService } from '../session';
import { loginGuard } from './login-guard';
import { hashPassword, verifyPassword } from './password';
import { presentUser } from './presenter';
import { deletionOf, type UserRow, userRepository } from './repository';

export const PROFILE_MSG = {
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  deletionPending: '注销申请已提交，请勿重复申请',
} as const;

/**
 * The users row `action` may touch for this actor, granted before it is read (`scopeOf`); gone
 * (deleted meanwhile) reads as a dead session.
 */
async function load({ db }: Deps, actor: PromoterActor, action: 'read' | 'update' | 'changePassword'): Promise<UserRow> {
  const user = await userRepository.byId(db, scopeOf(actor, action, 'profile').ownerId);
  if (!user) throw unauthorized('SESSION_EXPIRED');
  return user;
}

/** Every function below acts for the actor the route resolved from the caller's token. */
export const userService = {
  async me(deps: Deps, actor: PromoterActor) {
    const user = await load(deps, actor, 'read');
    return presentUser(user, await userRepository.latestDeletion(deps.db, user.id), deps.clock.now());
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
    const { session, user, deletion, ...figures } = row;
    await sessionService.touchIfStale(deps.db, session, now);
    // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
    const actor = promoter(session.userId);
    authorize(actor, 'read', { kind: 'profile', ownerId: user.id });
    authorize(actor, 'read', { kind: 'money', ownerId: user.id });
    return {
      session: { sessionId: session.id, userId: session.userId },
      data: { user: presentUser(user, deletionOf(deletion), now), ...figures },
    };
  },

  async modifyNickname(deps: Deps, actor: PromoterActor, nickname: string) {
    const user = await load(deps, actor, 'update');
    await userRepository.update(deps.db, user.id, { nickname }, deps.clock.now());
    return userService.me(deps, actor);
  },

  async modifyWxInfo(deps: Deps, actor: PromoterActor, wxId: string) {
    const user = await load(deps, actor, 'update');
    await userRepository.update(deps.db, user.id, { wxId }, deps.clock.now());
    return userService.me(deps, actor);
  },

  /**
   * Needs the current password; wrong tries count towards the same lock as logins, serialised with
   * them per account, so a stolen token cannot be used to guess the password, not even with many
   * requests at once. Every other session is signed out.
   */
  async changePassword(deps: Deps, actor: PromoterActor, req: ChangePasswordRequest, ip: string) {
    const { db, clock } = deps;
    const { id, phone } = await load(deps, actor, 'changePassword');
    authorize(actor, 'revoke', { kind: 'session', ownerId: id });
    await loginGuard.serialised(db, phone, async (tx) => {
      const now = clock.now();
      // Read again under the lock: a parallel request may have changed the password meanwhile.
      const user = await userRepository.byId(tx, id);
      if (!user) throw unauthorized('SESSION_EXPIRED');
      const state = await loginGuard.assertNotLocked(tx, phone, ip, now);
      if (!(await verifyPassword(user.passwordHash, req.oldPassword))) {
        await loginGuard.fail(tx, phone, ip, now, state.accountFailures);
        throw badRequest('PASSWORD_WRONG', PROFILE_MSG.wrongOldPassword, 'oldPassword');
      }
      if (req.oldPassword === req.newPassword) throw badRequest('PASSWORD_UNCHANGED', PROFILE_MSG.samePassword, 'newPassword');
      await userRepository.update(tx, user.id, { passwordHash: await hashPassword(req.newPassword) }, now);
      await sessionService.revokeOthers(tx, user.id, actor.sessionId, now);
    });
  },

  /**
   * Records the application for the operator and signs the user out everywhere, both or neither;
   * logging in again within the grace period withdraws it.
   */
  async applyDeleteAccount(deps: Deps, actor: PromoterActor, reason: string | undefined) {
    const { db, clock } = deps;
    const now = clock.now();
    const { ownerId: userId } = scopeOf(actor, 'create', 'deletionApplication');
    authorize(actor, 'revoke', { kind: 'session', ownerId: userId });
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
