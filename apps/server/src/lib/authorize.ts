import { AppError, notFound, unauthorized } from './errors';

/**
 * Who is calling. Promoters today; the operator console will add
 * `{ kind: 'operator'; operatorId: number; roles: readonly OperatorRole[] }` and a role → grants table
 * below, without any service changing: services only ever ask `authorize(actor, action, resource)`.
 */
export type Actor = { kind: 'promoter'; userId: number };

export const promoter = (userId: number): Actor => ({ kind: 'promoter', userId });

/** Rows that belong to one user, and what may be done to each (a closed list per kind). */
interface OwnedActions {
  /** The users row: profile fields, password, home page figures. */
  profile: 'read' | 'update' | 'changePassword';
  /** Login sessions (tokens). */
  session: 'revoke';
  /** Which notices a user has read. */
  noticeRead: 'read' | 'mark';
  /** Account deletion applications. */
  deletionApplication: 'create';
  /** Balance, ledger and withdrawals. */
  money: 'read' | 'withdraw';
  /** Media accounts (platform + UID) a promoter publishes on. */
  mediaAccount: 'read' | 'unbind' | 'backfill';
  /** Keyword aliases, their back-filled links and their daily figures. */
  alias: 'read' | 'delete' | 'backfill';
  /** A promoter's channel link of a star/MCN task. */
  mcnTaskLink: 'read' | 'create';
}

/** Content published to everyone: notices, articles, works, task platforms, app versions. */
interface PublicActions {
  content: 'read';
}

type Actions = OwnedActions & PublicActions;
type OwnedKind = keyof OwnedActions;
type ResourceKind = keyof Actions;

/** The row being touched: its kind and, for owned rows, the user it belongs to (read from the row). */
type Resource<K extends ResourceKind = ResourceKind> = K extends OwnedKind ? { kind: K; ownerId: number } : { kind: K };

const isOwned = (r: Resource): r is Resource<OwnedKind> => 'ownerId' in r;

/**
 * The one "may this actor do this to this row" check, run by services before anything else.
 * Public content: anyone, logged in or not, may read it. Owned rows: a promoter, only their own.
 *
 * A promoter touching someone else's row gets NOT_FOUND, not FORBIDDEN: row ids are sequential
 * integers, so a 403 would confirm that another user's row exists and let a script enumerate them.
 * FORBIDDEN is kept for refusals that tell nothing about a row – an actor kind with no grant for the
 * action at all (operators without the role, once the console exists). No caller: UNAUTHENTICATED.
 */
export function authorize<K extends ResourceKind>(actor: Actor | null, _action: Actions[K], resource: Resource<K>): void {
  const refusal = check(actor, resource);
  if (refusal) throw refusal;
}

/**
 * `authorize` for a row the request named by its id: someone else's row answers `missing`, the very
 * error the caller gives a missing id (status, errorCode, msg and field alike), so a script cannot tell
 * "not yours" from "no such row". Other refusals (no caller) pass unchanged.
 */
export function authorizeNamed<K extends OwnedKind>(
  actor: Actor | null,
  action: Actions[K],
  resource: Resource<K>,
  missing: AppError,
): void {
  try {
    authorize(actor, action, resource);
  } catch (err) {
    throw err instanceof AppError && err.errorCode === 'NOT_FOUND' ? missing : err;
  }
}

/**
 * A promoter may do every listed action on their own rows, so the action does not enter the rule
 * yet. Operators will be checked here by role and action, answering 403 FORBIDDEN without the grant.
 */
function check(actor: Actor | null, resource: Resource): AppError | null {
  if (!isOwned(resource)) return null;
  if (!actor) return unauthorized('UNAUTHENTICATED');
  return actor.userId === resource.ownerId ? null : notFound();
}
