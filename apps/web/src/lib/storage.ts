/**
 * Local storage under one fixed key prefix (spec section 3). Values are JSON; a value that
 * cannot be parsed counts as absent rather than breaking the app.
 */
export const STORAGE_PREFIX = 'tuike:';

export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  tokenFromUrl: 'tokenFromUrl',
  mcnSearchList: 'mcnSearchList',
  shortPlayList: 'shortPlayList',
  novelSearchList: 'novelSearchList',
  taskPlatformList: 'taskPlatformList',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

const listeners = new Set<(key: StorageKey) => void>();

export const storage = {
  get<T>(key: StorageKey): T | null {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: unknown) {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    listeners.forEach((l) => l(key));
  },
  remove(key: StorageKey) {
    localStorage.removeItem(STORAGE_PREFIX + key);
    listeners.forEach((l) => l(key));
  },
  subscribe(listener: (key: StorageKey) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const SEARCH_HISTORY_LIMIT = 10;

/** Keeps the newest `SEARCH_HISTORY_LIMIT` distinct words, newest first. */
export function pushSearchHistory(key: 'mcnSearchList' | 'shortPlayList' | 'novelSearchList', word: string) {
  const w = word.trim();
  if (!w) return;
  const list = storage.get<string[]>(key) ?? [];
  storage.set(key, [w, ...list.filter((x) => x !== w)].slice(0, SEARCH_HISTORY_LIMIT));
}
