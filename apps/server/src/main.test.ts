import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_TEST_ENV, type ServerProcess, startServer, stopServer } from '../test/server-process';
import { DEMO_ACCOUNT } from './seed/demo-user';

/** Real server processes, started as `npm run serve` starts them. */
const running: ServerProcess[] = [];
const start = (env: Record<string, string>) => {
  const s = startServer(env);
  running.push(s);
  return s;
};
afterEach(() => {
  running.splice(0).forEach(stopServer);
});

/**
 * `promise`, or after 100 s a failure naming the step that did not finish and what the server printed: a
 * test timeout alone says neither (this test timed out once in CI and never when run alone).
 */
async function step<T>(s: ServerProcess, name: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish in 100 s; the server printed:\n${s.output()}`)), 100_000);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-main-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server process', () => {
  it('refuses an unsafe production configuration with a message naming the variable', async () => {
    const s = start({ NODE_ENV: 'production', DEV_HELPERS: '1', SEED_DEMO: 'true', DATA_DIR: tempDir() });
    expect((await s.exited).code).toBe(1);
    expect(s.output()).toContain('The server did not start');
    expect(s.output()).toContain('DEV_HELPERS');
    expect(s.output()).toContain('SEED_DEMO');
    expect(s.output()).toContain('SMS_PROVIDER');
  }, 60_000);

  it('refuses PostgreSQL without the SMS sender and the data key named, even outside production', async () => {
    // Refused before any connection, so the database need not exist.
    const s = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', DATA_DIR: tempDir() });
    expect((await s.exited).code).toBe(1);
    expect(s.output()).toContain('SMS_PROVIDER: required with DATABASE_URL');
    expect(s.output()).toContain('DATA_ENCRYPTION_KEY: required with DATABASE_URL');
  }, 60_000);

  it('refuses a second process on the same PGlite data directory, and the first keeps serving', async () => {
    const dir = tempDir();
    const first = start({ DATA_DIR: dir, SEED_DEMO: 'false' });
    const url = await first.url;
    const second = start({ DATA_DIR: dir, SEED_DEMO: 'false' });
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`The data directory ${dir} is in use by another server (pid`);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  }, 60_000);

  it('seeds the demo data on the quick start and shows the demo login only then', async () => {
    const dir = tempDir();
    const quick = start({ DATA_DIR: dir });
    await quick.url;
    expect(quick.output()).toContain(`Demo login:    account ${DEMO_ACCOUNT}`);
    expect(quick.output()).not.toContain('Development helpers are on');
    const res = await fetch(`${await quick.url}/dev/sms/last?phone=${DEMO_ACCOUNT}`);
    expect(await res.json()).toEqual({ code: 404, msg: '接口不存在', data: null, errorCode: 'NO_SUCH_CALL' });
    quick.child.kill('SIGTERM');
    expect((await quick.exited).code).toBe(0);

    const empty = start({ DATA_DIR: tempDir(), SEED_DEMO: 'false' });
    await empty.url;
    expect(empty.output()).not.toContain('Demo login');
  }, 90_000);

  it('on SIGTERM through npm, finishes the request in flight, then exits 0', async () => {
    const s = start({ DATA_DIR: tempDir(), SEED_DEMO: 'false' });
    const { port } = new URL(await s.url);
    const body = JSON.stringify({ account: '13900000000', password: 'wrong-password-1' });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // Half a request is on the wire when the signal arrives; the rest follows after it.
    socket.write(
      `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    s.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    const { code } = await s.exited;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('账号或密码错误');
    expect(code).toBe(0);
  }, 60_000);
});

describe('server process with REDIS_URL', () => {
  it('refuses to start when Redis cannot be reached, naming the variable and hiding the password', async () => {
    const s = start({ DATA_DIR: tempDir(), SEED_DEMO: 'false', REDIS_URL: 'redis://:s3cret@127.0.0.1:1' });
    expect((await s.exited).code).toBe(1);
    expect(s.output()).toContain('The server did not start');
    expect(s.output()).toContain('REDIS_URL: cannot reach Redis at redis://***@127.0.0.1:1');
    expect(s.output()).not.toContain('s3cret');
  }, 60_000);

  it.runIf(process.env.TEST_REDIS_URL)(
    'serves with shared counters and, on SIGTERM, closes Redis and exits 0',
    async () => {
      // Info-level lines, so that a failure shows how far the start and the shutdown got.
      const s = start({ DATA_DIR: tempDir(), SEED_DEMO: 'false', REDIS_URL: process.env.TEST_REDIS_URL!, LOG_LEVEL: 'info' });
      const url = await step(s, 'start', s.url);
      expect((await step(s, 'first request', fetch(`${url}/api/common/getPicCaptcha`))).status).toBe(200);
      s.child.kill('SIGTERM');
      expect((await step(s, 'shutdown', s.exited)).code).toBe(0);
    },
    // A first PGlite start fills its data directory in a child; beside the kill tests in CI that took over 60 s once.
    150_000,
  );
});

/** An empty PostgreSQL database (no migrations) for `use`, dropped afterwards with whatever is left running. */
async function withEmptyDatabase(use: (url: string) => Promise<void>) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tuike_main_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await use(url.toString());
  } finally {
    running.splice(0).forEach(stopServer);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('two nodes on one PostgreSQL database', () => {
  it('start at the same moment on an empty database: both serve, migrations and the demo seed run once', async () => {
    await withEmptyDatabase(async (url) => {
      const env = { ...POSTGRES_TEST_ENV, DATABASE_URL: url, SEED_DEMO: 'true' };
      const nodes = [start(env), start(env)];
      const urls = await Promise.all(nodes.map((n) => n.url));
      for (const u of urls) expect((await fetch(`${u}/healthz`)).status).toBe(200);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query('select count(*)::int as n from users where phone = $1', [DEMO_ACCOUNT]);
      await db.end();
      expect(rows[0].n).toBe(1);
      nodes.forEach((n) => n.child.kill('SIGTERM'));
      expect((await Promise.all(nodes.map((n) => n.exited))).map((e) => e.code)).toEqual([0, 0]);
    });
  }, 120_000);

  it('does not seed PostgreSQL unless SEED_DEMO=true asks', async () => {
    await withEmptyDatabase(async (url) => {
      const s = start({ ...POSTGRES_TEST_ENV, DATABASE_URL: url });
      await s.url;
      expect(s.output()).not.toContain('Demo login');
    });
  }, 60_000);
});
