import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { type AuditEntry, recordAudit } from '../audit';

/**
 * Runs one operator write of content and its audit row in one transaction: both commit or neither.
 * `change` returns what the call answers and what the audit log keeps (the row before and after).
 * A change that changes nothing (publishing what is published) returns no entry and records nothing.
 */
export async function contentWrite<T>(
  { db, clock }: Deps,
  actor: OperatorActor,
  change: (tx: Tx, now: Date) => Promise<{ result: T; audit: AuditEntry | null }>,
): Promise<T> {
  authorize(actor, 'write', { kind: 'content' });
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx, now);
    if (audit) await recordAudit(tx, actor, audit, now);
    return result;
  });
}

/**
 * The console's reads show drafts and scheduled rows, which only those who may write content see
 * (public content is read through the app's calls).
 */
export const authorizeContentRead = (actor: OperatorActor) => authorize(actor, 'write', { kind: 'content' });
