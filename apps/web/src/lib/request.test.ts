import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, request, RequestError } from './request';
import { storage } from './storage';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: vi.fn(), loadingToast: vi.fn() }));

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('sends the JSON content type, bearer token, app version, os, app name and platform headers', async () => {
    storage.set('token', 'tok123');
    const fetch = respond({ code: 200, msg: 'ok', data: 1 });
    vi.stubGlobal('fetch', fetch);
    await request({ url: '/api/x' });
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok123',
      'x-app-version': '1.0.63',
      'x-app-name': 'shortPlay',
      'x-platform': 'h5',
    });
    expect(headers['x-device-os']).toBeTruthy();
  });

  it('serialises params as the query string and data as the JSON body', async () => {
    const fetch = respond({ code: 200, msg: 'ok', data: null });
    vi.stubGlobal('fetch', fetch);
    await request({ url: '/api/y', method: 'POST', params: { page: 2, keyword: '甜宠', empty: undefined }, data: { a: 1 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/y?page=2&keyword=%E7%94%9C%E5%AE%A0');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('gives up after the 30 s timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal('fetch', respond({ code: 200, msg: 'ok', data: null }));
    await request({ url: '/api/z' });
    expect(timeout).toHaveBeenCalledWith(30_000);
  });

  it('succeeds on code 200 and returns the data field', async () => {
    vi.stubGlobal('fetch', respond({ code: 200, msg: 'ok', data: { n: 5 } }));
    await expect(request({ url: '/api/a' })).resolves.toEqual({ n: 5 });
  });

  it('succeeds on HTTP status 200 when the body carries no code', async () => {
    vi.stubGlobal('fetch', respond({ data: 'plain' }));
    await expect(request({ url: '/api/a' })).resolves.toBe('plain');
  });

  it('toasts the network message and rejects on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request({ url: '/api/a' })).rejects.toBeInstanceOf(RequestError);
    expect(toast).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('网络好像断了,请检查下网络!');
  });

  it('clears user and token on 401 and rejects silently', async () => {
    storage.set('token', 't');
    storage.set('user', { id: 1 });
    vi.stubGlobal('fetch', respond({ code: 401, msg: '请先登录', data: null }, 401));
    const err = await request({ url: '/api/a' }).catch((e: RequestError) => e);
    expect(err).toMatchObject({ code: 401, silent: true });
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts the server msg for any other code', async () => {
    vi.stubGlobal('fetch', respond({ code: 409, msg: '口令已被占用', data: null }, 409));
    await expect(request({ url: '/api/a' })).rejects.toMatchObject({ code: 409, message: '口令已被占用' });
    expect(toast).toHaveBeenCalledWith('口令已被占用');
  });
});
