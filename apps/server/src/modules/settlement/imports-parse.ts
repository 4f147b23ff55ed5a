import { type Readable, Transform } from 'node:stream';
import { type ImportMapping, ZImportMapping } from '@tuike/contract/admin-settlement';
import { eq, sql } from 'drizzle-orm';
import { settlementImportRows, settlementImports, settlementMappings, taskPlatforms } from '../../db/schema';
import { aliasAtStaging, attributeRows } from './attribute';
import type { ImportStore } from './import-store';
import { markDuplicates } from './imports-duplicates';
import { previewOf } from './imports-preview';
import { copyStandard } from './parse-copy';
import { type ReportFileType, sniff } from './parse-read';
import { stageRecords, UnreadableFile } from './parse-records';
import type { Layout } from './parse-rows';
import { copySink, openStager, pgPool } from './parse-stage';
import { parseInThread } from './parse-thread';

/** How long a parse may go without renewing its claim before another node takes the import over. */
export const PARSE_LEASE_MS = 60_000;

/** Counts the bytes that pass, for the progress (bytes parsed of the file's size). */
function byteCounter() {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        counter.bytes += chunk.length;
        done(null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return counter;
}

/**
 * The parse step of an import, run by the import worker off the request: streams the stored file
 * (CSV or XLSX, told by its first bytes), reads the header as the standard template or the platform's
 * mapping, stages rows as they are read, each row read exactly or kept with its error — the standard template on
 * PostgreSQL by PostgreSQL itself (parse-copy.ts), anything else by stageRecords (`parseInJs`) —, renewing the
 * claim and the progress every STAGE_BATCH rows; then, in one transaction, attributes the rows, marks duplicates and
 * stores the preview. A re-run (after a crash) starts over from an empty staging.
 */
export async function parseImport(deps: ImportStore, importId: number): Promise<void> {
  const [imp] = await deps.db
    .select({
      id: settlementImports.id,
      fileKey: settlementImports.fileKey,
      taskPlatformId: settlementImports.taskPlatformId,
      reportDate: settlementImports.reportDate,
      kind: settlementImports.kind,
      promotionType: taskPlatforms.promotionType,
      settlementType: taskPlatforms.settlementType,
    })
    .from(settlementImports)
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, settlementImports.taskPlatformId))
    .where(eq(settlementImports.id, importId));
  if (!imp) return;
  await deps.db.delete(settlementImportRows).where(eq(settlementImportRows.importId, importId));
  const [saved] = await deps.db
    .select()
    .from(settlementMappings)
    .where(eq(settlementMappings.taskPlatformId, imp.taskPlatformId));
  const mapping = saved ? ZImportMapping.parse({ ...saved, taskPlatformId: saved.taskPlatformId }) : null;

  // The bytes read so far, for the progress: of the file's one reading, or of its second when the COPY of the
  // standard template handed it back to the JavaScript parse.
  let counter = byteCounter();
  const open = async () => {
    const file = await deps.media.get(imp.fileKey);
    if (!file) throw new UnreadableFile('原始文件已不在存储中');
    counter = byteCounter();
    return { body: file.body, ...(await sniff(file.body.pipe(counter))) };
  };
  const renew = async () => {
    await deps.db
      .update(settlementImports)
      .set({ progressDone: counter.bytes, leaseUntil: new Date(deps.clock.now().getTime() + PARSE_LEASE_MS) })
      .where(eq(settlementImports.id, importId));
  };
  let { body, type, stream } = await open();
  const pool = pgPool(deps.db);
  let format: Layout['format'];
  try {
    const atStaging = aliasAtStaging(imp);
    const alias = atStaging && { ...atStaging, timeZone: deps.config.timeZone };
    const copied = pool && type === 'csv' ? await copyStandard(pool, { importId, alias }, stream, renew) : null;
    if (copied?.copied) format = 'standard';
    else {
      if (copied?.rest) stream = copied.rest;
      else if (copied) {
        body.destroy();
        ({ body, type, stream } = await open());
      }
      format = await parseInJs(deps, importId, { type, stream, mapping, renew });
    }
  } catch (err) {
    body.destroy();
    if (err instanceof UnreadableFile) throw err;
    throw new UnreadableFile(`文件无法读取：${err instanceof Error ? err.message : String(err)}`);
  }

  // Statistics of the rows just loaded, before the statements that join and scan them (autovacuum comes
  // later): without them the planner sizes this import by the table's last analysed state.
  await deps.db.execute(sql`analyze settlement_import_rows`);
  await deps.db.transaction(async (tx) => {
    await attributeRows(tx, imp, deps.config.timeZone);
    await markDuplicates(tx, imp);
    const preview = await previewOf(tx, importId);
    await tx
      .update(settlementImports)
      .set({ status: 'ready', format, preview, fileType: type, progressDone: counter.bytes, leaseUntil: null, error: null })
      .where(sql`${settlementImports.id} = ${importId} and ${settlementImports.status} = 'parsing'`);
  });
}

/**
 * The parse in JavaScript: XLSX, a platform's mapped format, a template file PostgreSQL would not read as csv-parse
 * does (parse-copy.ts), and PGlite — whose COPY reads only a whole file handed over in memory (`/dev/blob`), while a
 * report is read as a stream. On PostgreSQL in a thread of its own feeding one COPY, else in batches.
 */
async function parseInJs(
  deps: ImportStore,
  importId: number,
  job: { type: ReportFileType; stream: Readable; mapping: ImportMapping | null; renew: () => Promise<void> },
): Promise<Layout['format']> {
  const { type, stream, mapping, renew } = job;
  const pool = pgPool(deps.db);
  if (pool) {
    const sink = await copySink(pool, renew);
    let format: Layout['format'];
    try {
      format = await parseInThread({ type, mapping, importId }, stream, sink);
    } catch (err) {
      await sink.abort(err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
    await sink.end();
    return format;
  }
  const stager = openStager(deps.db, importId, renew);
  let format: Layout['format'];
  try {
    format = (await stageRecords(type, stream, mapping, (row) => stager.add(row))).format;
  } catch (err) {
    await stager.abort(err instanceof Error ? err : new Error(String(err)));
    throw err;
  }
  await stager.end();
  return format;
}
