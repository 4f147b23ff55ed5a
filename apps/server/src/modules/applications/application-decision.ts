import { labelOf } from '@tuike/contract/enums';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';

/** What the refusals of a decision say: the application is gone, or decided (naming its state). */
export interface DecisionMessages {
  notFound: string;
  decided: (state: string) => string;
}

/**
 * The application an operator decides, as its row lock read it: refused when it is missing (404), not
 * theirs to review, or no longer waiting because another operator took it first (409 REVIEW_CONFLICT).
 */
export function waitingApplication<R extends { userId: number; state: number }>(
  actor: OperatorActor,
  row: R | null,
  pending: number,
  states: readonly { value: number; label: string }[],
  msg: DecisionMessages,
): R {
  if (!row) throw notFound(msg.notFound);
  authorize(actor, 'review', { kind: 'application', ownerId: row.userId });
  if (row.state !== pending) throw conflict('REVIEW_CONFLICT', msg.decided(labelOf(states, row.state)));
  return row;
}
