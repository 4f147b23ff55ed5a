import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../config';
import { lockDataDir } from './data-dir-lock';
import { type PgliteCode, PGliteThread } from './pglite-thread';
import * as schema from './schema';

export const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');
/** Session-level advisory lock key held while one node migrates and seeds; others wait for it. */
const STARTUP_LOCK_KEY = 7_301_001;

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle; repositories accept either so services decide the transaction bounds. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  /** Runs after the migrations while the start-up lock is still held (seeding), so nodes never race. */
  prepare?: (db: Db) => Promise<void>;
  /**
   * PGlite on a new data directory: fills it (initdb, migrations, `prepare`) before the server's own
   * instance opens, under the directory lock. main.ts does it in a child process (seed/fill.ts).
   */
  fillNewDataDir?: (pgliteDir: string) => Promise<void>;
  /** In-memory PGlite only: start from this dump of a migrated data directory (tests), skipping initdb. */
  pgliteTemplate?: Uint8Array;
  /** With `pgliteTemplate`: PGlite's compiled code, shared by every database the process starts (tests). */
  pgliteCode?: PgliteCode;
}

/**
 * Opens the database and applies every pending migration. Both drivers expose the same
 * drizzle query API; the pglite type is used as the common one.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.prepare);
  return openPglite(opts);
}

export interface StartedDatabase {
  /** Usable at once: its queries wait until the database is up. */
  database: Database;
  /** Settles once the database is migrated and prepared (openDatabase's promise). */
  ready: Promise<void>;
}

/**
 * openDatabase for a caller with other work to do meanwhile (the server's start): on PGlite the
 * database starts beside that work. On PostgreSQL, whose start is the server's, it is openDatabase.
 */
export async function startDatabase(opts: OpenOptions): Promise<StartedDatabase> {
  if (opts.databaseUrl) return { database: await openPostgres(opts.databaseUrl, opts.prepare), ready: Promise.resolve() };
  return startPglite(opts);
}

/**
 * Each driver is loaded only by the kind of database it opens (dynamic imports, which the bundle keeps
 * lazy): on PGlite, pg's import alone (with the undici it pulls in) was ~30 ms of every start. PGlite's own
 * package still loads on PostgreSQL in the bundle, where drizzle's PGlite driver imports it at its top.
 */
async function openPostgres(url: string, prepare: OpenOptions['prepare']): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Two nodes started together would both create the migrations table and apply the same
  // migration; one holds this lock (on its own connection) while the other waits.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    if (!(await atLatestMigration(db))) await migratePg(db as never, { migrationsFolder });
    await prepare?.(db);
  } catch (err) {
    lock.release();
    await pool.end();
    throw err;
  }
  await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
  lock.release();
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * The newest migration's timestamp from the journal drizzle-kit writes. drizzle's migrator reads and
 * hashes every file and runs four statements even when nothing is pending; this is one query.
 */
function latestMigrationMillis(): number | null {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    return journal.entries.at(-1)?.when ?? null;
  } catch {
    return null;
  }
}

/** Whether the database already holds the newest migration (drizzle's own rule: by timestamp). */
async function atLatestMigration(db: Db): Promise<boolean> {
  const latest = latestMigrationMillis();
  if (latest === null) return false;
  try {
    const { rows } = await db.execute<{ last: string | null }>(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    const last = rows[0]?.last;
    return last != null && Number(last) >= latest;
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

async function migrateAndPrepare(db: Db, prepare: OpenOptions['prepare']) {
  if (!(await atLatestMigration(db))) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db, { migrationsFolder });
  }
  await prepare?.(db);
}

/**
 * PGlite's WebAssembly memory only grows; PostgreSQL's default 128 MB of shared buffers is touched at
 * start and stays resident. The quick start's data fits in a fraction of that, and the files behind it
 * stay in the operating system's page cache, so 16 MB keeps the idle process small at no visible cost.
 * Added to PGlite's own start parameters, in this thread (the filler) and in PGlite's (pglite-worker.mjs).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

async function loadDriver() {
  const { drizzle } = await import('drizzle-orm/pglite');
  return (client: PGlite): Db => drizzle(client, { schema });
}

/**
 * Creates and fills a PGlite data directory with an instance that is closed at the end. initdb, the
 * migrations and the demo seed grow the WebAssembly memory to ~900 MB, and it never shrinks while an
 * instance lives; run in a child process (seed/fill.ts), all of it goes back to the system on exit.
 */
export async function fillPglite(pgliteDir: string, prepare?: OpenOptions['prepare']) {
  const [{ PGlite }, wrap] = await Promise.all([import('@electric-sql/pglite'), loadDriver()]);
  const filler = new PGlite(pgliteDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  try {
    await migrateAndPrepare(wrap(filler), prepare);
  } finally {
    await filler.close();
  }
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { database, ready } = await startPglite(opts);
  try {
    await ready;
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

/**
 * PGlite in a thread of its own (pglite-thread.ts). Answers as soon as the thread is started: queries
 * wait for it, and `ready` settles once PostgreSQL is up and the database is migrated (and prepared), so
 * the server is built while PGlite starts on the other core.
 */
async function startPglite({
  dataDir,
  prepare,
  fillNewDataDir,
  pgliteTemplate,
  pgliteCode,
}: OpenOptions): Promise<StartedDatabase> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // PGlite has no server to arbitrate: two processes on one directory silently lose writes.
    unlock = lockDataDir(dataDir);
  }
  try {
    const pgliteDir = dataDir && path.join(dataDir, 'pglite');
    if (pgliteDir && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      await (fillNewDataDir ? fillNewDataDir(pgliteDir) : fillPglite(pgliteDir, prepare));
    }
    const source = pgliteDir ? { dataDir: pgliteDir } : { template: pgliteTemplate ?? null, code: pgliteCode };
    // First, before the driver loads here: the thread's start is the long part.
    const thread = new PGliteThread(source, PGLITE_SETTINGS);
    // drizzle's PGlite driver calls only what PGliteThread offers (query, transaction).
    const db = (await loadDriver())(thread as unknown as PGlite);
    // Normally nothing to do after a fill; still run, so an interrupted fill is completed here. Sent now, not
    // once the thread says it is up: the migrations check waits in PGlite's thread and runs there the moment
    // PostgreSQL is, instead of after the message went round this thread, which is busy loading the app then.
    // A thread that fails to start fails the check as well; `ready` rejects with the thread's own error.
    const ready = Promise.all([thread.waitReady, migrateAndPrepare(db, prepare)]).then(() => {});
    ready.catch(() => {});
    return {
      database: {
        db,
        kind: 'pglite',
        close: async () => {
          await thread.close();
          unlock();
        },
      },
      ready,
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
