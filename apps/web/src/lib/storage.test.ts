import { beforeEach, describe, expect, it } from 'vitest';
import { pushSearchHistory, storage, STORAGE_PREFIX } from './storage';

beforeEach(() => localStorage.clear());

describe('local storage', () => {
  it('keeps user, token, the three search histories and the task platform list under one fixed prefix', () => {
    for (const key of ['user', 'token', 'mcnSearchList', 'shortPlayList', 'novelSearchList', 'taskPlatformList'] as const) {
      storage.set(key, [key]);
      expect(localStorage.getItem(`${STORAGE_PREFIX}${key}`)).toBe(JSON.stringify([key]));
    }
    expect(Object.keys(localStorage).every((k) => k.startsWith(STORAGE_PREFIX))).toBe(true);
  });

  it('keeps search history newest first without duplicates', () => {
    pushSearchHistory('shortPlayList', '战神');
    pushSearchHistory('shortPlayList', '萌宝');
    pushSearchHistory('shortPlayList', '战神');
    expect(storage.get('shortPlayList')).toEqual(['战神', '萌宝']);
  });

  it('treats an unreadable value as absent', () => {
    localStorage.setItem(`${STORAGE_PREFIX}user`, '{broken');
    expect(storage.get('user')).toBeNull();
  });
});
