import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { TestClock } from '../src/lib/clock';
import { LogSmsSender } from '../src/modules/sms/sender';

/**
 * A real app on a real, empty database: in-memory PGlite, or a fresh PostgreSQL database
 * (created from TEST_DATABASE_URL and dropped on close) when that variable is set.
 */
export async function createTestApp() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `tuike_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
  }
  const clock = new TestClock(new Date());
  const sms = new LogSmsSender({ info: () => {} });
  const app = await buildApp({ config: testConfig(), database, clock, sms });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    clock,
    sms,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Json = Record<string, unknown>;

/**
 * A thin HTTP client over inject: `api.get(path, query, token, ip)` → { status, body }. Requests come
 * from `ip` (default 127.0.0.1) unless a call names another; rules that count per IP test with it.
 */
export function client(t: TestApp, ip = '127.0.0.1') {
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
