/**
 * The parse thread (parse-thread.ts starts it, PostgreSQL only): reads the file's bytes the main thread
 * hands over, stages each row (stageRecords, the one parse) and answers COPY text, whole lines, in chunks
 * of ≈ 64 kB, each one only after the main thread wrote the last. The garbage of a million parsed rows
 * stays in this thread's small heap, and the API's event loop stays free.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { stageRecords, UnreadableFile } from './parse-records';
import { copyLine, STAGE_BATCH } from './parse-stage';
import type { FromThread, ParseJob, ToThread } from './parse-thread';

const port = parentPort!;
const { type, mapping, importId } = workerData as ParseJob;
const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const input = new Readable({ read: () => send({ kind: 'pull' }) });
let written: (() => void) | null = null;
port.on('message', (m: ToThread) => {
  if (m.kind === 'chunk') input.push(new Uint8Array(m.data));
  else if (m.kind === 'end') input.push(null);
  else {
    written?.();
    written = null;
  }
});

const encoder = new TextEncoder();
let text = '';
let rows = 0;
const flush = () => {
  const data = encoder.encode(text);
  const count = rows;
  text = '';
  rows = 0;
  return new Promise<void>((resolve) => {
    written = resolve;
    send({ kind: 'rows', data: data.buffer as ArrayBuffer, rows: count }, [data.buffer as ArrayBuffer]);
  });
};

let lines = 0;
try {
  const layout = await stageRecords(type, input, mapping, (row) => {
    text += copyLine(importId, row);
    rows++;
    lines++;
    // A chunk ends at each STAGE_BATCH rows too, so the claim and the progress are renewed on time.
    return text.length >= 32 * 1024 || lines % STAGE_BATCH === 0 ? flush() : undefined;
  });
  if (rows) await flush();
  send({ kind: 'done', format: layout.format });
} catch (err) {
  send({ kind: 'error', message: err instanceof Error ? err.message : String(err), unreadable: err instanceof UnreadableFile });
}
// The port stays open: the main thread ends this thread once it has read the answer, so the thread's exit never
// overtakes its last message.
