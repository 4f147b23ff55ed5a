import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { storage } from '../../../lib/storage';
import { prefetchTaskPlatforms } from './task-platforms';

afterEach(() => vi.unstubAllGlobals());

describe('task platforms', () => {
  it('are loaded at start-up with size 999 and cached as taskPlatformList', async () => {
    const records = [{ id: 1, name: '红果短剧' }];
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { records, hasNextPages: false } })),
    );
    vi.stubGlobal('fetch', fetch);
    await prefetchTaskPlatforms(new QueryClient());
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/taskPlatform/list?page=1&size=999');
    expect(storage.get('taskPlatformList')).toEqual(records);
  });
});
