import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../config';

/**
 * The source file serves the built server too (it reads its migrations from src/ as well): a worker is
 * started by file name, and this one needs no bundling.
 */
const WORKER_FILE = path.join(SERVER_ROOT, 'src/db/pglite-worker.mjs');

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only "keep the text" parsers cross the thread (parsers are functions): the types are what counts. */
  parsers?: Record<number, unknown>;
}

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The part of PGlite's transaction that drizzle's PGlite driver uses. */
interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

/**
 * PGlite's WebAssembly, compiled, and its file bundle: a process that starts many in-memory databases (a
 * test worker, one per test file) compiles them once and hands them to each thread, instead of every
 * thread reading and compiling ~15 MB again (~0.4 s of CPU per database). All three cross threads without a
 * copy (the bundle's bytes in shared memory, `sharedBytes`).
 */
export interface PgliteCode {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}

/**
 * A file's bytes in shared memory, for PGlite's template and file bundle: every thread reads the one copy.
 * As Blobs they were read again by each thread, which on Node 20 reads a Blob in small chunks (≈ 0.1 s of
 * CPU per database for the 44 MB template).
 */
export function sharedBytes(bytes: Uint8Array): Uint8Array {
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  return shared;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Ready = { ready: true } | { ready: false; error: Record<string, unknown> };

/** PostgreSQL's error as the driver reports it in the main thread: same message, code, constraint and detail. */
function revive(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message));
  Object.assign(err, fields);
  return err;
}

/**
 * PGlite run by a worker thread, with the part of PGlite's interface that drizzle's PGlite driver and
 * this server use (query, transaction, close). Why a thread: PGlite is PostgreSQL compiled to
 * WebAssembly, and everything it does, its ~0.4 s start included, is CPU work on the thread that runs
 * it. In the main thread that work came after loading the server and before building the app, and
 * under load every query's execution competed with the HTTP work; in its own thread it runs beside
 * both, on the second core.
 */
export class PGliteThread {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #nextId = 1;
  #failure: Error | null = null;
  #onFailure: (err: Error) => void = () => {};

  /**
   * `template: null` is a new in-memory database (initdb); otherwise a dump to start from (with PGlite's
   * compiled code when the caller has it) or a directory.
   */
  constructor(source: { dataDir: string } | { template: Uint8Array | null; code?: PgliteCode }, settings: string[]) {
    const dataDir = 'dataDir' in source ? source.dataDir : null;
    const template = 'template' in source ? source.template : null;
    const code = ('code' in source && source.code) || null;
    this.#worker = new Worker(WORKER_FILE, { workerData: { dataDir, template, code, settings } });
    let started!: { resolve: () => void; reject: (err: Error) => void };
    this.waitReady = new Promise<void>((resolve, reject) => (started = { resolve, reject }));
    // Whoever awaits it sees the failure; nobody awaiting it is no reason to crash the process.
    this.waitReady.catch(() => {});
    this.#worker.on('message', (msg: Ready | Reply) => {
      if ('ready' in msg) {
        if (msg.ready) started.resolve();
        else this.#fail(revive(msg.error));
      } else this.#settle(msg);
    });
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the PGlite thread stopped (exit ${code})`)));
    this.#onFailure = (err) => started.reject(err);
  }

  #settle(msg: Reply) {
    const pending = this.#pending.get(msg.id);
    if (!pending) return;
    this.#pending.delete(msg.id);
    if (msg.ok) pending.resolve(msg.value);
    else pending.reject(revive(msg.error));
  }

  /** A stopped thread fails every waiting call and every later one: nothing hangs. */
  #fail(err: Error) {
    if (this.#failure) return;
    this.#failure = err;
    this.#onFailure(err);
    for (const { reject } of this.#pending.values()) reject(err);
    this.#pending.clear();
  }

  #call(message: Record<string, unknown>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #query(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.#call({ op: 'query', tx, sql, params, rowMode: options.rowMode, rawTypes }) as Promise<Results>;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.#query(undefined, sql, params, options);
  }

  /** BEGIN, `fn` with a handle whose queries run inside, then COMMIT; ROLLBACK when `fn` throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.#query(tx, sql, params, options) });
    } catch (err) {
      // The caller's error is what it must see; a rollback that fails as well has a broken thread
      // behind it, which fails every later call anyway.
      await this.#call({ op: 'end', tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async close() {
    if (!this.#failure) await this.#call({ op: 'close' });
    this.#fail(new Error('the database is closed'));
    await this.#worker.terminate();
  }
}
