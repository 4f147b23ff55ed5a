import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { TestClock } from '../src/lib/clock';
import { RATE_LIMITS, type RateLimits } from '../src/lib/rate-limits';
import { LogSmsSender } from '../src/modules/sms/sender';
import { givePglite, takePglite } from './pglite-pool';

/** What a test may set on its app besides the database and clock the harness provides. */
export type TestAppOptions = Partial<Omit<Parameters<typeof buildApp>[0], 'config' | 'database' | 'clock'>> & {
  /** Changes to the test configuration (e.g. trustProxy, redisUrl). */
  config?: Partial<Config>;
};

/**
 * The per-IP limits, raised out of reach: tests of other rules send far more from one address than a
 * person would. Rate-limit tests pass their own `rateLimits`.
 */
const UNLIMITED = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((group) => [group, { max: 1_000_000, windowMs: 60_000 }]),
) as RateLimits;

/** For tests of the PGlite thread itself (db/pglite-thread.test.ts). */
export { pgliteCode, pgliteTemplate } from './pglite-pool';

/** Makes an app listen on 127.0.0.1 at a free port and answers its base URL, for real HTTP requests. */
async function listen(app: App) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A real app on a real, empty database: in-memory PGlite, or a fresh PostgreSQL database
 * (created from TEST_DATABASE_URL and dropped on close) when that variable is set.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let databaseUrl: string | null = null;
  /** Gives the database up once the app is closed. */
  let release: () => Promise<unknown>;
  if (adminUrl) {
    const name = `tuike_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // A copy of the run's migrated template (test/global-setup.ts): no migrations per file.
    const template = inject('pgTemplate');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, dataDir: null });
    release = async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() returns before its connections are gone; forcing the drop at once would kill
      // them mid-goodbye and surface as an unhandled "terminating connection" error. Wait a little.
      for (let i = 0; ; i++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}${i < 20 ? '' : ' WITH (FORCE)'}`);
          break;
        } catch (err) {
          if (i >= 20) throw err;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await c.end();
    };
  } else {
    // This worker's database, reset after the previous file (test/pglite-pool.ts).
    const pooled = await takePglite();
    database = pooled;
    release = () => givePglite(pooled);
  }
  const clock = new TestClock(new Date());
  // Uploads of this app (and its second nodes, as a shared disk would hold them), removed on close.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-media-'));
  // The codes it sends can be read from `sms.sent`, as a person reads their phone (unless options give another sender).
  const sms = new LogSmsSender({ info: () => {} });
  const build = (db: Database, extra: TestAppOptions = {}) =>
    buildApp({
      rateLimits: { limits: UNLIMITED },
      sms,
      importTickMs: 0,
      ...options,
      ...extra,
      config: testConfig({
        media: { storage: 'dir', dir: mediaDir },
        // A closed local port: the eraser and the whitelist's author check never reach the platforms from a
        // test (the watermark tests point it at their fixture server instead).
        watermarkFixtureOrigin: 'http://127.0.0.1:9',
        ...options.config,
        ...extra.config,
      }),
      database: db,
      clock,
    });
  const app = await build(database);
  await app.ready();
  const nodes: Array<() => Promise<void>> = [];

  return {
    app,
    db: database.db,
    kind: database.kind,
    clock,
    sms,
    /** Where this app's uploads are stored (the media storage's directory). */
    mediaDir,

    /** Serves this app on 127.0.0.1 (a free port) and answers its base URL, e.g. for `httpClient`. */
    listen: () => listen(app),

    /**
     * Another server instance on the same database, as a second node behind a load balancer: its own
     * connection pool on PostgreSQL; on PGlite it shares the one in-memory database. Same clock and
     * options (so the same log SMS sender) unless others are given. Closed by `close()`.
     */
    async secondNode(extra: TestAppOptions = {}) {
      const shared = databaseUrl ? await openDatabase({ databaseUrl, dataDir: null }) : database;
      const node = await build(shared, extra).catch(async (err: unknown) => {
        if (shared !== database) await shared.close();
        throw err;
      });
      await node.ready();
      const closeNode = async () => {
        await node.close();
        if (shared !== database) await shared.close();
      };
      nodes.push(closeNode);
      return { app: node, db: shared.db, listen: () => listen(node) };
    },

    async close() {
      for (const closeNode of nodes) await closeNode();
      await app.close();
      await release();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Json = Record<string, unknown>;

/**
 * A thin HTTP client over inject: `api.get(path, query, token, ip)` → { status, body }. Requests come
 * from `ip` (default 127.0.0.1) unless a call names another; rules that count per IP test with it.
 */
export function client(t: Pick<TestApp, 'app'>, ip = '127.0.0.1') {
  const call = async (method: 'GET' | 'POST', url: string, payload?: Json, token?: string, fromIp = ip) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload: payload ?? {} }),
      remoteAddress: fromIp,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope payloads
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any }, headers: res.headers };
  };
  return {
    get: (url: string, query?: Json, token?: string, fromIp?: string) => call('GET', url, query, token, fromIp),
    post: (url: string, body?: Json, token?: string, fromIp?: string) => call('POST', url, body, token, fromIp),
  };
}

/**
 * The same calls as `client`, over real HTTP to a listening app (`t.listen()`), so requests run truly
 * in parallel. `ip` is the local address the connection comes from: any 127.x.y.z works on Linux, so
 * rules that count per IP still tell tests apart.
 */
export function httpClient(baseUrl: string, ip = '127.0.0.1') {
  const call = (method: 'GET' | 'POST', path: string, payload?: Json, token?: string, fromIp = ip) => {
    const url = new URL(path, baseUrl);
    if (method === 'GET') for (const [k, v] of Object.entries(payload ?? {})) url.searchParams.set(k, String(v));
    const body = method === 'POST' ? JSON.stringify(payload ?? {}) : undefined;
    const headers: http.OutgoingHttpHeaders = body ? { 'content-type': 'application/json' } : {};
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise<{ status: number; body: ReturnType<typeof parseEnvelope>; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        // A fresh connection per request (agent: false): parallel calls really are parallel.
        const req = http.request(url, { method, headers, localAddress: fromIp, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: parseEnvelope(Buffer.concat(chunks)), headers: res.headers }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      },
    );
  };
  return {
    get: (url: string, query?: Json, token?: string, fromIp?: string) => call('GET', url, query, token, fromIp),
    post: (url: string, body?: Json, token?: string, fromIp?: string) => call('POST', url, body, token, fromIp),
  };
}

/** An `httpClient` for each of two nodes. */
export type TwoNodes = [ReturnType<typeof httpClient>, ReturnType<typeof httpClient>];

/**
 * Serves the app and a second node on its database (`secondNode`), each on a port of its own, and answers an
 * `httpClient` for each: requests spread over both run as behind a load balancer, truly in parallel.
 */
export async function twoNodes(t: Pick<TestApp, 'listen' | 'secondNode'>): Promise<TwoNodes> {
  const second = await t.secondNode();
  const [firstUrl, secondUrl] = await Promise.all([t.listen(), second.listen()]);
  return [httpClient(firstUrl), httpClient(secondUrl)];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope payloads
const parseEnvelope = (raw: Buffer) => JSON.parse(raw.toString('utf8')) as { code: number; msg: string; data: any };
