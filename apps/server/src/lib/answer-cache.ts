import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Clock } from './clock';

/** Bounds of one process's cache: enough for every public page a busy catalogue serves in a second. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** A bigger answer (a task-platform list of size 999, say) is served but not kept (counted twice, see below). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Answers below this size go out uncompressed (app.ts gives @fastify/compress the same threshold). */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli's quality 5: close to gzip's speed, still smaller; quality 11 would take milliseconds on a big page. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

type Encoding = 'br' | 'gzip';
type Produce = () => Promise<string>;

/** The encodings of Accept-Encoding values already read: a client sends the same value every time. */
const accepted = new Map<string, Encoding | null>();

/** br if the client takes it, else gzip, else null (identity); `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let choice = accepted.get(acceptEncoding);
  if (choice !== undefined) return choice;
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  choice = br ? 'br' : gzip ? 'gzip' : null;
  if (accepted.size < 256) accepted.set(acceptEncoding, choice);
  return choice;
}

/**
 * One cached answer: its JSON text, and each compressed form made the first time a client asks for
 * it, so a hot list is compressed once per second rather than once per request.
 */
export class CachedAnswer {
  private readonly compressed: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly json: string) {}

  /** The body for a client sending `acceptEncoding`, and its Content-Encoding (null: as is). */
  encoded(acceptEncoding: string | undefined): { body: string | Buffer; encoding: Encoding | null } {
    const encoding = this.json.length >= COMPRESS_MIN_BYTES ? preferredEncoding(acceptEncoding) : null;
    if (!encoding) return { body: this.json, encoding: null };
    const body = (this.compressed[encoding] ??=
      encoding === 'br' ? brotliCompressSync(this.json, BROTLI_OPTIONS) : gzipSync(this.json));
    return { body, encoding };
  }
}

/**
 * Serialised answers of public reads, per process, for about a second: a hot list is built once per
 * second instead of once per request, yet an operator's change shows within that second on every node
 * and nothing is shared between nodes. Concurrent misses of one key wait for a single build, so an
 * expiry under load costs one query, not one per waiting request. A failed build is never kept.
 */
export class AnswerCache {
  private readonly cache: LRUCache<string, CachedAnswer, Produce>;

  constructor(clock: Clock) {
    this.cache = new LRUCache<string, CachedAnswer, Produce>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      maxEntrySize: MAX_ENTRY_BYTES,
      // Twice the text: room for the compressed forms an entry gains later (each well under half of it).
      sizeCalculation: (answer) => Math.max(1, 2 * Buffer.byteLength(answer.json)),
      // The app's clock, so tests move time instead of sleeping through a TTL.
      perf: { now: () => clock.now().getTime() },
      // Read the clock on every check: a remembered "now" would hide a test's clock move for a moment.
      ttlResolution: 0,
      fetchMethod: async (_key, _stale, { context }) => new CachedAnswer(await context()),
    });
  }

  /** The cached answer for `key`, or the one `produce` builds (kept for `seconds` unless it throws). */
  async get(key: string, seconds: number, produce: Produce): Promise<CachedAnswer> {
    const answer = await this.cache.fetch(key, { ttl: seconds * 1000, context: produce });
    // fetchMethod always answers; undefined only if an entry was deleted mid-fetch.
    return answer ?? new CachedAnswer(await produce());
  }

  get size() {
    return this.cache.size;
  }
}

const caches = new WeakMap<object, AnswerCache>();

/**
 * One cache per app, keyed by the app's `deps` object (shared by every plugin context of one app):
 * tests build many apps on different databases in one process, and they must not see each other's answers.
 */
export function answerCacheFor(owner: object, clock: Clock): AnswerCache {
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new AnswerCache(clock)));
  return cache;
}

/** Query keys sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry; the parsed query, so defaults do too. */
export function answerKey(method: string, path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return `${method} ${path}`;
  const entries = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method} ${path} ${JSON.stringify(entries)}`;
}
