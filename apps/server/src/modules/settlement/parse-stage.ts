import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbOrTx } from '../../db/client';
import { jsonSet } from '../../lib/json-set';
import type { StagedRow } from './parse-rows';

/**
 * Where an in-process parse puts its rows (PGlite, or the demo seed's transaction): `add` takes one (answering
 * a promise only when the caller must wait, so a million rows are not a million awaits), `end` writes what is
 * left and settles once every row is in settlement_import_rows. `renew` is called every STAGE_BATCH rows (the
 * claim and the progress).
 */
export interface Stager {
  add(row: StagedRow): Promise<void> | undefined;
  end(): Promise<void>;
  /** Gives up: nothing more is written (rows already written stay until the next parse deletes them). */
  abort(err: Error): Promise<void>;
}

/** Rows between two renewals of the claim and the progress; on PGlite also the rows of one insert. */
export const STAGE_BATCH = 10_000;

/** The part of pg's pool the COPY needs (drizzle's node-postgres handle keeps the pool as `$client`). */
export interface PgPool {
  connect(): Promise<PgClient>;
  totalCount: number;
}

/** A connection of pg's pool: a COPY stream, or a statement's text. */
export interface PgClient {
  query(q: Writable): Writable;
  query(text: string): Promise<unknown>;
  release(err?: Error | boolean): void;
}

const COLUMNS = 'import_id, line_no, row_key, row_date, alias, uid, link, work_title, new_users, orders, upstream_amount, error';

/**
 * The pool behind the database handle on PostgreSQL; null on PGlite, whose driver has no COPY FROM STDIN, and
 * inside a transaction (the demo seed's), whose rows must go through its own connection.
 */
export function pgPool(db: DbOrTx): PgPool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client !== null && typeof client === 'object' && 'connect' in client && 'totalCount' in client
    ? (client as PgPool)
    : null;
}

/** A value in COPY's text format: \N for null; backslash, tab, newline and carriage return escaped. */
function copyText(v: string | number | null): string {
  if (v === null) return '\\N';
  if (typeof v === 'number') return String(v);
  return /[\\\t\n\r]/.test(v)
    ? v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : v;
}

/** A staged row as one line of COPY's text format (the parse thread builds them; copySink writes them). */
export function copyLine(importId: number, r: StagedRow): string {
  return (
    `${importId}\t${r.lineNo}\t${copyText(r.rowKey)}\t${copyText(r.rowDate)}\t${copyText(r.alias)}\t${copyText(r.uid)}\t` +
    `${copyText(r.link)}\t${copyText(r.workTitle)}\t${copyText(r.newUsers)}\t${copyText(r.orders)}\t` +
    `${copyText(r.upstreamAmount)}\t${copyText(r.error)}\n`
  );
}

/** Where the parse thread's COPY text goes: `write` answers once the socket takes more. */
export interface CopySink {
  /** Lines of COPY text holding `rows` rows (whole lines only). */
  write(text: Uint8Array, rows: number): Promise<void>;
  end(): Promise<void>;
  abort(err: Error): Promise<void>;
}

/**
 * On PostgreSQL: ONE `COPY … FROM STDIN` on a connection of its own, fed with the text the parse thread
 * builds as it reads the file (parse-thread.ts), so nothing of the file accumulates in memory and no
 * statement is planned per batch; the socket's backpressure holds the thread back. The COPY is one
 * statement: a parse that dies leaves no row. `renew` runs each time STAGE_BATCH more rows went in.
 */
export async function copySink(pool: PgPool, renew: () => Promise<void>): Promise<CopySink> {
  const client = await pool.connect();
  const stream = client.query(copyFrom(`copy settlement_import_rows (${COLUMNS}) from stdin`));
  const done = finished(stream);
  // Until `end` or `abort` awaits it, a failed COPY must not be an unhandled rejection.
  done.catch(() => {});
  let rows = 0;
  return {
    async write(text, count) {
      const before = Math.floor(rows / STAGE_BATCH);
      rows += count;
      if (!stream.write(text)) await Promise.race([once(stream, 'drain'), done]);
      if (Math.floor(rows / STAGE_BATCH) > before) await renew();
    },
    async end() {
      try {
        stream.end();
        await done;
        client.release();
      } catch (err) {
        client.release(err instanceof Error ? err : true);
        throw err;
      }
    },
    async abort(err) {
      // Destroying the stream ends the COPY with an error: the server rolls the whole statement back.
      stream.destroy(err);
      await done.catch(() => {});
      client.release(true);
    },
  };
}

/** Staged rows written as ONE JSON parameter read back by jsonb_to_recordset. */
export async function insertStaged(db: DbOrTx, importId: number, rows: StagedRow[]) {
  if (rows.length)
    await db.execute(sql`
      insert into settlement_import_rows (${sql.raw(COLUMNS)})
      select ${importId}, x."lineNo", x."rowKey", x."rowDate", x.alias, x.uid, x.link, x."workTitle", x."newUsers", x.orders,
        x."upstreamAmount", x.error
      from jsonb_to_recordset(${jsonSet(rows)}) as x("lineNo" int, "rowKey" text, "rowDate" date, alias text, uid text,
        link text, "workTitle" text, "newUsers" int, orders int, "upstreamAmount" bigint, error text)`);
}

/**
 * In process (PGlite, or the demo seed's transaction; PostgreSQL's parse runs in a thread): STAGE_BATCH rows
 * per insert as ONE JSON parameter read back by jsonb_to_recordset (one statement per batch; a multi-row
 * VALUES of 12 parameters a row cost 5× more to bind and plan). A batch is written while the next is read,
 * so at most two are in memory.
 */
export function openStager(db: DbOrTx, importId: number, renew: () => Promise<void>): Stager {
  let batch: StagedRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    await writing;
    const rows = batch;
    batch = [];
    writing = (async () => {
      await insertStaged(db, importId, rows);
      await renew();
    })();
    // Rejections are awaited at the next flush or the end; until then none goes unhandled.
    writing.catch(() => {});
  };
  return {
    add(row) {
      batch.push(row);
      return batch.length >= STAGE_BATCH ? flush() : undefined;
    },
    async end() {
      await flush();
      await writing;
    },
    async abort() {
      await writing.catch(() => {});
    },
  };
}
