import { type OperatorGrant, type OperatorRole, roleHas } from '@tuike/contract/operator-grants';
import { AppError, forbidden, notFound, unauthorized } from './errors';

/** A logged-in promoter, as the route resolved them from their bearer token (`sessionId`: the token in use). */
export type PromoterActor = { kind: 'promoter'; userId: number; sessionId: number };

/** A logged-in operator of the console, with the role their grants come from (`ROLE_GRANTS`). */
export type OperatorActor = {
  kind: 'operator';
  operatorId: number;
  account: string;
  role: OperatorRole;
  sessionId: number;
  /** Where the request came from, for the audit log. */
  ip: string;
  requestId: string;
};

/** Who is calling: resolved once by the route (`lib/route.ts`) and handed to the service. */
export type Actor = PromoterActor | OperatorActor;

/** A promoter actor outside a request (the seed, jobs acting for a promoter, tests): no session. */
export const promoter = (userId: number): PromoterActor => ({ kind: 'promoter', userId, sessionId: 0 });

/**
 * May this operator use this grant (or, given a list, one of them)? 403 FORBIDDEN otherwise: the refusal
 * names no row, so it tells nothing.
 */
export function requireGrant(actor: OperatorActor, grant: OperatorGrant | readonly OperatorGrant[]): void {
  const grants: readonly OperatorGrant[] = typeof grant === 'string' ? [grant] : grant;
  if (!grants.some((g) => roleHas(actor.role, g))) throw forbidden();
}

/** Rows that belong to one promoter, and what may be done to each (a closed list per kind). */
interface OwnedActions {
  /** The users row: profile fields, password, home page figures; an operator may disable and enable the account. */
  profile: 'read' | 'update' | 'changePassword' | 'disable' | 'enable';
  /** Login sessions (tokens). */
  session: 'revoke';
  /** Which notices a user has read. */
  noticeRead: 'read' | 'mark';
  /** Account deletion applications: the promoter applies, an operator reads the queue and decides. */
  deletionApplication: 'create' | 'read' | 'review';
  /** Balance, ledger and withdrawals: the promoter withdraws; operators decide, pay and adjust. */
  money: 'read' | 'withdraw' | 'decide' | 'pay' | 'adjust';
  /** Media accounts (platform + UID) a promoter publishes on. */
  mediaAccount: 'read' | 'bind' | 'unbind' | 'backfill';
  /** Keyword aliases, their back-filled links and their daily figures; an operator reviews them. */
  alias: 'read' | 'apply' | 'delete' | 'backfill' | 'review';
  /** A promoter's channel link of a star/MCN task. */
  mcnTaskLink: 'read' | 'create';
  /** Cloud-drive promotions, the drive UID they carry and their back-filled posts. */
  panPromotion: 'read' | 'create' | 'backfill' | 'review';
  /** Re-check and whitelist applications and the pictures uploaded for them; an operator reviews them. */
  application: 'read' | 'apply' | 'review';
  /** A promoter's daily use of the watermark eraser. */
  watermarkUsage: 'read' | 'use';
  /** A promoter's team: their invitees' progress and the rebates paid on them (ownerId: the inviter). */
  team: 'read';
}

/** Rows that belong to nobody: published content and the platform's own records. */
interface PlatformActions {
  /** Notices, articles, banners, FAQ, app versions: everyone reads, operators write. */
  content: 'read' | 'write';
  /** Works, task platforms, star/MCN tasks: everyone reads, operators publish. */
  catalogue: 'read' | 'write';
  /** The app's settings (fees, limits, windows). */
  settings: 'write';
  /** Console accounts. */
  operatorAccount: 'manage';
  /** The audit log. */
  audit: 'read';
  /** The platform's figures (the console's dashboard). */
  dashboard: 'read';
  /** Upstream report imports, the unmatched queue and reconciliation (the settlement engine). */
  settlement: 'run';
  /** The money invariants check's results (finance's reconciliation). */
  moneyChecks: 'read';
  /** The VIP levels' table (thresholds and benefits), part of the app's settings. */
  vipLevels: 'write';
  /** Wechat mentors, who has which, and the team-leader rules. */
  mentor: 'manage';
}

type Actions = OwnedActions & PlatformActions;
type OwnedKind = keyof OwnedActions;
type ResourceKind = keyof Actions;

/** The row being touched: its kind and, for owned rows, the promoter it belongs to (read from the row). */
type Resource<K extends ResourceKind = ResourceKind> = K extends OwnedKind ? { kind: K; ownerId: number } : { kind: K };

const isOwned = (r: Resource): r is Resource<OwnedKind> => 'ownerId' in r;

/**
 * Who may do what, per kind of row and action – the one grants table. `anyone`: also without a login.
 * `promoter: 'own'`: a promoter, on their own rows only. `operator`: an operator whose role has the
 * grant (`ROLE_GRANTS` in the contract). What a pair does not list, nobody may do.
 */
type Rule = { anyone?: true; promoter?: 'own'; operator?: OperatorGrant };
const own = { promoter: 'own' } as const;

