import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/client';
import { POSTGRES_TEST_ENV, type ServerProcess, startServer, stopServer } from './server-process';

/**
 * What the tests that kill a real server process with SIGKILL share: where the server's data lives, how
 * the test reaches it while no server holds it, the server processes themselves, and one scenario run on
 * each engine.
 */
export interface KillStore {
  kind: 'postgres' | 'pglite';
  /** The server's environment for this store (its database and data directory). */
  env: Record<string, string>;
  /** Opens the database for `fn` and closes it again (PGlite serves one process at a time). */
  use<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Waits until the killed server's work has ended inside the database. */
  settle(): Promise<void>;
  drop(): Promise<void>;
}

const openOnce = async <T>(opts: Parameters<typeof openDatabase>[0], fn: (db: Db) => Promise<T>) => {
  const database = await openDatabase(opts);
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
};

/** A scratch database on TEST_DATABASE_URL's server (and a data directory for the server's media). */
async function postgresStore(): Promise<KillStore> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tuike_kill_${randomBytes(6).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-kill-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A backend whose client died finishes (commits or rolls back) what it holds, then exits; reading
  // before that could see a commit land after the check. pool.end() also returns before its
  // connections are gone, and dropping the database under them would fail them mid-goodbye.
  const settle = async () => {
    for (let i = 0; ; i++) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (rows[0]!.n === 0) return;
      if (i >= 200) throw new Error(`${rows[0]!.n} connections to ${name} still open after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    kind: 'postgres',
    env: { ...POSTGRES_TEST_ENV, DATABASE_URL: url.toString(), DATA_DIR: dir },
    use: (fn) => openOnce({ databaseUrl: url.toString(), dataDir: null }, fn),
    settle,
    async drop() {
      try {
        await settle();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A PGlite data directory (no demo data). */
function pgliteStore(): KillStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-kill-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir, SEED_DEMO: 'false' },
    use: (fn) => openOnce({ databaseUrl: null, dataDir: dir }, fn),
    // The process is gone, and PGlite ran inside it.
    settle: async () => {},
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

const running: ServerProcess[] = [];
afterEach(() => {
  running.splice(0).forEach(stopServer);
});

/**
 * Starts the built server as the node process itself, not `npm run serve`: SIGKILL cannot be forwarded,
 * so killing npm would leave the server running as an orphan. Stopped after each test.
 */
export function startKillable(env: Record<string, string>): ServerProcess {
  const s = startServer(env, [process.execPath, '--enable-source-maps', 'apps/server/dist/main.js']);
  running.push(s);
  return s;
}

/**
 * `scenario` as one test on PostgreSQL (with TEST_DATABASE_URL) and one on a PGlite data directory, each on
 * a fresh store dropped afterwards: `describe` titles `<subject>, on PostgreSQL` and `…, on a PGlite data directory`.
 */
export function onBothEngines(subject: string, test: string, scenario: (store: KillStore) => Promise<void>, timeoutMs: number) {
  const run = (open: () => Promise<KillStore> | KillStore) => async () => {
    const store = await open();
    try {
      await scenario(store);
    } finally {
      running.splice(0).forEach(stopServer);
      await store.drop();
    }
  };
  describe.runIf(process.env.TEST_DATABASE_URL)(`${subject}, on PostgreSQL`, () => {
    it(test, run(postgresStore), timeoutMs);
  });
  describe(`${subject}, on a PGlite data directory`, () => {
    it(test, run(pgliteStore), timeoutMs);
  });
}
