import { DELETION_GRACE_DAYS, type LoginRequest, type PhoneLoginRequest, type RegisterRequest } from '@tuike/contract/user';
import type { Deps } from '../../deps';
import { DAY } from '../../lib/clock';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { isoOperator } from '../../lib/time';
import { captchaService } from '../captcha';
import { type SessionMeta, sessionService } from '../session';
import { SMS_MSG, smsService } from '../sms';
import { newInviteCode } from './invite-code';
import { loginGuard } from './login-guard';
import { hashPassword, verifyPassword } from './password';
import { presentUser } from './presenter';
import { type UserRow, userRepository } from './repository';

export const AUTH_MSG = {
  badCredentials: '账号或密码错误',
  unknownInviteCode: '邀请码不存在，请核对后重新输入',
  disabledInviteCode: '该邀请码已失效，请向邀请人确认或不填邀请码',
  disabled: '该账号已停用，如有疑问请联系客服',
} as const;

/**
 * An operator disabled the account (the console's 停用): no new session. Checked only once the
 * password or SMS code was right, so the refusal tells a guesser nothing about the account.
 */
function refuseDisabled(user: UserRow) {
  if (user.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED', AUTH_MSG.disabled);
}

/** Verified against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;
const decoyHash = () => (dummyHash ??= hashPassword('decoy-password-1'));

type Meta = SessionMeta & { ip: string };

/** Issues a token; a login within the grace period withdraws a pending deletion application. */
async function startSession({ db, clock }: Deps, user: UserRow, meta: Meta) {
  const now = clock.now();
  const withdrawn = await userRepository.withdrawDeletion(db, user.id, new Date(now.getTime() - DELETION_GRACE_DAYS * DAY), now);
  const token = await sessionService.issue(db, user.id, now, meta);
  const deletion = await userRepository.latestDeletion(db, user.id);
  return { token, user: presentUser(user, deletion, now), deletionWithdrawn: withdrawn };
}

export const authService = {
  /** What the login form needs to know for an account, without telling whether it exists. */
  async hint({ db, clock }: Deps, account: string, ip: string) {
    const state = await loginGuard.state(db, account, ip, clock.now());
    return {
      captchaRequired: state.captchaRequired,
      locked: state.lockedUntil !== null,
      lockedUntil: state.lockedUntil ? isoOperator(state.lockedUntil) : null,
    };
  },

  async login(deps: Deps, req: LoginRequest, meta: Meta) {
    const { db, clock } = deps;
    const user = await loginGuard.serialised(db, req.account, async (tx) => {
      const now = clock.now();
      const state = await loginGuard.assertNotLocked(tx, req.account, meta.ip, now);
      if (state.captchaRequired) await captchaService.check({ db: tx, clock }, req.captchaId, req.captchaCode);
      const found = await userRepository.byPhone(tx, req.account);
      const valid = await verifyPassword(found?.passwordHash ?? (await decoyHash()), req.password);
      if (!found || !valid) {
        const left = await loginGuard.fail(tx, req.account, meta.ip, now, state.accountFailures);
        // Counted per account text, so the warning reads the same for accounts that do not exist.
        const msg = left <= 5 ? `${AUTH_MSG.badCredentials}，再错 ${left} 次将锁定 15 分钟` : AUTH_MSG.badCredentials;
        throw badRequest('PASSWORD_WRONG', msg, 'password');
      }
      refuseDisabled(found);
      await loginGuard.succeed(tx, req.account, meta.ip, now);
      return found;
    });
    return startSession(deps, user, meta);
  },

  /** SMS login; also the way back in while password login is locked (it clears the failures). */
  async loginByPhone(deps: Deps, req: PhoneLoginRequest, meta: Meta) {
    await smsService.verify(deps, req.phone, 'login', req.smsCode);
    const user = await userRepository.byPhone(deps.db, req.phone);
    // Said as for a stale code, so this call cannot tell which phones have an account.
    if (!user) throw badRequest('SMS_CODE_EXPIRED', SMS_MSG.stale, 'smsCode');
    refuseDisabled(user);
    await loginGuard.succeed(deps.db, req.phone, meta.ip, deps.clock.now());
    return startSession(deps, user, meta);
  },

  async register(deps: Deps, req: RegisterRequest, meta: Meta) {
    const { db, clock } = deps;
    // The SMS code comes first: without a valid one the call tells nothing, not even whether an
    // invite code exists. It is used up only once everything else passed, so a typo costs no new SMS.
    const code = await smsService.check(deps, req.phone, 'register', req.smsCode);
    const inviter = req.inviteCode ? await userRepository.byInviteCode(db, req.inviteCode) : null;
    if (req.inviteCode && inviter === null) {
      // Costs one of the code's tries, so one SMS code cannot probe invite codes without end.
      await smsService.spendTry(deps, code);
      throw badRequest('INVITE_CODE_UNKNOWN', AUTH_MSG.unknownInviteCode, 'inviteCode');
    }
    // A disabled or deleted promoter recruits nobody (their rebates would go to an account that cannot use
    // them); this also refuses a deleted account's owner registering again with their own former code.
    if (inviter && (inviter.disabledAt || inviter.deletedAt)) {
      throw badRequest('INVITE_CODE_DISABLED', AUTH_MSG.disabledInviteCode, 'inviteCode');
    }
    const inviterId = inviter?.id ?? null;
    if (await userRepository.byPhone(db, req.phone)) throw conflict('PHONE_REGISTERED', SMS_MSG.registered, 'phone');
    await smsService.consume(deps, code);

    const passwordHash = await hashPassword(req.password);
    const now = clock.now();
    for (let attempt = 1; ; attempt++) {
      try {
        const user = await userRepository.insertWithBalance(db, {
          phone: req.phone,
          passwordHash,
          nickname: `推客${req.phone.slice(-4)}`,
          inviteCode: newInviteCode(),
          inviterId,
          createdAt: now,
          updatedAt: now,
        });
        return startSession(deps, user, meta);
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'users_phone_uq') throw conflict('PHONE_REGISTERED', SMS_MSG.registered, 'phone');
        // Both are drawn at random (the promoter number by the database's default): draw again.
        if ((constraint === 'users_invite_code_uq' || constraint === 'users_promoter_no_uq') && attempt < 5) continue;
        throw err;
      }
    }
  },

  async logout({ db, clock }: Deps, sessionId: number) {
    await sessionService.revoke(db, sessionId, clock.now());
  },
};
