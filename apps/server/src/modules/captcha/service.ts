import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { type Clock, MINUTE } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { captchaRepository } from './repository';

export const CAPTCHA_TTL_MS = 2 * MINUTE;

export const CAPTCHA_MSG = {
  missing: '请输入图形验证码',
  stale: '图形验证码已失效，请点击图片刷新',
  wrong: '图形验证码错误，请重新输入',
} as const;

export const captchaService = {
  async create({ db, clock }: Deps) {
    // Loaded on the first captcha, not at start: its import (font parsing included) was ~25 ms of every start.
    const { default: svgCaptcha } = await import('svg-captcha');
    // Characters that read alike (0/o, 1/l/i) are left out so a person can solve it first time.
    const c = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1lIi',
      color: true,
      background: '#f4f5f7',
      width: 120,
      height: 44,
    });
    const captchaId = randomBytes(16).toString('base64url');
    const now = clock.now();
    await captchaRepository.insert(db, {
      id: captchaId,
      answer: c.text.toLowerCase(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    return { captchaId, svg: c.data };
  },

  /**
   * Checks an answer, case-insensitively. The captcha is used up by any attempt, right or wrong,
   * so one picture cannot be guessed at repeatedly. Takes a transaction handle too, so a check can be
   * part of a serialised step (the login guard's).
   */
  async check({ db, clock }: { db: DbOrTx; clock: Clock }, captchaId: string | undefined, code: string | undefined) {
    if (!captchaId || !code?.trim()) throw badRequest('CAPTCHA_REQUIRED', CAPTCHA_MSG.missing, 'captchaCode');
    const answer = await captchaRepository.consume(db, captchaId, clock.now());
    if (answer === null) throw badRequest('CAPTCHA_EXPIRED', CAPTCHA_MSG.stale, 'captchaCode');
    if (answer !== code.trim().toLowerCase()) throw badRequest('CAPTCHA_WRONG', CAPTCHA_MSG.wrong, 'captchaCode');
  },
  /** The answer without using the captcha up; only the development helpers call it (journeys solve pictures). */
  peekAnswer: ({ db }: Pick<Deps, 'db'>, captchaId: string) => captchaRepository.peek(db, captchaId),
};
