import type { z } from 'zod';
import type { AuditAction } from '@tuike/contract/audit-actions';
import type { ZAuditPageQuery } from '@tuike/contract/operator';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { addDays, isoOperator, operatorTime } from '../../lib/time';
import { maskForAudit } from './mask';
import { auditRepository as repo } from './repository';

export type { AuditAction };

/**
 * What one operator write changed: the action (`withdrawal.approve`), the row, and its state before and
 * after. The action is a key of the contract's label map, so the console can name every one in Chinese.
 */
export interface AuditEntry {
  action: AuditAction;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an operator's write, inside the transaction of the change itself (`tx`): the change and its
 * audit row commit together or not at all. Secrets and personal numbers are masked (mask.ts).
 */
export async function recordAudit(tx: DbOrTx, actor: OperatorActor, entry: AuditEntry, at: Date): Promise<void> {
  await repo.insert(tx, {
    operatorId: actor.operatorId,
    operatorAccount: actor.account,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before === undefined ? null : maskForAudit(entry.before),
    after: entry.after === undefined ? null : maskForAudit(entry.after),
    ip: actor.ip,
    requestId: actor.requestId,
    createdAt: at,
  });
}

export const auditService = {
  async page({ db }: Deps, actor: OperatorActor, q: z.output<typeof ZAuditPageQuery>) {
    authorize(actor, 'read', { kind: 'audit' });
    const filter = {
      operatorId: q.operatorId,
      action: q.action,
      targetType: q.targetType,
      targetId: q.targetId,
      from: q.from ? operatorTime(q.from) : undefined,
      to: q.to ? operatorTime(addDays(q.to, 1)) : undefined,
    };
    return paged(
      q,
      (limit, offset) => repo.page(db, filter, limit, offset),
      (row) => ({
        id: row.id,
        operatorId: row.operatorId,
        operatorAccount: row.operatorAccount,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        ip: row.ip,
        createdAt: isoOperator(row.createdAt),
      }),
    );
  },
};
