import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, request, RequestError, UNRECOGNISED_ANSWER_MESSAGE } from './request';
import { storage } from './storage';
import { toastsShown } from '../test/render-route';

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const sent = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls[0] as unknown as [string, RequestInit];

beforeEach(() => {
  localStorage.clear();
});

// What request() toasted (the page kit records every toast, test/render-route.tsx). A toast is shown once
// antd-mobile's Toast has loaded, a promise callback later: a timer's turn waits that out.
const toasted = () => new Promise((resolve) => setTimeout(resolve, 0)).then(toastsShown);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request', () => {
  it('sends the bearer token, app version, os, app name and platform headers', async () => {
    storage.set('token', 'tok123');
    const fetch = respond({ code: 200, msg: 'ok', data: 1 });
    vi.stubGlobal('fetch', fetch);
    await request('GET /api/user/home/data');
    const headers = sent(fetch)[1].headers as Record<string, string>;
    expect(headers).toMatchObject({
      Authorization: 'Bearer tok123',
      'x-app-version': '1.0.63',
      'x-app-name': 'shortPlay',
      'x-platform': 'h5',
    });
    expect(headers['x-device-os']).toBeTruthy();
  });

  it('takes method and path from the key and serialises the query as the query string', async () => {
    const fetch = respond({ code: 200, msg: 'ok', data: { records: [], hasNextPages: false } });
    vi.stubGlobal('fetch', fetch);
    await request('GET /api/works/list', { query: { page: 2, keyword: '甜宠', taskPlatformId: undefined } });
    const [url, init] = sent(fetch);
    expect(url).toBe('/api/works/list?page=2&keyword=%E7%94%9C%E5%AE%A0');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('serialises the body as JSON', async () => {
    const fetch = respond({ code: 200, msg: 'ok', data: null });
    vi.stubGlobal('fetch', fetch);
    await request('POST /api/user/modifynickname', { body: { nickname: '小推' } });
    const [url, init] = sent(fetch);
    expect(url).toBe('/api/user/modifynickname');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"nickname":"小推"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no JSON content type without a body, which the server would refuse as an empty JSON body', async () => {
    const fetch = respond({ code: 200, msg: 'ok', data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    vi.stubGlobal('fetch', fetch);
    await request('POST /api/withdrawAccount/SendCode');
    const [, init] = sent(fetch);
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('gives up after the 30 s timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal('fetch', respond({ code: 200, msg: 'ok', data: null }));
    await request('GET /api/article/tutorial/categories');
    expect(timeout).toHaveBeenCalledWith(30_000);
  });

  it('succeeds on code 200 and returns the data field', async () => {
    vi.stubGlobal('fetch', respond({ code: 200, msg: 'ok', data: ['剧情'] }));
    await expect(request('GET /api/article/tutorial/categories')).resolves.toEqual(['剧情']);
  });

  it('succeeds on HTTP status 200 when the body carries no code', async () => {
    vi.stubGlobal('fetch', respond({ data: ['plain'] }));
    await expect(request('GET /api/article/tutorial/categories')).resolves.toEqual(['plain']);
  });

  it.each([
    ['an HTML page', () => new Response('<html>维护中</html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['JSON that is not an envelope', () => new Response('[1,2]', { status: 200 })],
    ['an envelope without data', () => new Response('{"code":200,"msg":"ok"}', { status: 200 })],
  ])('rejects a 200 answer carrying %s, never returning undefined data', async (_, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const err = await request('GET /api/article/tutorial/categories').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({ message: UNRECOGNISED_ANSWER_MESSAGE, silent: false });
    expect(await toasted()).toEqual(['服务器返回了无法识别的内容，请稍后再试']);
  });

  it('toasts the network message and rejects on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('GET /api/user/home/data')).rejects.toBeInstanceOf(RequestError);
    expect(await toasted()).toEqual([NETWORK_ERROR_MESSAGE]);
    expect(NETWORK_ERROR_MESSAGE).toBe('网络好像断了,请检查下网络!');
  });

  it('clears user and token on 401 and rejects silently', async () => {
    storage.set('token', 't');
    storage.set('user', { id: 1 });
    vi.stubGlobal('fetch', respond({ code: 401, msg: '请先登录', data: null, errorCode: 'SESSION_EXPIRED' }, 401));
    const err = await request('GET /api/user/home/data').catch((e: RequestError) => e);
    expect(err).toMatchObject({ code: 401, silent: true, errorCode: 'SESSION_EXPIRED' });
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(await toasted()).toEqual([]);
  });

  it('toasts the server msg for any other code', async () => {
    vi.stubGlobal('fetch', respond({ code: 409, msg: '口令已被占用', data: null }, 409));
    const err = await request('GET /api/user/home/data').then(
      () => null,
      (e: RequestError) => e,
    );
    expect(err).toMatchObject({ code: 409, message: '口令已被占用' });
    expect(err?.errorCode).toBeUndefined();
    expect(err?.field).toBeUndefined();
    expect(await toasted()).toEqual(['口令已被占用']);
  });

  it('carries the envelope errorCode and field, and stays quiet when the caller shows the error itself', async () => {
    vi.stubGlobal(
      'fetch',
      respond({ code: 400, msg: '原密码错误', data: null, errorCode: 'PASSWORD_WRONG', field: 'oldPassword' }, 400),
    );
    const err = await request(
      'POST /api/user/changepassword',
      { body: { oldPassword: 'a1234567', newPassword: 'b1234567' } },
      { toastOnError: false },
    ).catch((e: RequestError) => e);
    expect(err).toMatchObject({ code: 400, message: '原密码错误', errorCode: 'PASSWORD_WRONG', field: 'oldPassword' });
    expect(await toasted()).toEqual([]);
  });

  it('carries the Retry-After of a 429, so the caller need not read the message', async () => {
    const body = { code: 429, msg: '发送太频繁，请 35 秒后再试', data: null, errorCode: 'SMS_SEND_TOO_SOON' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 429, headers: { 'retry-after': '35' } })),
    );
    const err = await request('GET /api/user/home/data').catch((e: RequestError) => e);
    expect(err).toMatchObject({ code: 429, errorCode: 'SMS_SEND_TOO_SOON', retryAfterSeconds: 35 });
  });

  it('checks keys and inputs at compile time', () => {
    vi.stubGlobal('fetch', respond({ code: 200, msg: 'ok', data: null }));
    const calls = () => [
      // @ts-expect-error -- not a call of the contract
      request('GET /api/works/lst'),
      // @ts-expect-error -- the body is required for a login
      request('POST /api/user/login'),
      // @ts-expect-error -- a work is fetched by numeric id
      request('GET /api/works/detail', { body: { id: 1 } }),
    ];
    expect(calls).toBeTypeOf('function');
  });
});
