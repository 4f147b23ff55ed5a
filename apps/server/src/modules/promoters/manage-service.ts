import type { Deps } from '../../deps';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { sessionService } from '../session';
import { PROMOTER_MSG, promoterReads } from './read-service';
import { promotersRepository as repo } from './repository';

export const MANAGE_MSG = {
  alreadyDisabled: '该推客已停用',
  notDisabled: '该推客未停用',
} as const;

/**
 * Disabling and enabling a promoter (grant promoters.manage). The users row is locked while its state
 * is checked and changed, so of two operators acting at once one wins and the other gets 409. Each
 * change and its audit row commit together.
 */
export const promoterManagement = {
  /**
   * Disables the account and revokes every session in the same transaction: from the commit on, no
   * node resolves any of the promoter's tokens (sessions are read from the database on every request,
   * and `activeSession` also refuses a disabled user's token), and login is refused.
   */
  async disable(deps: Deps, actor: OperatorActor, input: { id: number; reason: string }) {
    const { db, clock } = deps;
    await db.transaction(async (tx) => {
      const row = await repo.lock(tx, input.id);
      if (!row) throw notFound(PROMOTER_MSG.notFound);
      authorize(actor, 'disable', { kind: 'profile', ownerId: row.id });
      authorize(actor, 'revoke', { kind: 'session', ownerId: row.id });
      if (row.disabledAt) throw conflict('PROMOTER_STATUS_CONFLICT', MANAGE_MSG.alreadyDisabled);
      const now = clock.now();
      await repo.setDisabled(tx, row.id, { at: now, reason: input.reason }, now);
      await sessionService.revokeOthers(tx, row.id, null, now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'promoter.disable',
          targetType: 'users',
          targetId: row.id,
          before: { disabledAt: null },
          after: { disabledAt: now, disabledReason: input.reason, sessionsRevoked: true },
        },
        now,
      );
    });
    return promoterReads.detail(deps, actor, input.id);
  },

  /** Lets the promoter log in again; the sessions revoked at disabling stay revoked. */
  async enable(deps: Deps, actor: OperatorActor, input: { id: number }) {
    const { db, clock } = deps;
    await db.transaction(async (tx) => {
      const row = await repo.lock(tx, input.id);
      if (!row) throw notFound(PROMOTER_MSG.notFound);
      authorize(actor, 'enable', { kind: 'profile', ownerId: row.id });
      if (!row.disabledAt) throw conflict('PROMOTER_STATUS_CONFLICT', MANAGE_MSG.notDisabled);
      const now = clock.now();
      await repo.setDisabled(tx, row.id, null, now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'promoter.enable',
          targetType: 'users',
          targetId: row.id,
          before: { disabledAt: row.disabledAt, disabledReason: row.disabledReason },
          after: { disabledAt: null },
        },
        now,
      );
    });
    return promoterReads.detail(deps, actor, input.id);
  },
};
