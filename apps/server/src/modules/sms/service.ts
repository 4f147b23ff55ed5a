import { SMS_RESEND_SECONDS, type SendCodeRequest, type SmsCodePurpose } from '@tuike/contract/user';
import { createHash, randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { MINUTE } from '../../lib/clock';
import { AppError, badRequest, conflict, tooMany } from '../../lib/errors';
import { operatorTime, ymdOperator } from '../../lib/time';
import { captchaService } from '../captcha';
import { smsRepository } from './repository';

export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_TRIES = 5;
const RESEND_MS = SMS_RESEND_SECONDS * 1000;

export const SMS_MSG = {
  stale: '短信验证码已失效，请重新获取',
  exhausted: '短信验证码错误次数过多，请重新获取',
  daily: '今日验证码发送次数已达上限，请明天再试',
  registered: '该手机号已注册，请直接登录',
  sendFailed: '短信发送失败，请稍后再试',
} as const;

// Codes are kept hashed so that a database reader cannot log in with a live one.
const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

export const smsService = {
  /** Sends a login or registration code after a solved picture captcha, within the send limits. */
  async send(deps: Deps, req: SendCodeRequest, ip: string) {
    await captchaService.check(deps, req.captchaId, req.captchaCode);
    const hasAccount = await smsRepository.hasAccount(deps.db, req.phone);
    if (req.purpose === 'register' && hasAccount) throw conflict('PHONE_REGISTERED', SMS_MSG.registered, 'phone');

    // A login code for a phone without an account is recorded (so the limits apply alike) but not
    // sent: the answer is the same either way, so this call cannot tell who has an account.
    return issue(deps, req.phone, req.purpose, ip, req.purpose === 'register' || hasAccount);
  },

  /**
   * Sends a code to a phone the server already knows is the caller's own (a logged-in promoter's), for a
   * purpose the public call cannot ask for; no captcha, since the session already limits who may ask.
   * The same 60-second and daily limits apply.
   */
  sendToOwnPhone(deps: Deps, phone: string, purpose: Exclude<SmsCodePurpose, SendCodeRequest['purpose']>, ip: string) {
    return issue(deps, phone, purpose, ip, true);
  },

  /**
   * Checks the newest code without using it up and answers its id; a wrong code costs one of its
   * 5 tries, and the fifth invalidates it.
   */
  async check({ db, clock }: Pick<Deps, 'clock'> & { db: DbOrTx }, phone: string, purpose: SmsCodePurpose, code: string) {
    const now = clock.now();
    const row = await smsRepository.latest(db, phone, purpose);
    if (!row || row.usedAt || row.expiresAt <= now || row.attempts >= SMS_MAX_TRIES) {
      throw badRequest('SMS_CODE_EXPIRED', SMS_MSG.stale, 'smsCode');
    }
    if (row.codeHash !== hashCode(phone, code)) {
      const attempts = await smsRepository.addAttempt(db, row.id, SMS_MAX_TRIES);
      if (attempts === null || attempts >= SMS_MAX_TRIES) {
        throw badRequest('SMS_CODE_TOO_MANY_TRIES', SMS_MSG.exhausted, 'smsCode');
      }
      throw badRequest('SMS_CODE_WRONG', `短信验证码错误，还可尝试 ${SMS_MAX_TRIES - attempts} 次`, 'smsCode');
    }
    return row.id;
  },

  /** Counts a try against a checked code whose request failed for another reason. */
  async spendTry({ db }: Pick<Deps, 'db'>, id: number) {
    await smsRepository.addAttempt(db, id, SMS_MAX_TRIES);
  },

  /**
   * Uses a checked code up; refused when a parallel request used it (or its last try) first. Inside the
   * caller's transaction when given one, so the code is spent only if what it authorised commits.
   */
  async consume({ db, clock }: Pick<Deps, 'clock'> & { db: DbOrTx }, id: number) {
    if (!(await smsRepository.markUsed(db, id, clock.now(), SMS_MAX_TRIES))) {
      throw badRequest('SMS_CODE_EXPIRED', SMS_MSG.stale, 'smsCode');
    }
  },

  /** Checks and uses up the newest code. */
  async verify(deps: Pick<Deps, 'db' | 'clock'>, phone: string, purpose: SmsCodePurpose, code: string) {
    await smsService.consume(deps, await smsService.check(deps, phone, purpose, code));
  },
};

/** Records a new code within the send limits and, when `deliver`, sends it; a failed send is forgotten. */
async function issue(deps: Deps, phone: string, purpose: SmsCodePurpose, ip: string, deliver: boolean) {
  const { db, clock } = deps;
  const now = clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    await smsRepository.lockPhone(tx, phone);
    const startOfDay = operatorTime(ymdOperator(now));
    const { lastSentAt, sentSince } = await smsRepository.recent(tx, phone, startOfDay);
    const wait = lastSentAt ? RESEND_MS - (now.getTime() - lastSentAt.getTime()) : 0;
    if (wait > 0) throw tooMany('SMS_SEND_TOO_SOON', `发送太频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`, wait / 1000);
    if (sentSince >= SMS_DAILY_LIMIT) throw tooMany('SMS_DAILY_LIMIT', SMS_MSG.daily);
    return smsRepository.insert(tx, {
      phone,
      purpose,
      codeHash: hashCode(phone, code),
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      ip,
      createdAt: now,
    });
  });

  if (deliver) {
    try {
      await deps.sms.sendCode(phone, code);
    } catch {
      // Not sent, so it must not use up the 60-second window or one of the day's sends: the person
      // may retry at once. The row was committed first so that the phone lock is not held over
      // the gateway call; a parallel send meanwhile was refused as too early, as for a sent code.
      await smsRepository.remove(db, id);
      throw new AppError(500, 'SMS_SEND_FAILED', SMS_MSG.sendFailed);
    }
  }
  return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
}
