import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';

/** One record of a report file: its line number (the header is line 1) and its cells as text. */
export interface FileRecord {
  lineNo: number;
  cells: string[];
}

export type ReportFileType = 'csv' | 'xlsx';

/** An XLSX file is a zip: its first bytes say so. Anything else is read as CSV text. */
export const typeOfHead = (head: Buffer): ReportFileType =>
  head.length >= 4 && head.readUInt32LE(0) === 0x04034b50 ? 'xlsx' : 'csv';

/**
 * Reads the first bytes of a stream to tell its type, and answers a stream that still yields them:
 * the type is decided by content, never by the file's name or the browser's header.
 */
export async function sniff(stream: Readable): Promise<{ type: ReportFileType; stream: Readable }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await it.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  async function* rest() {
    if (!first.done) yield head;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { type: typeOfHead(head), stream: Readable.from(rest(), { objectMode: false }) };
}

/** A cell of a spreadsheet as the text a CSV would hold (numbers as written, dates as YYYY-MM-DD). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v);
}

/**
 * The records of a CSV file as a stream: csv-parse reads chunk by chunk, so a million-row file never
 * sits in memory. A BOM (Excel's "CSV UTF-8") is dropped; blank lines are skipped but keep their numbers.
 */
async function* csvRecords(stream: Readable): AsyncGenerator<FileRecord> {
  const parser = stream.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 64 * 1024 }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
    yield { lineNo: info.lines, cells: record };
}

/**
 * The first worksheet's rows of an XLSX file through exceljs's streaming reader (rows are handed over as
 * they are read; shared strings are kept, which is what a report's repeated aliases need).
 */
async function* xlsxRecords(stream: Readable): AsyncGenerator<FileRecord> {
  // Loaded with the first spreadsheet, not with the server: exceljs and the zip libraries under it were 2 MB
  // of the bundle that every start compiled and ran before listening (the main thread's largest chunk).
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based (index 0 is empty).
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (values.every((v) => v.trim() === '')) continue;
      yield { lineNo: row.number, cells: values };
    }
    return; // the first sheet only
  }
}

export function recordsOf(type: ReportFileType, stream: Readable): AsyncGenerator<FileRecord> {
  return type === 'xlsx' ? xlsxRecords(stream) : csvRecords(stream);
}
