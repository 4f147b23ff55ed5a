import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { App } from '../app';
import { type Config, ConfigError } from '../config';
import { RATE_LIMITS, type RateLimitOptions } from './rate-limits';

/** A Redis server for the shared-counter tests (CI sets it); without it those tests are skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every Redis key of this run starts with it, so parallel runs never share a counter. */
const keyPrefix = `tuike-test:${randomBytes(6).toString('hex')}:`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  if (!process.env.TEST_REDIS_URL) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** A server node on the test database with the production limits (unless told otherwise). */
const node = async (config: Partial<Config> = {}, rateLimits: RateLimitOptions = {}) =>
  (await t.secondNode({ config, rateLimits })).app;

const call = (app: App, method: 'GET' | 'POST', url: string, ip: string) =>
  app.inject({ method, url, remoteAddress: ip, ...(method === 'POST' ? { payload: {} } : {}) });

/** Sends `n` requests and answers their statuses (in order: some routes are not safe to hit at once). */
async function statuses(n: number, send: () => ReturnType<typeof call>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).statusCode);
  return out;
}

let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

describe('per-IP limits on the costly anonymous calls', () => {
  let app: App;
  beforeAll(async () => {
    app = await node();
  });

  it('answers the 31st captcha in a minute with 429, Retry-After and the envelope', async () => {
    const ip = freshIp();
    const send = () => call(app, 'GET', '/api/common/getPicCaptcha', ip);
    expect(new Set(await statuses(RATE_LIMITS.captcha.max, send))).toEqual(new Set([200]));
    const res = await send();
    expect(res.statusCode).toBe(429);
    const after = Number(res.headers['retry-after']);
    expect(after).toBeGreaterThanOrEqual(55);
    expect(after).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({ code: 429, msg: `请求过于频繁，请 ${after} 秒后再试`, data: null, errorCode: 'RATE_LIMITED' });
    // Limits are not advertised, and the answer still carries the security headers.
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['POST', '/api/user/getPhoneValidCode', RATE_LIMITS.smsSend],
    ['POST', '/api/user/login', RATE_LIMITS.passwordLogin],
    ['POST', '/api/user/loginbyphone', RATE_LIMITS.phoneLogin],
    ['POST', '/api/user/reg', RATE_LIMITS.register],
  ] as const)('limits %s %s on its own count', async (method, url, limit) => {
    const ip = freshIp();
    const send = () => call(app, method, url, ip);
    // Counted before the body is read: empty bodies (400) use up the allowance like real ones.
    expect(new Set(await statuses(limit.max, send))).toEqual(new Set([400]));
    const res = await send();
    expect(res.statusCode).toBe(429);
    const after = Number(res.headers['retry-after']);
    expect(after).toBeGreaterThan(limit.windowMs / 1000 - 30);
    expect(after).toBeLessThanOrEqual(limit.windowMs / 1000);
    expect(res.json()).toEqual({
      code: 429,
      msg: `请求过于频繁，请 ${Math.ceil(after / 60)} 分钟后再试`,
      data: null,
      errorCode: 'RATE_LIMITED',
    });
    // Another limited call from the same address has its own allowance.
    expect((await call(app, 'GET', '/api/common/getPicCaptcha', ip)).statusCode).toBe(200);
  });

  it('counts each client address separately', async () => {
    const [a, b] = [freshIp(), freshIp()];
    await statuses(RATE_LIMITS.smsSend.max, () => call(app, 'POST', '/api/user/getPhoneValidCode', a));
    expect((await call(app, 'POST', '/api/user/getPhoneValidCode', a)).statusCode).toBe(429);
    expect((await call(app, 'POST', '/api/user/getPhoneValidCode', b)).statusCode).toBe(400);
  });

  it('counts an IPv6 client by its /64, the prefix one subscriber gets', async () => {
    const send = (ip: string) => call(app, 'POST', '/api/user/getPhoneValidCode', ip);
    for (let i = 0; i < RATE_LIMITS.smsSend.max; i++) await send(`2001:db8:0:1::${i + 1}`);
    expect((await send('2001:db8:0:1::ffff')).statusCode).toBe(429);
    expect((await send('2001:db8:0:2::1')).statusCode).toBe(400);
  });

  it('puts every other API call under a general ceiling, but not /healthz, /docs or pictures', async () => {
    const ip = freshIp();
    const codes = await statuses(RATE_LIMITS.general.max, () => call(app, 'GET', '/api/no/such/call', ip));
    expect(new Set(codes)).toEqual(new Set([404]));
    const res = await call(app, 'GET', '/api/works/list', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    expect((await call(app, 'GET', '/healthz', ip)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/docs/json', ip)).statusCode).toBe(200);
    // Pictures have their own, larger allowance.
    expect((await call(app, 'GET', '/media/no-such-picture', ip)).statusCode).toBe(404);
  });

  it('gives pictures (/media) their own ceiling', async () => {
    // A small allowance (RATE_LIMITS.media is 1,200) checks the grouping without 1,200 requests.
    const small = await node({}, { limits: { ...RATE_LIMITS, media: { max: 5, windowMs: 60_000 } } });
    const ip = freshIp();
    const codes = await statuses(5, () => call(small, 'GET', '/media/no-such-picture', ip));
    expect(new Set(codes)).toEqual(new Set([404]));
    expect((await call(small, 'GET', '/media/no-such-picture', ip)).statusCode).toBe(429);
    expect((await call(small, 'GET', '/api/works/list', ip)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('counters shared by every node through Redis (REDIS_URL)', () => {
  it('lets two nodes on one Redis share the count for an address', async () => {
    const a = await node({ redisUrl: REDIS_URL }, { keyPrefix });
    const b = await node({ redisUrl: REDIS_URL }, { keyPrefix });
    const ip = freshIp();
    const send = (app: App, from = ip) => call(app, 'POST', '/api/user/getPhoneValidCode', from);
    await statuses(6, () => send(a));
    await statuses(RATE_LIMITS.smsSend.max - 6, () => send(b));
    const [fromA, fromB] = [await send(a), await send(b)];
    expect([fromA.statusCode, fromB.statusCode]).toEqual([429, 429]);
    expect(Number(fromB.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await send(a, freshIp())).statusCode).toBe(400);
  });

  it('refuses to start when Redis cannot be reached, naming REDIS_URL and hiding the password', async () => {
    const url = 'redis://:s3cret@127.0.0.1:1';
    const error = await node({ redisUrl: url }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('REDIS_URL: cannot reach Redis at redis://***@127.0.0.1:1');
    expect(message).not.toContain('s3cret');
  });

  it('lets requests through at once when Redis goes away after start (the database rules still apply)', async () => {
    // A relay in front of Redis that can be cut, as a network failure would.
    const sockets = new Set<net.Socket>();
    const redisPort = Number(new URL(REDIS_URL).port || 6379);
    const relay = net.createServer((client) => {
      const upstream = net.connect(redisPort, new URL(REDIS_URL).hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const app = await node({ redisUrl: `redis://127.0.0.1:${port}` }, { keyPrefix });
    const ip = freshIp();
    expect((await call(app, 'GET', '/api/common/getPicCaptcha', ip)).statusCode).toBe(200);

    await new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
    const started = Date.now();
    expect((await call(app, 'GET', '/api/common/getPicCaptcha', ip)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
