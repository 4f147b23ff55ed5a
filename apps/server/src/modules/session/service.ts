import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { DAY, MINUTE } from '../../lib/clock';
import { sessionRepository } from './repository';

export const TOKEN_IDLE_LIFETIME_MS = 30 * DAY;
/** Sliding expiry is written at most this often, so a busy client does not write on every call. */
const TOUCH_EVERY_MS = MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

export const sessionService = {
  /** A 256-bit random bearer token; only its hash is kept. */
  async issue(db: DbOrTx, userId: number, now: Date, meta: SessionMeta = {}) {
    const token = randomBytes(32).toString('base64url');
    await sessionRepository.insert(db, {
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_IDLE_LIFETIME_MS),
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    });
    return token;
  },

  /** The session behind a token, or null when unknown, revoked or idle too long. */
  async resolve(db: DbOrTx, token: string, now: Date) {
    const row = await sessionRepository.findActive(db, hashToken(token), now);
    if (!row) return null;
    await sessionService.touchIfStale(db, row, now);
    return { sessionId: row.id, userId: row.userId };
  },

  /** Slides the expiry of a live session just used, at most once a minute (`activeSession` found it). */
  async touchIfStale(db: DbOrTx, row: { id: number; lastUsedAt: Date }, now: Date) {
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await sessionRepository.touch(db, row.id, now, new Date(now.getTime() + TOKEN_IDLE_LIFETIME_MS));
    }
  },

  /** Logout: the token stops working at once. */
  async revoke(db: DbOrTx, sessionId: number, now: Date) {
    await sessionRepository.revoke(db, sessionId, now);
  },

  /** Every live token of a user except `keepId` (a password change keeps the current one; null ends all). */
  async revokeOthers(db: DbOrTx, userId: number, keepId: number | null, now: Date) {
    await sessionRepository.revokeOthers(db, userId, keepId, now);
  },
};
