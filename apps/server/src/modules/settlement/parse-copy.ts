import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { STANDARD_TEMPLATE_COLUMNS } from '@tuike/contract/settlement-rules';
import type { Db } from '../../db/client';
import { RAW_TABLE_SQL, type StagingAlias, stageRaw } from './parse-sql';
import { from as copyFrom } from 'pg-copy-streams';
import { type PgClient, type PgPool, STAGE_BATCH } from './parse-stage';

const NEWLINE = 0x0a;
const QUOTE = 0x22;
/** The header line must come within this many bytes; a longer one is no standard template. */
const HEADER_BYTES = 64 * 1024;

/**
 * The first line of a stream (without its line end) and a stream that still yields every byte; null when no
 * line end comes within HEADER_BYTES.
 */
async function peekLine(stream: Readable): Promise<{ line: string | null; stream: Readable }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let line: string | null = null;
  while (size < HEADER_BYTES) {
    const next = await it.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.length;
    const at = next.value.indexOf(NEWLINE);
    if (at >= 0) {
      line = Buffer.concat(head)
        .subarray(0, size - next.value.length + at)
        .toString('utf8');
      break;
    }
  }
  async function* all() {
    yield* head;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { line, stream: Readable.from(all(), { objectMode: false }) };
}

/** The standard template's header as csv-parse reads a line without quotes (BOM dropped, cells trimmed). */
export function isStandardHeader(line: string | null): boolean {
  if (line === null || line.includes('"')) return false;
  const cells = line
    .replace(/^\ufeff/, '')
    .replace(/\r$/, '')
    .split(',');
  return cells.length === STANDARD_TEMPLATE_COLUMNS.length && STANDARD_TEMPLATE_COLUMNS.every((c, i) => cells[i]!.trim() === c);
}

/**
 * The standard template on PostgreSQL: the file's bytes go as they are into ONE `COPY … FROM STDIN (FORMAT csv)`
 * into a temporary table, and stageRaw checks and stages the rows in the same transaction — no row is parsed in
 * JavaScript. Answers false, leaving nothing behind, for a file PostgreSQL would not read as csv-parse does: a
 * header that is not the template; a quote anywhere (PostgreSQL opens a quoted section in the middle of a field,
 * where csv-parse refuses the file); a record spanning lines, a blank line, a row of another width, an end marker
 * `\.` or bytes that are no UTF-8 (the COPY fails, or counts fewer rows than the file has lines, so line numbers
 * would not be the file's). The caller then parses the file in JavaScript. `file` is consumed either way
 * (`rest` answers it unread when the header already said no). `renew` runs each STAGE_BATCH lines. With `alias`,
 * the staging statement matches the rows by alias too (stageRaw).
 */
export async function copyStandard(
  pool: PgPool,
  job: { importId: number; alias: StagingAlias | null },
  file: Readable,
  renew: () => Promise<void>,
): Promise<{ copied: true } | { copied: false; rest: Readable | null }> {
  const peeked = await peekLine(file);
  if (!isStandardHeader(peeked.line)) return { copied: false, rest: peeked.stream };
  const client = await pool.connect();
  try {
    const copied = await copyInto(client, job, peeked.stream, renew);
    client.release();
    return copied ? { copied: true } : { copied: false, rest: null };
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
}

/** The COPY and the staging in one transaction on `client`: false when the file must be parsed in JavaScript. */
async function copyInto(
  client: PgClient,
  { importId, alias }: { importId: number; alias: StagingAlias | null },
  body: Readable,
  renew: () => Promise<void>,
): Promise<boolean> {
  await client.query('begin');
  try {
    await client.query(RAW_TABLE_SQL);
    const copy = client.query(
      copyFrom(`copy settlement_raw (${STANDARD_TEMPLATE_COLUMNS.join(', ')}) from stdin (format csv, header true)`),
    ) as Writable & { rowCount: number };
    // A COPY PostgreSQL refuses (a row of another width, a blank line…) is no error of the import: the file goes
    // to the JavaScript parse, which words the reason per line.
    let refused = false;
    const done = finished(copy).then(
      () => true,
      () => {
        refused = true;
        return false;
      },
    );
    let lines = 0;
    let last = NEWLINE;
    let quoted = false;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (refused) break;
      if (chunk.includes(QUOTE)) {
        quoted = true;
        break;
      }
      const before = Math.floor(lines / STAGE_BATCH);
      for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) lines++;
      if (chunk.length) last = chunk[chunk.length - 1]!;
      if (!copy.write(chunk)) await Promise.race([once(copy, 'drain').catch(() => {}), done]);
      if (Math.floor(lines / STAGE_BATCH) > before) await renew();
    }
    if (quoted) copy.destroy(new Error('a quoted field: parsed in JavaScript'));
    else if (!refused) copy.end();
    const ok = await done;
    // The header's line end is one of `lines`; a last line without one is a row too.
    if (!ok || copy.rowCount !== lines - 1 + (last === NEWLINE ? 0 : 1)) {
      await client.query('rollback');
      return false;
    }
    // The claim renewed for the staging statement, the parse's longest (≈ 2 s a 100,000 rows).
    await renew();
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await stageRaw(drizzle(client as never) as unknown as Db, importId, alias);
    await client.query('commit');
    return true;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}
