import { Transform } from 'node:stream';
import { ZImportMapping } from '@tuike/contract/admin-settlement';
import { eq, sql } from 'drizzle-orm';
import { settlementImportRows, settlementImports, settlementMappings, taskPlatforms } from '../../db/schema';
import { jsonSet } from '../../lib/json-set';
import { attributeRows } from './attribute';
import type { ImportStore } from './import-store';
import { markDuplicates } from './imports-duplicates';
import { previewOf } from './imports-preview';
import { recordsOf, sniff } from './parse-read';
import { layoutOf, type StagedRow, stageRow } from './parse-rows';

/**
 * Rows per insert: one JSON parameter read back by jsonb_to_recordset (no 65,535-parameter ceiling), so a
 * million rows are 100 statements; 10,000 rows of JSON is ≈ 2 MB in memory at a time.
 */
export const STAGE_BATCH = 10_000;
/** How long a parse may go without renewing its claim before another node takes the import over. */
export const PARSE_LEASE_MS = 60_000;

/** Why a file could not be read at all (the import ends `failed`; no row is kept). */
export class UnreadableFile extends Error {}

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

/** One statement, one parameter per batch: a multi-row VALUES of 12 parameters a row cost 5× more to bind and plan. */
async function stage(deps: ImportStore, importId: number, rows: StagedRow[]) {
  if (!rows.length) return;
  await deps.db.execute(sql`
    insert into settlement_import_rows (import_id, line_no, row_key, row_date, alias, uid, link, work_title, new_users, orders,
      upstream_amount, error)
    select ${importId}, x."lineNo", x."rowKey", x."rowDate", x.alias, x.uid, x.link, x."workTitle", x."newUsers", x.orders,
      x."upstreamAmount", x.error
    from jsonb_to_recordset(${jsonSet(rows)}) as x("lineNo" int, "rowKey" text, "rowDate" date, alias text, uid text, link text,
      "workTitle" text, "newUsers" int, orders int, "upstreamAmount" bigint, error text)`);
}

/**
 * The parse step of an import, run by the import worker off the request: streams the stored file
 * (CSV or XLSX, told by its first bytes), reads the header as the standard template or the platform's
 * mapping, stages rows in batches (each row read exactly, or kept with its error), renewing the claim and
 * the progress with each batch; then, in one transaction, attributes the rows, marks duplicates and
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

  const file = await deps.media.get(imp.fileKey);
  if (!file) throw new UnreadableFile('原始文件已不在存储中');
  const counter = byteCounter();
  const { type, stream } = await sniff(file.body.pipe(counter));
  let layout: ReturnType<typeof layoutOf> | null = null;
  let batch: StagedRow[] = [];
  // One batch is written while the next is read: the parse and the database work side by side, and at
  // most two batches are in memory.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    await writing;
    const rows = batch;
    const parsed = counter.bytes;
    batch = [];
    writing = (async () => {
      await stage(deps, importId, rows);
      await deps.db
        .update(settlementImports)
        .set({ progressDone: parsed, leaseUntil: new Date(deps.clock.now().getTime() + PARSE_LEASE_MS) })
        .where(eq(settlementImports.id, importId));
    })();
    // Rejections are awaited at the next flush or the end; until then none goes unhandled.
    writing.catch(() => {});
  };
  try {
    for await (const record of recordsOf(type, stream)) {
      if (!layout) {
        layout = layoutOf(record.cells, mapping);
        if ('error' in layout) throw new UnreadableFile(layout.error);
        continue;
      }
      if ('error' in layout) break;
      batch.push(stageRow(layout.layout, record.lineNo, record.cells));
      if (batch.length >= STAGE_BATCH) await flush();
    }
  } catch (err) {
    file.body.destroy();
    await writing.catch(() => {});
    if (err instanceof UnreadableFile) throw err;
    throw new UnreadableFile(`文件无法读取：${err instanceof Error ? err.message : String(err)}`);
  }
  if (!layout || 'error' in layout) {
    await writing;
    throw new UnreadableFile('文件是空的：没有表头行');
  }
  await flush();
  await writing;
  const format = layout.layout.format;

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
