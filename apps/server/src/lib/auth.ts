import type { OperatorRole } from '@tuike/contract/operator-grants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { Actor, OperatorActor, PromoterActor } from './authorize';
import { unauthorized } from './errors';

/** A live promoter session: the promoter and the token in use. */
export interface RequestAuth {
  userId: number;
  sessionId: number;
}

/** A live operator session, with what the route needs to decide the call. */
export interface OperatorSession {
  operatorId: number;
  account: string;
  role: OperatorRole;
  sessionId: number;
  /** The admin requires two-factor and it is not set up yet: only the `self` calls answer. */
  mustEnrollTotp: boolean;
}

/**
 * The sessions behind a bearer token, or null: passed in by the app (the session and operators
 * modules) because lib sits below the modules and never imports them.
 */
export interface SessionResolvers {
  promoter: (db: DbOrTx, token: string, now: Date) => Promise<RequestAuth | null>;
  operator: (db: DbOrTx, token: string, now: Date) => Promise<OperatorSession | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, as the route resolved them (lib/route.ts); null for an anonymous caller. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    sessionResolvers: SessionResolvers;
  }
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Makes the resolvers available to every route; each route resolves only the audience it serves. */
export function registerAuth(app: FastifyInstance, resolvers: SessionResolvers) {
  app.decorateRequest('actor', null);
  app.decorate('sessionResolvers', resolvers);
}

export const promoterActor = (session: RequestAuth): PromoterActor => ({
  kind: 'promoter',
  userId: session.userId,
  sessionId: session.sessionId,
});

export const operatorActor = (session: OperatorSession, request: FastifyRequest): OperatorActor => ({
  kind: 'operator',
  operatorId: session.operatorId,
  account: session.account,
  role: session.role,
  sessionId: session.sessionId,
  ip: request.ip,
  requestId: String(request.id),
});

/** An `ownSession` route's token, or 401 UNAUTHENTICATED without one (what a promoter route answers). */
export function bearerOrRefuse(request: FastifyRequest): string {
  const token = bearer(request);
  if (!token) throw unauthorized('UNAUTHENTICATED');
  return token;
}

/**
 * An `ownSession` route's verdict on its token: what its statement found for a live session comes
 * back, the session becoming the request's actor (as the route would have made it); nothing found
 * (the token is not live) answers 401 SESSION_EXPIRED.
 */
export function acceptSession<T extends { session: RequestAuth }>(request: FastifyRequest, found: T | null): T {
  if (!found) throw unauthorized('SESSION_EXPIRED');
  request.actor = promoterActor(found.session);
  return found;
}

/**
 * An optional-session route's verdict (`routeOptionalSession`): a session its statement found live becomes
 * the request's actor, as the public call's hook would have made it; none leaves the caller anonymous.
 */
export function acceptLiveSession<T extends { session: RequestAuth | null }>(request: FastifyRequest, found: T): T {
  if (found.session) request.actor = promoterActor(found.session);
  return found;
}
