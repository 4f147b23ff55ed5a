import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { OperatorSession } from '../../lib/auth';
import { MINUTE } from '../../lib/clock';
import { readSetting, settingFrom } from '../app-config';
import { hashToken } from '../session';
import { operatorRepository as repo } from './repository';

/** The idle expiry is slid at most this often, so a busy console does not write on every call. */
const TOUCH_EVERY_MS = MINUTE;

/** A console session lapses after the admin's `console.idleMinutes` without a request (30 until set). */
const idleMs = (setting: { idleMinutes: number }) => setting.idleMinutes * MINUTE;

export const operatorSessions = {
  /** A 256-bit random bearer token; only its hash is kept. */
  async issue(db: DbOrTx, operatorId: number, now: Date, meta: { ip: string; userAgent?: string | undefined }) {
    const token = randomBytes(32).toString('base64url');
    const idle = idleMs(await readSetting(db, 'console'));
    await repo.insertSession(db, {
      operatorId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + idle),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    return token;
  },

  /**
   * The live session behind a token, or null when unknown, revoked, idle too long or its operator
   * disabled. The idle time is the setting in force now, read in the session's own statement, so an
   * admin's shorter timeout ends idle sessions on every node at their next request; `expires_at` (set
   * at each touch) keeps a session that lapsed under the old setting from coming back under a longer one.
   */
  async resolve(db: DbOrTx, token: string, now: Date): Promise<OperatorSession | null> {
    const row = await repo.findActiveSession(db, hashToken(token), now);
    if (!row) return null;
    const idle = idleMs(settingFrom('console', row.consoleSetting));
    const idleFor = now.getTime() - row.lastUsedAt.getTime();
    if (idleFor >= idle) return null;
    if (idleFor > TOUCH_EVERY_MS) await repo.touchSession(db, row.id, now, new Date(now.getTime() + idle));
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
  revokeOthers: (db: DbOrTx, operatorId: number, keepSessionId: number, now: Date) =>
    repo.revokeOtherSessions(db, operatorId, keepSessionId, now),
};
