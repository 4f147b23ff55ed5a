import type { CallDef } from '@tuike/contract/call';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault, RouteOptions } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answerCacheFor, answerKey } from './answer-cache';
import { ok } from './envelope';

/** The app as a module's plugin (FastifyPluginAsyncZod) receives it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Parsed<C, P extends 'query' | 'body'> = C extends { [K in P]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The request a call's handler receives: query and body as its schemas parse them. */
export type CallRequest<C extends CallDef> = FastifyRequest<{ Querystring: Parsed<C, 'query'>; Body: Parsed<C, 'body'> }>;

/** What a call's handler returns: the `data` of its envelope (the route wraps it). */
export type CallResult<C extends CallDef> = z.output<C['response']> extends { data: infer D } ? D : never;

export type CallHandler<C extends CallDef> = (req: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C>>;

/** The OpenAPI part of a call's route schema; shared with routes that answer a call without its validation. */
export function callDocs(call: CallDef) {
  return {
    tags: call.tags,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    ...(call.auth ? { security: [{ bearer: [] }] } : {}),
  };
}

/**
 * Registers one call of the contract at its method and path: the contract's schemas validate the query
 * and body and document the call, a call with `auth` refuses anonymous callers before validation, and
 * the handler's data goes out in the success envelope (an `ownSession` handler refuses anonymous callers
 * itself, see lib/auth.ts). A call with `cache` answers from the process's
 * short-lived cache of serialised answers (see answer-cache.ts).
 */
export function route<C extends CallDef>(
  app: ZodApp,
  call: C,
  handler: CallHandler<C>,
  /** ownSession: a call with `auth` whose handler checks the token in its own statement (lib/auth.ts). */
  opts: { ownSession?: boolean } = {},
): void {
  if (opts.ownSession && !call.auth) throw new Error(`${call.method} ${call.path}: ownSession is for calls that need a login`);
  // The schemas below make the request match CallRequest<C>; Fastify's own types cannot follow a generic call.
  const run = (req: FastifyRequest, reply: FastifyReply) => handler(req as unknown as CallRequest<C>, reply);
  const options: RouteOptions = {
    method: call.method,
    url: call.path,
    ...(call.auth && !opts.ownSession ? { onRequest: app.requireUser } : {}),
    ...(opts.ownSession ? { config: { ownSession: true } } : {}),
    schema: {
      ...callDocs(call),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: call.response },
    },
    handler: call.cache ? cachedHandler(app, call, run) : async (req, reply) => ok(await run(req, reply)),
  };
  app.route(options);
}

function cachedHandler(
  app: ZodApp,
  call: CallDef,
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): RouteOptions['handler'] {
  const { seconds, anonymousOnly = false } = call.cache ?? { seconds: 0 };
  // A per-user answer in a shared cache would hand one promoter's data to another.
  if (call.auth || call.method !== 'GET' || !(seconds > 0))
    throw new Error(`${call.method} ${call.path}: only public GET calls may be cached, for a positive number of seconds`);
  return async (req, reply) => {
    if (anonymousOnly && req.auth) return ok(await run(req, reply));
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
