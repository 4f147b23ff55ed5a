import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { unauthorized } from './errors';

export interface RequestAuth {
  userId: number;
  sessionId: number;
}

/**
 * The session behind a bearer token, or null. Passed in by the app (the session module's
 * `sessionService.resolve`) because lib sits below the modules and never imports them.
 */
export type SessionResolver = (db: DbOrTx, token: string, now: Date) => Promise<RequestAuth | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /**
     * The route checks the bearer token itself, in the statement that reads its data (one round trip
     * instead of two), through `bearerOrRefuse` and `acceptSession`; the hook below leaves it alone.
     */
    ownSession?: boolean;
  }
  interface FastifyInstance {
    /** Guard for promoter-only routes (onRequest or preHandler): 401 in the envelope without a live token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token on every request (public routes use it too, e.g. notice read
 * marks); `requireUser` turns a missing session into 401.
 */
export function registerAuth(app: FastifyInstance, resolveSession: SessionResolver) {
  app.decorateRequest('auth', null);
  // onRequest, so a route can refuse an anonymous caller (onRequest: app.requireUser) before validating its body.
  // A callback hook, so an anonymous request (most catalogue reads) pays no promise for it.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearer(request);
    if (!token || request.routeOptions.config.ownSession) return done();
    resolveSession(app.deps.db, token, app.deps.clock.now()).then((session) => {
      if (session) request.auth = session;
      done();
    }, done);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized(bearer(request) ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
  });
}

/** An `ownSession` route's token, or 401 UNAUTHENTICATED without one (what `requireUser` answers). */
export function bearerOrRefuse(request: FastifyRequest): string {
  const token = bearer(request);
  if (!token) throw unauthorized('UNAUTHENTICATED');
  return token;
}

/**
 * An `ownSession` route's verdict on its token: what its statement found for a live session comes
 * back, the session becoming `request.auth` (as the hook would have made it); nothing found (the
 * token is not live) answers 401 SESSION_EXPIRED.
 */
export function acceptSession<T extends { session: RequestAuth }>(request: FastifyRequest, found: T | null): T {
  if (!found) throw unauthorized('SESSION_EXPIRED');
  request.auth = found.session;
  return found;
}

/** The logged-in user's id; only call behind `requireUser`. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/** The logged-in user's id and session (the token in use); only call behind `requireUser`. */
export function sessionOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
