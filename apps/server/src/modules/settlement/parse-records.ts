import type { Readable } from 'node:stream';
import type { ImportMapping } from '@tuike/contract/admin-settlement';
import { type ReportFileType, recordsOf } from './parse-read';
import { type Layout, layoutOf, type StagedRow, stageRow } from './parse-rows';

/** Why a file could not be read at all (the import ends `failed`; no row is kept). */
export class UnreadableFile extends Error {}

/**
 * The rows of a report file, read through its header's layout (the standard template or the platform's
 * mapping) and handed to `add` as they are read (awaited only when it answers a promise). Answers the
 * layout; throws UnreadableFile for a header that is neither, or an empty file. The one loop of a parse,
 * in process or in the parse thread.
 */
export async function stageRecords(
  type: ReportFileType,
  stream: Readable,
  mapping: ImportMapping | null,
  add: (row: StagedRow) => Promise<void> | undefined,
): Promise<Layout> {
  let layout: Layout | null = null;
  for await (const record of recordsOf(type, stream)) {
    if (!layout) {
      const read = layoutOf(record.cells, mapping);
      if ('error' in read) throw new UnreadableFile(read.error);
      layout = read.layout;
      continue;
    }
    const wait = add(stageRow(layout, record.lineNo, record.cells));
    if (wait) await wait;
  }
  if (!layout) throw new UnreadableFile('文件是空的：没有表头行');
  return layout;
}
