import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../test/harness';
import { SPEC_CALLS } from '../test/spec-calls';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };

describe('envelope', () => {
  it('wraps a success as {code: 200, msg: "ok", data}', async () => {
    const res = await api.get('/dev/config/GetAppSetting');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'msg']);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('ok');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('GET /healthz', () => {
  it('answers ok without the envelope', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

/** What a JSON answer carries: nothing in it may load, run, be framed or be read cross-origin. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

describe('security headers', () => {
  it('sends the API set on API answers and errors, without the document-only headers', async () => {
    for (const url of ['/api/works/list', '/admin-api/auth/me', '/api/no/such/call']) {
      const res = await t.app.inject({ url });
      expect(res.headers).toMatchObject(API_HEADERS);
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("sends helmet's document set on what is not a call (the API docs' page here)", async () => {
    const res = await t.app.inject({ url: '/docs' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});

describe('compression of answers made per request', () => {
  it('prefers gzip when the client takes gzip and br, and sends br to a client that takes only br', async () => {
    // The OpenAPI document: a big answer that no cache compresses ahead.
    const both = await t.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const brOnly = await t.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    const plain = await t.app.inject({ url: '/docs/json' });
    expect([both.headers['content-encoding'], brOnly.headers['content-encoding']]).toEqual(['gzip', 'br']);
    expect(gunzipSync(both.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(brOnly.rawPayload).toString()).toBe(plain.body);
  });
});

describe('/docs', () => {
  it('serves the OpenAPI UI', async () => {
    const res = await t.app.inject({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Swagger UI');
  });

  it('has every call of spec section 7 at its exact path and method', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApi & { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const missing = SPEC_CALLS.map(([m, p]) => `${m} ${p}`).filter((call) => !documented.includes(call));
    expect(missing).toEqual([]);
    expect(SPEC_CALLS).toHaveLength(46);
  });

  it('routes every spec call (never the 接口不存在 404)', async () => {
    const unrouted: string[] = [];
    for (const [method, url] of SPEC_CALLS) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      if (res.statusCode === 404 && res.json().msg === '接口不存在') unrouted.push(`${method} ${url}`);
      // 501 is the honest "not built yet"; any other 5xx is a crash on an empty request.
      expect(res.statusCode === 501 || res.statusCode < 500, `${method} ${url} → ${res.statusCode}`).toBe(true);
    }
    expect(unrouted).toEqual([]);
  });
});