export const GRANTS: { [K in ResourceKind]: Record<Actions[K], Rule> } = {
  profile: {
    read: { ...own, operator: 'promoters.read' },
    update: own,
    changePassword: own,
    disable: { operator: 'promoters.manage' },
    enable: { operator: 'promoters.manage' },
  },
  session: { revoke: { ...own, operator: 'promoters.manage' } },
  noticeRead: { read: own, mark: own },
  deletionApplication: { create: own, read: { operator: 'reviews.read' }, review: { operator: 'reviews.decide' } },
  money: {
    read: { ...own, operator: 'promoters.read' },
    withdraw: own,
    decide: { operator: 'withdrawals.decide' },
    pay: { operator: 'payouts.run' },
    adjust: { operator: 'balance.adjust' },
  },
  mediaAccount: { read: { ...own, operator: 'promoters.read' }, bind: own, unbind: own, backfill: own },
  alias: {
    read: { ...own, operator: 'promoters.read' },
    apply: own,
    delete: own,
    backfill: own,
    review: { operator: 'reviews.decide' },
  },
  mcnTaskLink: { read: { ...own, operator: 'promoters.read' }, create: own },
  panPromotion: {
    read: { ...own, operator: 'promoters.read' },
    create: own,
    backfill: own,
    review: { operator: 'reviews.decide' },
  },
  application: { read: { ...own, operator: 'reviews.read' }, apply: own, review: { operator: 'reviews.decide' } },
  watermarkUsage: { read: own, use: own },
  team: { read: { ...own, operator: 'promoters.read' } },
  content: { read: { anyone: true }, write: { operator: 'content.write' } },
  catalogue: { read: { anyone: true }, write: { operator: 'catalogue.write' } },
  settings: { write: { operator: 'settings.write' } },
  operatorAccount: { manage: { operator: 'operators.manage' } },
  audit: { read: { operator: 'audit.read' } },
  dashboard: { read: { operator: 'dashboard.read' } },
  settlement: { run: { operator: 'settlement.run' } },
  moneyChecks: { read: { operator: 'settlement.run' } },
  vipLevels: { write: { operator: 'settings.write' } },
  mentor: { manage: { operator: 'promoters.manage' } },
};

/**
 * The one "may this actor do this to this row" check, run by services before anything else, from the
 * grants table above.
 *
 * A promoter touching someone else's row gets NOT_FOUND, not FORBIDDEN: row ids are sequential
 * integers, so a 403 would confirm that another user's row exists and let a script enumerate them.
 * FORBIDDEN is for refusals that tell nothing about a row: an action the actor's kind or role has no
 * grant for at all (an operator without the role, a promoter asking for an operator's action).
 * No caller: UNAUTHENTICATED.
 */
export function authorize<K extends ResourceKind>(actor: Actor | null, action: Actions[K], resource: Resource<K>): void {
  const refusal = check(actor, (GRANTS[resource.kind] as Record<string, Rule>)[action as string] ?? {}, resource);
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

declare const scoped: unique symbol;
/**
 * One promoter's rows, as `scopeOf` granted them: the only way to name whose rows a repository reads
 * or writes for a caller. Repositories of owned rows take it instead of a bare user id, so no list or
 * lookup can forget the check (a bare number does not type-check as a scope).
 */
export type OwnerScope = { readonly ownerId: number; readonly [scoped]: true };

/**
 * The rows of one promoter this actor may `action`, checked once against the grants table: a
 * promoter's own (another promoter's answer NOT_FOUND), or, for an operator with the grant, the
 * promoter the operator named.
 */
export function scopeOf<K extends OwnedKind>(actor: Actor, action: Actions[K], kind: K, ownerId?: number): OwnerScope {
  const owner = ownerId ?? (actor.kind === 'promoter' ? actor.userId : undefined);
  if (owner === undefined) throw new Error(`an operator's ${kind} scope must name the promoter`);
  authorize(actor, action, { kind, ownerId: owner } as Resource<K>);
  return { ownerId: owner } as OwnerScope;
}

/**
 * Whose rows a list may show this actor, decided before the list is read: a promoter's own, or every
 * promoter's (`'all'`) for an operator with the grant (the console's queues across promoters).
 */
export function ownerScope<K extends OwnedKind>(actor: Actor, action: Actions[K], kind: K): OwnerScope | 'all' {
  if (actor.kind === 'promoter') return scopeOf(actor, action, kind);
  authorize(actor, action, { kind, ownerId: 0 } as Resource<K>);
  return 'all';
}

function check(actor: Actor | null, rule: Rule, resource: Resource): AppError | null {
  if (rule.anyone) return null;
  if (!actor) return unauthorized('UNAUTHENTICATED');
  if (actor.kind === 'operator') return rule.operator && roleHas(actor.role, rule.operator) ? null : forbidden();
  if (!rule.promoter) return forbidden();
  if (!isOwned(resource)) return null;
  return actor.userId === resource.ownerId ? null : notFound();
}
