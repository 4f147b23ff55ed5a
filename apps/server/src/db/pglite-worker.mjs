// @ts-check
/**
 * The PGlite database in a thread of its own (db/pglite-thread.ts starts it and talks to it). Plain
 * JavaScript because a worker is started by file name: the same file serves the sources under tsx and
 * vitest and the built server, with no TypeScript loader in the worker.
 *
 * Messages in: `{ id, op: 'query', sql, params, rowMode, rawTypes, tx? }`, `{ id, op: 'begin' }`,
 * `{ id, op: 'end', tx, commit }`, `{ id, op: 'close' }`. Out: `{ ready: true }` or `{ ready: false, error }`
 * once, then `{ id, ok: true, value }` or `{ id, ok: false, error }` per message. Messages are handled as
 * they come; PGlite's own locks order them (a query outside a transaction waits until it ends), as they
 * would in the main thread.
 */
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ dataDir: string | null, template: Uint8Array | null, code: { pgliteWasmModule: WebAssembly.Module, initdbWasmModule: WebAssembly.Module, fsBundle: Uint8Array } | null, settings: string[] }} */
const { dataDir, template, code, settings } = workerData;
const startParams = [...PGlite.defaultStartParams, ...settings];
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/**
 * Shared bytes (db/pglite-thread.ts, sharedBytes) as the Blob PGlite takes for a dump or its file bundle, of
 * which it reads only `type` and `arrayBuffer()`: a real Blob made here would be read back in small chunks.
 */
const asBlob = (/** @type {Uint8Array} */ bytes) =>
  /** @type {Blob} */ (/** @type {unknown} */ ({ type: '', arrayBuffer: async () => bytes.slice().buffer }));

const pg = dataDir
  ? new PGlite(dataDir, { startParams })
  : new PGlite({
      loadDataDir: template ? asBlob(template) : undefined,
      startParams,
      ...(code && { ...code, fsBundle: asBlob(code.fsBundle) }),
    });

/** Thrown inside PGlite's transaction callback to make it roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void, done: Promise<void> }>} */
const open = new Map();
let nextTx = 1;

const keepText = (/** @type {string} */ value) => value;
/** @type {Map<string, Record<number, (value: string) => string>>} */
const parserSets = new Map();
/**
 * Functions cannot cross threads: the caller names the types it wants as the database's text
 * (drizzle's driver asks that for dates, timestamps, intervals and their arrays).
 */
function parsersFor(/** @type {number[]} */ rawTypes) {
  const key = rawTypes.join(',');
  let set = parserSets.get(key);
  if (!set) parserSets.set(key, (set = Object.fromEntries(rawTypes.map((oid) => [oid, keepText]))));
  return set;
}

/** An error as plain data: PostgreSQL's fields (code, constraint, detail…) survive, the class does not. */
function plain(/** @type {any} */ err) {
  /** @type {Record<string, unknown>} */
  const out = { name: err?.name ?? 'Error', message: String(err?.message ?? err), stack: err?.stack };
  for (const [key, value] of Object.entries(err ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

function begin() {
  return new Promise((resolve, reject) => {
    const id = nextTx++;
    let started = false;
    const done = pg.transaction(async (tx) => {
      /** @type {(commit: boolean) => void} */
      let finish = () => {};
      const decided = new Promise((r) => (finish = r));
      open.set(id, { tx, finish, done });
      started = true;
      resolve(id);
      if (!(await decided)) throw ROLLBACK;
    });
    done.catch((err) => {
      if (!started) reject(err);
    });
  });
}

async function end(/** @type {number} */ id, /** @type {boolean} */ commit) {
  const entry = open.get(id);
  if (!entry) throw new Error(`no open transaction ${id}`);
  open.delete(id);
  entry.finish(commit);
  try {
    await entry.done;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return null;
}

async function handle(/** @type {any} */ msg) {
  switch (msg.op) {
    case 'query': {
      const on = msg.tx ? open.get(msg.tx)?.tx : pg;
      if (!on) throw new Error(`no open transaction ${msg.tx}`);
      return on.query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers: parsersFor(msg.rawTypes) });
    }
    case 'begin':
      return begin();
    case 'end':
      return end(msg.tx, msg.commit);
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

port.on('message', (msg) => {
  handle(msg).then(
    (value) => port.postMessage({ id: msg.id, ok: true, value }),
    (err) => port.postMessage({ id: msg.id, ok: false, error: plain(err) }),
  );
});

pg.waitReady.then(
  () => port.postMessage({ ready: true }),
  (err) => port.postMessage({ ready: false, error: plain(err) }),
);
