import { defineCall, PUBLIC_READ_CACHE } from '@tuike/contract/call';
import { ZEnvelope } from '@tuike/contract/envelope';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../deps';
import { answerKey, preferredEncoding } from './answer-cache';
import { TestClock } from './clock';
import { AppError, notFound } from './errors';
import { registerAuth } from './auth';
import type { PromoterActor } from './authorize';
import { route } from './route';

const ZItems = ZEnvelope(z.object({ n: z.number(), who: z.string() }));
const list = defineCall({
  method: 'GET',
  path: '/api/test/list',
  audience: 'public',
  cache: PUBLIC_READ_CACHE,
  tags: [],
  summary: 'A public list',
  query: z.object({ page: z.coerce.number().default(1), size: z.coerce.number().default(10), pad: z.coerce.number().default(0) }),
  response: ZItems,
});
const notices = defineCall({
  method: 'GET',
  path: '/api/test/notices',
  audience: 'public',
  cache: { seconds: 1, anonymousOnly: true },
  tags: [],
  summary: 'Public, with per-user read marks',
  response: ZItems,
});

let clock: TestClock;
let app: ReturnType<typeof build>;
/** How often each handler really ran, and what it answers next. */
let runs: number;
let fail: boolean;

function build() {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  // The cache needs only the clock of the app's dependencies.
  server.decorate('deps', { clock } as unknown as Deps);
  // A stand-in for the sessions: the bearer token is the user id.
  registerAuth(server, {
    promoter: async (_db, token) => ({ userId: Number(token), sessionId: 1 }),
    operator: async () => null,
  });
  server.setErrorHandler((err: Error, _req, reply) => {
    const status = err instanceof AppError ? err.status : 500;
    return reply.code(status).send({ code: status, msg: err.message, data: null });
  });
  const handler = async (req: { query: unknown }, actor: PromoterActor | null) => {
    runs += 1;
    if (fail) throw notFound();
    const who = actor ? `user ${actor.userId}` : 'anyone';
    // `pad` makes a big answer, one worth compressing.
    return { n: runs, who: who + '。'.repeat((req.query as { pad?: number } | undefined)?.pad ?? 0) };
  };
  route(server, list, handler);
  route(server, notices, handler);
  return server;
}

beforeEach(async () => {
  clock = new TestClock();
  runs = 0;
  fail = false;
  app = build();
  await app.ready();
});
afterEach(() => app.close());

const get = async (url: string, user?: number) => {
  const res = await app.inject({ method: 'GET', url, headers: user ? { authorization: `Bearer ${user}` } : {} });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.json() as { data: { n: number; who: string } } };
};

describe('answer cache', () => {
  it('serves the serialised answer again within the second, as JSON, for the same normalised query', async () => {
    const first = await get('/api/test/list?page=1&size=10');
    const again = await get('/api/test/list?size=10&page=1');
    const defaults = await get('/api/test/list');
    expect(first).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { code: 200, msg: 'ok', data: { n: 1, who: 'anyone' } },
    });
    expect(again).toEqual(first);
    expect(defaults).toEqual(first);
    expect(runs).toBe(1);
    expect((await get('/api/test/list?page=2')).body.data.n).toBe(2);
  });

  it('builds the answer again once the second has passed, so a change shows within it', async () => {
    await get('/api/test/list');
    clock.advance(1000);
    expect((await get('/api/test/list')).body.data.n).toBe(1);
    clock.advance(1);
    expect((await get('/api/test/list')).body.data.n).toBe(2);
    expect(runs).toBe(2);
  });

  it('shares a user-independent answer between callers, but never a per-user one', async () => {
    await get('/api/test/list', 7);
    expect((await get('/api/test/list', 8)).body.data).toEqual({ n: 1, who: 'user 7' });

    expect((await get('/api/test/notices')).body.data).toEqual({ n: 2, who: 'anyone' });
    expect((await get('/api/test/notices', 7)).body.data).toEqual({ n: 3, who: 'user 7' });
    expect((await get('/api/test/notices', 7)).body.data).toEqual({ n: 4, who: 'user 7' });
    expect((await get('/api/test/notices', 8)).body.data).toEqual({ n: 5, who: 'user 8' });
    expect((await get('/api/test/notices')).body.data).toEqual({ n: 2, who: 'anyone' });
  });

  it('never keeps an error: the next request asks again', async () => {
    fail = true;
    expect((await get('/api/test/list')).status).toBe(404);
    fail = false;
    expect(await get('/api/test/list')).toMatchObject({ status: 200, body: { data: { n: 2 } } });
    expect(runs).toBe(2);
  });

  it('builds one answer for concurrent misses of one key', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/test/list')));
    expect(new Set(answers.map((a) => a.body.data.n))).toEqual(new Set([1]));
    expect(runs).toBe(1);
  });

  it('refuses a cache on a call that needs a login', () => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    const personal = { ...list, audience: 'promoter' } as const;
    expect(() => route(server, personal, async () => ({ n: 1, who: 'me' }))).toThrow('only public GET calls may be cached');
  });

  it('compresses a big answer once per entry, as the client accepts, and a small one never', async () => {
    const url = '/api/test/list?pad=2000';
    const send = (encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
    const plain = await send();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await send('gzip, deflate, br');
    const gzip = await send('gzip, br;q=0');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect([br.headers.vary, gzip.headers.vary]).toEqual(['accept-encoding', 'accept-encoding']);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(runs).toBe(1);

    const small = await app.inject({ method: 'GET', url: '/api/test/list', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: { who: 'anyone' } });
  });

  it('reads Accept-Encoding: br first, then gzip, nothing refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('deflate, identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('keys by method, path and the query with its keys sorted', () => {
    expect(answerKey('GET', '/a', { b: 2, a: [1, 'x'] })).toBe(answerKey('GET', '/a', { a: [1, 'x'], b: 2 }));
    expect(answerKey('GET', '/a', { a: { b: 1 } })).not.toBe(answerKey('GET', '/a', { a: { c: 1 } }));
    expect(answerKey('GET', '/a', undefined)).toBe('GET /a');
  });
});
