import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../config';
import { lockDataDir } from './data-dir-lock';
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
  /** In-memory PGlite only: start from this dump of a migrated data directory (tests), skipping initdb. */
  pgliteTemplate?: Blob;
}

/**
 * Opens the database and applies every pending migration. Both drivers expose the same
 * drizzle query API; the pglite type is used as the common one.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.prepare);
  return openPglite(opts.dataDir, opts.prepare, opts.pgliteTemplate);
}

async function openPostgres(url: string, prepare: OpenOptions['prepare']): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Two nodes started together would both create the migrations table and apply the same
  // migration; one holds this lock (on its own connection) while the other waits.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await migratePg(db as never, { migrationsFolder });
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

async function openPglite(dataDir: string | null, prepare: OpenOptions['prepare'], template?: Blob): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // PGlite has no server to arbitrate: two processes on one directory silently lose writes.
    unlock = lockDataDir(dataDir);
  }
  try {
    const client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite({ loadDataDir: template });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db);
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
