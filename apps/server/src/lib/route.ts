import type { Readable } from 'node:stream';
import type { CallDef } from '@tuike/contract/call';
import type { OperatorGrant } from '@tuike/contract/operator-grants';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault, RouteOptions } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import contentDisposition from 'content-disposition';
import type { z } from 'zod';
import { answerCacheFor, answerKey } from './answer-cache';
import { bearer, operatorActor, promoterActor } from './auth';
import { type OperatorActor, type PromoterActor, requireGrant } from './authorize';
import { ok } from './envelope';
import { AppError, unauthorized } from './errors';

/** The app as a module's plugin (FastifyPluginAsyncZod) receives it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Parsed<C, P extends 'params' | 'query' | 'body'> = C extends { [K in P]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request a call's handler receives: path segments, query and body as its schemas parse them. */
export type CallRequest<C extends CallDef> = FastifyRequest<{
  Params: Parsed<C, 'params'>;
  Querystring: Parsed<C, 'query'>;
  Body: Parsed<C, 'body'>;
}>;

/** What a `file` call's handler returns: the file's text and the name it is saved under (ASCII). */
export interface FileAnswer {
  filename: string;
  /** A CSV export's text, or a stored file's bytes as they stream from the media storage. */
  body: string | Readable;
  /** A stored file's own type; an export's comes from its call (`file: 'csv'`). */
  contentType?: string;
}

/** What a call's handler returns: the `data` of its envelope (the route wraps it), or a file call's file. */
export type CallResult<C extends CallDef> = C extends { file: string }
  ? FileAnswer
  : z.output<C['response']> extends { data: infer D }
    ? D
    : never;

/**
 * Who a call's handler is given: the operator for an operator call, the promoter for a promoter call,
 * and for a public call of the app the promoter when a live token came with it (notice read marks).
 * The console's public calls (its login) resolve nobody.
 */
export type ActorOf<C extends CallDef> = C['audience'] extends 'operator'
  ? OperatorActor
  : C['audience'] extends 'promoter'
    ? PromoterActor
    : C['path'] extends `/admin-api/${string}`
      ? null
      : PromoterActor | null;

export type CallHandler<C extends CallDef> = (
  req: CallRequest<C>,
  actor: ActorOf<C>,
  reply: FastifyReply,
) => Promise<CallResult<C>>;
/** An `ownSession` call's handler: it checks the token in the statement that reads its data. */
export type OwnSessionHandler<C extends CallDef> = (req: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C>>;
/** An optional-session call's handler: the bearer token as it came (null: none), checked in its own statement. */
export type OptionalSessionHandler<C extends CallDef> = (
  req: CallRequest<C>,
  token: string | null,
  reply: FastifyReply,
) => Promise<CallResult<C>>;

/** The OpenAPI part of a call's route schema; shared with routes that answer a call without its validation. */
export function callDocs(call: CallDef) {
  return {
    tags: call.tags,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    ...(call.audience !== 'public' ? { security: [{ bearer: [] }] } : {}),
  };
}

/**
 * Registers one call of the contract at its method and path: the contract's schemas validate the query
 * and body and document the call; the caller is resolved once, for the call's audience, before
 * validation (401 without a live session of that audience, 403 for an operator whose role lacks the
 * call's grant), and handed to the handler as its actor – tokens stop here. The handler's data goes
 * out in the success envelope. A call with `cache` answers from the process's short-lived cache of
 * serialised answers (see answer-cache.ts).
 */
export function route<C extends CallDef>(app: ZodApp, call: C, handler: CallHandler<C>): void {
  // The schemas below make the request match CallRequest<C>, and the hook the actor match ActorOf<C>;
  // Fastify's own types cannot follow a generic call.
  const run = (req: FastifyRequest, reply: FastifyReply) =>
    handler(req as unknown as CallRequest<C>, req.actor as ActorOf<C>, reply);
  register(app, call, run, resolveHook(app, call));
}

/**
 * A promoter call whose handler checks the bearer token in its own statement, one round trip instead
 * of two (`bearerOrRefuse` and `acceptSession` in lib/auth.ts): the route resolves nobody.
 */
export function routeOwnSession<C extends CallDef & { audience: 'promoter' }>(
  app: ZodApp,
  call: C,
  handler: OwnSessionHandler<C>,
): void {
  register(app, call, (req, reply) => handler(req as unknown as CallRequest<C>, reply), undefined);
}

/**
 * A public call of the app that reads more for a live token (notice read marks) and checks the token in
 * its own statement (`acceptLiveSession` in lib/auth.ts), one round trip instead of two: the route
 * resolves nobody. A request without a token is the anonymous read, from the answer cache when the call
 * has one; a request with one always reaches the handler, which answers a token that is not live as it
 * answers a visitor.
 */
export function routeOptionalSession<C extends CallDef & { audience: 'public' }>(
  app: ZodApp,
  call: C,
  handler: OptionalSessionHandler<C>,
): void {
  if (call.path.startsWith('/admin-api/')) throw new Error(`${call.method} ${call.path}: the console has no promoter sessions`);
  const run = (req: FastifyRequest, reply: FastifyReply) => handler(req as unknown as CallRequest<C>, bearer(req), reply);
  register(app, call, run, undefined, (req) => bearer(req) !== null);
}

/** Whether a request is answered for someone (never from the shared answer cache of an `anonymousOnly` call). */
type Personal = (req: FastifyRequest) => boolean;
const resolvedSomeone: Personal = (req) => req.actor !== null;

function register(
  app: ZodApp,
  call: CallDef,
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  onRequest: RouteOptions['onRequest'],
  personal: Personal = resolvedSomeone,
) {
  const options: RouteOptions = {
    method: call.method,
    url: call.path,
    ...(onRequest ? { onRequest } : {}),
    schema: {
      ...callDocs(call),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: call.response },
    },
    handler: call.cache
      ? cachedHandler(app, call, run, personal)
      : call.file
        ? fileHandler(call.file, run)
        : async (req, reply) => ok(await run(req, reply)),
  };
  app.route(options);
}

