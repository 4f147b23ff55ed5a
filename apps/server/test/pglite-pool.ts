import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { type Database, type Db, openDatabase } from '../src/db/client';
import { type PgliteCode, sharedBytes } from '../src/db/pglite-thread';
import * as schema from '../src/db/schema';

/**
 * One PGlite database per test worker, reset between the files that use it, instead of a new one per
 * file: loading the 44 MB template and starting PostgreSQL in a new thread cost ≈ 0.5 s of CPU per file,
 * the reset a small fraction of that. The reset gives the next file exactly what a fresh copy of the
 * template shows (test/pglite-pool.test.ts compares the two): the template's rows, sequence positions and
 * planner statistics, and a new session. A file that changed the schema and left it changed gets no reset:
 * its database is closed and the next file starts a fresh one. PostgreSQL runs keep a database per file.
 */

let template: Promise<Uint8Array> | null = null;
/** The run's migrated PGlite data directory (test/global-setup.ts), read once per worker. */
export const pgliteTemplate = () => (template ??= fs.promises.readFile(inject('pgliteTemplate')).then(sharedBytes));

let code: Promise<PgliteCode> | null = null;
/** PGlite's WebAssembly compiled once per worker for every database it starts (db/pglite-thread.ts, PgliteCode). */
export const pgliteCode = () => (code ??= compilePglite());
async function compilePglite(): Promise<PgliteCode> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const read = (file: string) => fs.promises.readFile(path.join(dist, file));
  const [pglite, initdb, fsBundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle: sharedBytes(fsBundle) };
}

/** A fresh in-memory copy of the template: what every file saw before the pool, and what a reset must equal. */
export async function freshPglite(): Promise<Database> {
  const [bytes, compiled] = await Promise.all([pgliteTemplate(), pgliteCode()]);
  return openDatabase({ databaseUrl: null, dataDir: null, pgliteTemplate: bytes, pgliteCode: compiled });
}

/** Relations a test may own: user objects (OIDs from 16384 on), outside the temporary schemas. */
const USER_RELATION = sql.raw(`c.oid >= 16384 and c.relnamespace::regnamespace::text not like 'pg\\_temp\\_%'
  and c.relnamespace::regnamespace::text not like 'pg\\_toast\\_temp\\_%'`);

/**
 * The schema as one digest: relations, columns with their defaults, constraints, indexes, triggers (and
 * whether they are enabled), functions, types, roles and per-database settings. Equal digests mean a test
 * left the schema as the migrations made it.
 */
async function schemaDigest(db: Db): Promise<string> {
  const { rows } = await db.execute<{ digest: string }>(sql`
    select md5(string_agg(line, E'\n' order by line)) as digest from (
      select concat_ws(' ', 'rel', c.oid::regclass, c.relkind, c.relpersistence) as line
        from pg_class c where ${USER_RELATION}
      union all
      select concat_ws(' ', 'col', a.attrelid::regclass, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod),
          a.attnotnull, a.attidentity, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where ${USER_RELATION} and a.attnum > 0
      union all
      select concat_ws(' ', 'con', conrelid::regclass, conname, pg_get_constraintdef(oid))
        from pg_constraint where oid >= 16384
      union all
      select concat_ws(' ', 'idx', pg_get_indexdef(indexrelid)) from pg_index where indexrelid >= 16384
      union all
      select concat_ws(' ', 'trg', tgrelid::regclass, tgname, tgenabled, tgfoid::regprocedure) from pg_trigger where oid >= 16384
      union all
      select concat_ws(' ', 'fn', oid::regprocedure, md5(prosrc)) from pg_proc where oid >= 16384
      union all
      select concat_ws(' ', 'type', oid::regtype) from pg_type
        where oid >= 16384 and typnamespace::regnamespace::text not like 'pg\\_temp\\_%'
      union all
      select concat_ws(' ', 'role', rolname, rolsuper) from pg_roles
      union all
      select concat_ws(' ', 'set', setconfig) from pg_db_role_setting
      union all
      select concat_ws(' ', 'stat-ext', oid) from pg_statistic_ext
    ) lines`);
  return rows[0]?.digest ?? '';
}

/** What a reset puts back: read once per worker from a fresh copy, before any test has used it. */
interface Snapshot {
  digest: string;
  /** Every user table, as `schema.table`, quoted. */
  tables: string[];
  /** The template's rows, per table that has any: its insertable columns and the rows as JSON, in physical order. */
  rows: { table: string; columns: string; json: string }[];
  /** Every sequence's position: `[{ s, v, c }]` (name, last value, whether it was called) as JSON. */
  sequences: string;
  /** Planner statistics of every user relation (pages, tuples, all-visible pages) as JSON. */
  relationStats: string;
}

