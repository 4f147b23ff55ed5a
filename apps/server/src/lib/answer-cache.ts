import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/** Bounds of one process's cache: enough for every public page a busy catalogue serves in a second. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** A bigger answer (a task-platform list of size 999, say) is served but not kept. */
const MAX_ENTRY_BYTES = 1024 * 1024;

type Produce = () => Promise<string>;

/**
 * Serialised answers of public reads, per process, for about a second: a hot list is built once per
 * second instead of once per request, yet an operator's change shows within that second on every node
 * and nothing is shared between nodes. Concurrent misses of one key wait for a single build, so an
 * expiry under load costs one query, not one per waiting request. A failed build is never kept.
 */
export class AnswerCache {
  private readonly cache: LRUCache<string, string, Produce>;

  constructor(clock: Clock) {
    this.cache = new LRUCache<string, string, Produce>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      maxEntrySize: MAX_ENTRY_BYTES,
      sizeCalculation: (body) => Math.max(1, Buffer.byteLength(body)),
      // The app's clock, so tests move time instead of sleeping through a TTL.
      perf: { now: () => clock.now().getTime() },
      // Read the clock on every check: a remembered "now" would hide a test's clock move for a moment.
      ttlResolution: 0,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  /** The cached body for `key`, or the one `produce` builds (kept for `seconds` unless it throws). */
  async get(key: string, seconds: number, produce: Produce): Promise<string> {
    const body = await this.cache.fetch(key, { ttl: seconds * 1000, context: produce });
    // fetchMethod always answers a string; undefined only if an entry was deleted mid-fetch.
    return body ?? produce();
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
