import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ImportMapping } from '@tuike/contract/admin-settlement';
import { SERVER_ROOT } from '../../config';
import type { ReportFileType } from './parse-read';
import { UnreadableFile } from './parse-records';
import type { Layout } from './parse-rows';
import type { CopySink } from './parse-stage';

/** What the parse thread is given (workerData). */
export interface ParseJob {
  type: ReportFileType;
  mapping: ImportMapping | null;
  importId: number;
}
/** Main thread → parse thread: the file's next bytes, its end, or "your last rows are written". */
export type ToThread = { kind: 'chunk'; data: ArrayBuffer } | { kind: 'end' } | { kind: 'written' };
/** Parse thread → main thread. */
export type FromThread =
  | { kind: 'pull' }
  | { kind: 'rows'; data: ArrayBuffer; rows: number }
  | { kind: 'done'; format: Layout['format'] }
  | { kind: 'error'; message: string; unreadable: boolean };

/**
 * The thread's code: the bundle beside the built server (build.mjs); from the sources (tests, the benches,
 * `npm run dev`, told by this module's own name) the TypeScript file, through tsx registered in the thread
 * first (a worker's entry is resolved before any `--import` of its execArgv would apply).
 */
const WORKER = import.meta.url.endsWith('.ts')
  ? {
      code: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
        pathToFileURL(path.join(SERVER_ROOT, 'src/modules/settlement/parse-worker.ts')).href,
      )}); })`,
      eval: true,
    }
  : { code: path.join(SERVER_ROOT, 'dist/parse-worker.js'), eval: false };

/**
 * The thread's heap: a parse keeps one chunk of rows alive at a time, so this bounds only its garbage —
 * which, in the main thread, had lifted the server's RSS by ≈ 300 MB during a million-row parse without
 * any more of it being live. Requests never run under this limit.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/**
 * Parses a report file in a thread of its own and writes its rows into `sink` (PostgreSQL's COPY): the
 * main thread only moves bytes — the file's to the thread, the thread's COPY text to the socket, one
 * chunk in flight each way. Answers the file's format; rejects with UnreadableFile when the file cannot
 * be read (the thread's reason), or the error that stopped it.
 */
export async function parseInThread(job: ParseJob, file: Readable, sink: CopySink): Promise<Layout['format']> {
  // No flags of the server's own: with --enable-source-maps (npm run serve) the thread would parse the maps of
  // every chunk it loads, more than its whole heap (the parse ran out of memory).
  const worker = new Worker(WORKER.code, { eval: WORKER.eval, workerData: job, resourceLimits: RESOURCE_LIMITS, execArgv: [] });
  const bytes = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const send = (message: ToThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  try {
    return await new Promise<Layout['format']>((resolve, reject) => {
      const handle = async (m: FromThread) => {
        if (m.kind === 'pull') {
          const next = await bytes.next();
          if (next.done) return send({ kind: 'end' });
          // A copy of its own to hand over: a stream's chunk may share its memory with others.
          const data = new Uint8Array(next.value).buffer;
          return send({ kind: 'chunk', data }, [data]);
        }
        if (m.kind === 'rows') {
          await sink.write(new Uint8Array(m.data), m.rows);
          return send({ kind: 'written' });
        }
        if (m.kind === 'done') return resolve(m.format);
        reject(m.unreadable ? new UnreadableFile(m.message) : new Error(m.message));
      };
      worker.on('message', (m: FromThread) => handle(m).catch(reject));
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`the parse thread stopped (exit ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
