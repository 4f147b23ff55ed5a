import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { OperatorSession } from '../../lib/auth';
import { MINUTE } from '../../lib/clock';
import { hashToken } from '../session';
import { operatorRepository as repo } from './repository';

/** A console session lapses after this long without a request. */
export const OPERATOR_IDLE_MS = 30 * MINUTE;
/** The idle expiry is slid at most this often, so a busy console does not write on every call. */
const TOUCH_EVERY_MS = MINUTE;

export const operatorSessions = {
  /** A 256-bit random bearer token; only its hash is kept. */
  async issue(db: DbOrTx, operatorId: number, now: Date, meta: { ip: string; userAgent?: string | undefined }) {
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession(db, {
      operatorId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_IDLE_MS),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    return token;
  },

  /** The live session behind a token, or null when unknown, revoked, idle too long or its operator disabled. */
  async resolve(db: DbOrTx, token: string, now: Date): Promise<OperatorSession | null> {
    const row = await repo.findActiveSession(db, hashToken(token), now);
    if (!row) return null;
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)
      await repo.touchSession(db, row.id, now, new Date(now.getTime() + OPERATOR_IDLE_MS));
    return {
      operatorId: row.operatorId,
      account: row.account,
      role: row.role,
      sessionId: row.id,
      mustEnrollTotp: row.totpRequired && row.totpEnabledAt === null,
    };
  },

  revoke: (db: DbOrTx, sessionId: number, now: Date) => repo.revokeSession(db, sessionId, now),
  revokeAll: (db: DbOrTx, operatorId: number, now: Date) => repo.revokeAllSessions(db, operatorId, now),
};
