import { STORAGE_PREFIX, type StorageKey, storage } from '../../lib/storage';

/** What 清除缓存 removes: search histories and the cached platform list, never the session. */
const CACHE_KEYS: StorageKey[] = ['mcnSearchList', 'shortPlayList', 'novelSearchList', 'taskPlatformList'];

/** Bytes the cached entries take in local storage (UTF-16, two bytes a character). */
export function cacheBytes(): number {
  return CACHE_KEYS.reduce((sum, key) => sum + (localStorage.getItem(STORAGE_PREFIX + key)?.length ?? 0) * 2, 0);
}

export const formatBytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

export function clearCachedEntries() {
  for (const key of CACHE_KEYS) storage.remove(key);
}
