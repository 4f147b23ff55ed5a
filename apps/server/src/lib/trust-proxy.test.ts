import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import type { App } from '../app';
import type { Config } from '../config';
import { loginAttempts } from '../db/schema';
import { RATE_LIMITS } from './rate-limits';
import { firstRow } from './rows';

/**
 * TRUST_PROXY decides whose address the per-IP rules see: the load balancer's X-Forwarded-For
 * entry for the client when the peer is a trusted proxy, the peer itself otherwise.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A node with the production limits and this TRUST_PROXY. */
const node = async (trustProxy: Config['trustProxy']) => (await t.secondNode({ config: { trustProxy }, rateLimits: {} })).app;

/** An SMS send request (its cheapest limit) arriving from `peer` with the given X-Forwarded-For. */
const sms = (app: App, peer: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/getPhoneValidCode',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {},
  });

/** Uses up the SMS allowance of whoever the app takes these requests to come from. */
async function exhaust(send: () => ReturnType<typeof sms>) {
  for (let i = 0; i < RATE_LIMITS.smsSend.max; i++) expect((await send()).statusCode).toBe(400);
  expect((await send()).statusCode).toBe(429);
}

/** Fails a password login through `peer` and answers the address the login guard recorded. */
async function recordedLoginIp(app: App, peer: string, forwardedFor: string) {
  const account = newPhone();
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { account, password: 'Wrong1234' },
  });
  expect(res.json().msg).toBe('账号或密码错误');
  const rows = await t.db.select({ ip: loginAttempts.ip }).from(loginAttempts).where(eq(loginAttempts.account, account));
  return firstRow(rows, 'select of the login attempt').ip;
}

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let app: App;
  beforeAll(async () => {
    app = await node(1);
  });

  it('counts per forwarded client, not per load balancer', async () => {
    await exhaust(() => sms(app, '10.9.0.1', '203.0.113.10'));
    expect((await sms(app, '10.9.0.1', '203.0.113.11')).statusCode).toBe(400);
  });

  it('takes the entry the load balancer added, so a client cannot choose its address', async () => {
    await exhaust(() => sms(app, '10.9.0.1', '203.0.113.20'));
    // A forged first entry is ignored: the last one is what the balancer saw.
    expect((await sms(app, '10.9.0.1', '198.51.100.99, 203.0.113.20')).statusCode).toBe(429);
  });

  it('records the forwarded client for login failures', async () => {
    expect(await recordedLoginIp(app, '10.9.0.1', '203.0.113.30')).toBe('203.0.113.30');
  });
});

describe('TRUST_PROXY=10.0.0.1,10.0.0.0/8 (the load balancers by address)', () => {
  let app: App;
  beforeAll(async () => {
    app = await node(['10.0.0.1', '10.0.0.0/8']);
  });

  it('counts per forwarded client when the peer is a listed proxy', async () => {
    await exhaust(() => sms(app, '10.0.0.1', '203.0.113.40'));
    expect((await sms(app, '10.20.30.40', '203.0.113.40')).statusCode).toBe(429);
    expect((await sms(app, '10.20.30.40', '203.0.113.41')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from a peer that is not listed', async () => {
    await exhaust(() => sms(app, '198.51.100.50', '203.0.113.50'));
    expect((await sms(app, '198.51.100.50', '203.0.113.51')).statusCode).toBe(429);
  });

  it('records the forwarded client for login failures', async () => {
    expect(await recordedLoginIp(app, '10.1.2.3', '203.0.113.60')).toBe('203.0.113.60');
  });
});

describe('TRUST_PROXY unset', () => {
  let app: App;
  beforeAll(async () => {
    app = await node(false);
  });

  it('ignores a forged X-Forwarded-For: the peer is the client', async () => {
    await exhaust(() => sms(app, '198.51.100.70', '203.0.113.70'));
    expect((await sms(app, '198.51.100.70', '203.0.113.71')).statusCode).toBe(429);
    expect((await sms(app, '198.51.100.71', '203.0.113.70')).statusCode).toBe(400);
  });

  it('records the peer for login failures', async () => {
    expect(await recordedLoginIp(app, '198.51.100.80', '203.0.113.80')).toBe('198.51.100.80');
  });
});
