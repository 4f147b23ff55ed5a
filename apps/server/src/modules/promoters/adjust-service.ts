import type { z } from 'zod';
import type { ZAdjustBalanceBody } from '@tuike/contract/admin-promoters';
import type { Deps } from '../../deps';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { postToLedger } from '../ledger';
import { presentAdjustment } from './presenter';
import { PROMOTER_MSG } from './read-service';
import { promotersRepository as repo } from './repository';

export const ADJUST_MSG = {
  requestReused: '该请求编号已用于另一笔调整，请刷新后重试',
} as const;

/**
 * A balance adjustment (grant balance.adjust, admin only): never an edit of a balance, but an
 * adjustment row (who, why, the console's request id) and the ledger row that references it, posted
 * by `postToLedger` in the same transaction as the audit row. The request id is unique: a retry
 * (parallel or later) meets the first row on the unique index, waits for its transaction, and answers
 * that adjustment without posting again; a debit the balance does not cover rolls everything back
 * (409 INSUFFICIENT_BALANCE).
 */
export async function adjustBalance(deps: Deps, actor: OperatorActor, input: z.output<typeof ZAdjustBalanceBody>) {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    if (!(await repo.exists(tx, input.id))) throw notFound(PROMOTER_MSG.notFound);
    authorize(actor, 'adjust', { kind: 'money', ownerId: input.id });
    const now = clock.now();
    const created = await repo.insertAdjustment(tx, {
      userId: input.id,
      operatorId: actor.operatorId,
      amount: input.amount,
      reason: input.reason,
      requestId: input.requestId,
      createdAt: now,
    });
    const row = created ?? (await repo.adjustmentByRequest(tx, input.requestId));
    if (!row) throw new Error(`adjustment request ${input.requestId} conflicted but no row holds it`);
    const same =
      row.userId === input.id &&
      row.amount === input.amount &&
      row.reason === input.reason &&
      row.operatorId === actor.operatorId;
    if (!same) throw conflict('REQUEST_ID_REUSED', ADJUST_MSG.requestReused, 'requestId');
    // For a retry this finds the first posting and writes nothing (idempotent per reference).
    const { entry } = await postToLedger(tx, {
      userId: row.userId,
      type: 'adjustment',
      amount: row.amount,
      ref: { type: 'adjustment', id: row.id },
      // The promoter reads the reason in their ledger: a change to their balance says why.
      note: row.reason,
      at: row.createdAt,
    });
    if (created)
      await recordAudit(
        tx,
        actor,
        {
          action: 'promoter.adjustBalance',
          targetType: 'balance_adjustments',
          targetId: row.id,
          before: { userId: row.userId, balance: entry.balanceAfter - row.amount },
          after: {
            userId: row.userId,
            amount: row.amount,
            reason: row.reason,
            balance: entry.balanceAfter,
            ledgerEntryId: entry.id,
          },
        },
        now,
      );
    return presentAdjustment(row, entry, actor.account);
  });
}