async function takeSnapshot(db: Db): Promise<Snapshot> {
  const tables = await db.execute<{ name: string; columns: string }>(sql`
    select format('%I.%I', n.nspname, c.relname) as name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${USER_RELATION} and c.relkind in ('r', 'p') and n.nspname <> 'pg_toast'
    order by 1`);
  const rows: Snapshot['rows'] = [];
  for (const table of tables.rows) {
    const { rows: found } = await db.execute<{ json: string | null }>(
      sql.raw(`select json_agg(t order by t.ctid)::text as json from ${table.name} t`),
    );
    const json = found[0]?.json;
    if (json) rows.push({ table: table.name, columns: table.columns, json });
  }
  const { rows: sequences } = await db.execute<{ json: string }>(sql`
    select coalesce(json_agg(json_build_object('s', format('%I.%I', schemaname, sequencename),
      'v', coalesce(last_value, start_value), 'c', last_value is not null)), '[]')::text as json
    from pg_sequences`);
  const { rows: stats } = await db.execute<{ json: string; analyzed: number }>(sql`
    select coalesce(json_agg(json_build_object('o', c.oid, 'p', c.relpages, 't', c.reltuples, 'v', c.relallvisible)), '[]')::text as json,
      (select count(*)::int from pg_statistic s join pg_class c on c.oid = s.starelid where ${USER_RELATION}) as analyzed
    from pg_class c where ${USER_RELATION}`);
  // The reset deletes every user table's column statistics; a template with some would need them back.
  if (stats[0]?.analyzed) throw new Error('the PGlite template holds column statistics, which the reset would lose');
  return {
    digest: await schemaDigest(db),
    tables: tables.rows.map((t) => t.name),
    rows,
    sequences: sequences[0]?.json ?? '[]',
    relationStats: stats[0]?.json ?? '[]',
  };
}

let snapshot: Promise<Snapshot> | null = null;
const idle: Database[] = [];

/**
 * A database for one test file: an idle reset one of this worker, else a fresh copy of the template. A
 * reused one comes with a handle of its own, as a fresh one does: what is kept per handle (statements
 * prepared once, the factories' operator) belonged to the previous file's rows.
 */
export async function takePglite(): Promise<Database> {
  const reused = idle.pop();
  if (reused) return { ...reused, db: drizzle(reused.db.$client, { schema }) as unknown as Db };
  const database = await freshPglite();
  // The first fresh copy is the snapshot's source, read before the test can change it.
  snapshot ??= takeSnapshot(database.db);
  await snapshot;
  return database;
}

/**
 * Hands a file's database back once its app is closed: reset for the next file, or closed when its schema
 * is no longer the template's or the reset fails. Answers whether it was kept.
 */
export async function givePglite(database: Database): Promise<boolean> {
  const kept = await resetPglite(database.db).catch(() => false);
  if (kept) idle.push(database);
  else await database.close();
  return kept;
}

async function resetPglite(db: Db): Promise<boolean> {
  if (!snapshot) return false;
  const s = await snapshot;
  // A new session's state first (settings, prepared statements, temporary tables, advisory locks,
  // sequences' currval), so that temporary tables are not taken for a changed schema.
  await db.execute(sql`discard all`);
  if ((await schemaDigest(db)) !== s.digest) return false;
  await db.transaction(async (tx) => {
    // The append-only tables refuse TRUNCATE by a trigger (the ledger, the audit log, the price history):
    // in replica mode ordinary triggers do not fire, for this transaction only, so the schema stays the
    // migrations' own.
    await tx.execute(sql`select set_config('session_replication_role', 'replica', true)`);
    await tx.execute(sql.raw(`truncate ${s.tables.join(', ')}`));
    for (const { table, columns, json } of s.rows) {
      await tx.execute(
        sql`${sql.raw(`insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, `)}${json}::json)`,
      );
    }
    await tx.execute(
      sql`select setval(x.s::regclass, x.v, x.c) from json_to_recordset(${s.sequences}::json) as x(s text, v bigint, c boolean)`,
    );
    // ANALYZE by a test or the app (imports analyze their rows) leaves column statistics and row estimates
    // that a fresh copy does not have; the planner reads both.
    await tx.execute(sql`delete from pg_statistic s using pg_class c where c.oid = s.starelid and ${USER_RELATION}`);
    await tx.execute(sql`
      update pg_class c set relpages = x.p, reltuples = x.t, relallvisible = x.v
      from json_to_recordset(${s.relationStats}::json) as x(o oid, p int, t real, v int)
      where c.oid = x.o and (c.relpages, c.reltuples, c.relallvisible) is distinct from (x.p, x.t, x.v)`);
  });
  return true;
}