/** The onRequest hook that resolves a call's caller (before validation, so an anonymous body is never parsed). */
function resolveHook(app: ZodApp, call: CallDef): RouteOptions['onRequest'] {
  const now = () => app.deps.clock.now();
  if (call.audience === 'operator') {
    const grants: readonly OperatorGrant[] = typeof call.grant === 'string' ? [call.grant] : (call.grant ?? []);
    return async (request) => {
      const token = bearer(request);
      if (!token) throw unauthorized('UNAUTHENTICATED');
      const session = await app.sessionResolvers.operator(app.deps.db, token, now());
      if (!session) throw unauthorized('SESSION_EXPIRED');
      if (session.mustEnrollTotp && !grants.includes('self'))
        throw new AppError(403, 'TOTP_ENROLL_REQUIRED', '请先绑定两步验证（身份验证器）后再继续操作');
      const actor = operatorActor(session, request);
      requireGrant(actor, grants);
      request.actor = actor;
    };
  }
  if (call.audience === 'promoter') {
    return async (request) => {
      const token = bearer(request);
      if (!token) throw unauthorized('UNAUTHENTICATED');
      const session = await app.sessionResolvers.promoter(app.deps.db, token, now());
      if (!session) throw unauthorized('SESSION_EXPIRED');
      request.actor = promoterActor(session);
    };
  }
  if (call.path.startsWith('/admin-api/')) return undefined;
  // A public call of the app: the promoter when a live token came with it. A callback hook, so an
  // anonymous request (most catalogue reads) pays no promise for it.
  return (request, _reply, done) => {
    const token = bearer(request);
    if (!token) return done();
    app.sessionResolvers.promoter(app.deps.db, token, now()).then((session) => {
      if (session) request.actor = promoterActor(session);
      done();
    }, done);
  };
}

const FILE_TYPES = { csv: 'text/csv; charset=utf-8', stored: 'application/octet-stream' } as const;

/**
 * A file call's answer: the handler's text as is (a string is never serialised again), with its type
 * and a download name. Only a success is a file; a refusal thrown before it answers in the envelope.
 */
function fileHandler(
  type: keyof typeof FILE_TYPES,
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): RouteOptions['handler'] {
  return async (req, reply) => {
    const file = (await run(req, reply)) as FileAnswer;
    // An ASCII `filename` for old clients and the UTF-8 `filename*` for the rest (a report named in Chinese).
    return reply
      .type(file.contentType ?? FILE_TYPES[type])
      .header('content-disposition', contentDisposition(file.filename))
      .send(file.body);
  };
}

function cachedHandler(
  app: ZodApp,
  call: CallDef,
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  personal: Personal,
): RouteOptions['handler'] {
  const { seconds, anonymousOnly = false } = call.cache ?? { seconds: 0 };
  // A per-user answer in a shared cache would hand one promoter's data to another.
  if (call.audience !== 'public' || call.method !== 'GET' || !(seconds > 0))
    throw new Error(`${call.method} ${call.path}: only public GET calls may be cached, for a positive number of seconds`);
  return async (req, reply) => {
    if (anonymousOnly && personal(req)) return ok(await run(req, reply));
    const cache = answerCacheFor(app.deps, app.deps.clock);
    // Serialised with the route's own response serializer, exactly as an uncached answer would be.
    const answer = await cache.get(answerKey(call.method, call.path, req.query), seconds, async () => {
      const serialised = reply.serialize(ok(await run(req, reply)));
      return typeof serialised === 'string' ? serialised : Buffer.from(serialised as ArrayBuffer).toString('utf8');
    });
    // Compressed once per entry; a set Content-Encoding tells @fastify/compress to leave the body alone.
    const { body, encoding } = answer.encoded(req.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    // A JSON content type on a string or bytes: it goes out as is, with no second serialisation.
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
