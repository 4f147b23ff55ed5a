import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../test/fake-api';
import { NETWORK_ERROR_MESSAGE, request, RequestError, UNRECOGNISED_ANSWER_MESSAGE } from './request';
import { session } from './session';
import { bindToast } from './toast';

const toasts = { error: vi.fn(), success: vi.fn() };

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  toasts.error.mockClear();
  bindToast(toasts as unknown as Parameters<typeof bindToast>[0]);
});
afterEach(() => vi.unstubAllGlobals());

async function rejection(p: Promise<unknown>): Promise<RequestError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof RequestError)) throw new Error(`expected a RequestError, got ${String(err)}`);
  return err;
}

describe('the console request function', () => {
  it('sends the query and the operator token, and returns the envelope’s data', async () => {
    session.signIn('tok-1');
    api.on('GET /admin-api/audit/page', ok({ records: [], hasNextPages: false }));
    const data = await request('GET /admin-api/audit/page', { query: { page: 2, size: 20, action: 'x', targetId: '' } });
    expect(data).toEqual({ records: [], hasNextPages: false });
    const [sent] = api.sent('GET /admin-api/audit/page');
    // Empty filters are left out rather than sent as `targetId=`.
    expect(sent?.query).toEqual({ page: '2', size: '20', action: 'x' });
    expect(sent?.headers.Authorization).toBe('Bearer tok-1');
    expect(sent?.headers['Content-Type']).toBeUndefined();
  });

  it('puts a named path segment into the path, escaped', async () => {
    session.signIn('tok-1');
    api.on('GET /admin-api/settlement/imports/:id', ok(null));
    await request('GET /admin-api/settlement/imports/:id', { params: { id: 42 } });
    await request('GET /admin-api/settlement/imports/:id', { params: { id: 'a/b' } });
    // Escaped, a slash stays inside its segment: the path still names the call.
    expect(api.sent('GET /admin-api/settlement/imports/:id').map((r) => r.params)).toEqual([{ id: '42' }, { id: 'a/b' }]);
  });

  it('sends a JSON body with its content type, and no token before login', async () => {
    api.on('POST /admin-api/auth/login', ok({ token: 't', operator: null }));
    await request('POST /admin-api/auth/login', { body: { account: 'admin', password: 'x' } });
    const [sent] = api.sent('POST /admin-api/auth/login');
    expect(sent?.body).toEqual({ account: 'admin', password: 'x' });
    expect(sent?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('rejects an error envelope with its code, errorCode, field and Retry-After, and toasts its msg', async () => {
    api.on(
      'POST /admin-api/auth/login',
      api.withHeaders(fail('尝试次数过多，请 15 分钟后再试', { code: 429, errorCode: 'ACCOUNT_LOCKED', field: 'account' }), {
        'retry-after': '900',
      }),
    );
    const err = await rejection(request('POST /admin-api/auth/login', { body: { account: 'a', password: 'b' } }));
    expect(err).toMatchObject({
      code: 429,
      message: '尝试次数过多，请 15 分钟后再试',
      errorCode: 'ACCOUNT_LOCKED',
      field: 'account',
    });
    expect(err.retryAfterSeconds).toBe(900);
    expect(toasts.error).toHaveBeenCalledWith('尝试次数过多，请 15 分钟后再试');
  });

  it('leaves the toast to the caller that shows the error itself', async () => {
    api.on('POST /admin-api/auth/login', fail('账号或密码错误', { errorCode: 'PASSWORD_WRONG', field: 'password' }));
    const err = await rejection(
      request('POST /admin-api/auth/login', { body: { account: 'a', password: 'b' } }, { toastOnError: false }),
    );
    expect(err.field).toBe('password');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('on 401 clears the token without a toast, so the guard shows the login page', async () => {
    session.signIn('expired');
    const seen = vi.fn();
    const stop = session.subscribe(seen);
    api.on('GET /admin-api/auth/me', fail('登录已过期，请重新登录', { code: 401, errorCode: 'SESSION_EXPIRED' }));
    const err = await rejection(request('GET /admin-api/auth/me'));
    stop();
    expect(err).toMatchObject({ code: 401, silent: true, errorCode: 'SESSION_EXPIRED' });
    expect(session.token()).toBeNull();
    expect(seen).toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('names a network failure, and refuses a 200 that is not the envelope', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await rejection(request('GET /admin-api/auth/me'))).message).toBe(NETWORK_ERROR_MESSAGE);
    vi.stubGlobal('fetch', async () => new Response('<html>proxy</html>', { status: 200 }));
    expect((await rejection(request('GET /admin-api/auth/me'))).message).toBe(UNRECOGNISED_ANSWER_MESSAGE);
  });
});
