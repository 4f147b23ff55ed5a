import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const fail = (code: number, msg: string) => ({ code, msg, data: null });

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nothing/here'],
    ['POST', '/api/works/list'],
    ['GET', '/dev/config/Enums/NoSuchEnum'],
    ['POST', '/dev/nothing'],
  ] as const)('%s %s answers 404 接口不存在 in the envelope', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(fail(404, '接口不存在'));
  });

  it('answers a plain 404 outside the API', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not found');
  });
});

describe('bad query', () => {
  it('names a missing required field', async () => {
    expect((await api.get('/api/works/detail')).body).toEqual(fail(400, '缺少必填字段 id'));
  });

  it('names the field of an out-of-range value with the schema message', async () => {
    const res = await api.get('/api/works/list', { page: '0' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fail(400, 'page：页码从 1 开始'));
  });

  it('names the field of a value outside an enum', async () => {
    expect((await api.get('/api/works/list', { sort: 'oldest' })).body).toEqual(
      fail(400, 'sort：排序只能是 new、hot 或 recommend'),
    );
  });

  it('names the field of a value of the wrong type, without calling it missing', async () => {
    const res = await api.get('/api/works/list', { page: '1.5' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fail(400, 'page：页码必须是整数'));
  });

  it('names the field of a number that is not a number', async () => {
    const res = await api.get('/api/works/detail', { id: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fail(400, 'id：无效输入：期望 数字，实际接收 NaN'));
  });
});

describe('bad body', () => {
  it('names a missing required field', async () => {
    expect((await api.post('/api/user/login', { account: '13800000000' })).body).toEqual(fail(400, '缺少必填字段 password'));
  });

  it('names the field of an empty value with the schema message', async () => {
    expect((await api.post('/api/user/login', { account: ' ', password: 'x' })).body).toEqual(fail(400, 'account：请输入账号'));
  });

  it('names the field of a value of the wrong type, without calling it missing', async () => {
    const res = await api.post('/api/user/login', { account: 13800000000, password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fail(400, 'account：请输入账号'));
  });

  it('answers an empty body with 缺少请求内容', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail(400, '缺少请求内容'));
  });

  it('answers malformed JSON with 400 in the envelope, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "13800000000",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail(400, '请求内容格式不正确'));
  });

  it('answers a body that is not JSON with 415 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(fail(415, '请求格式不支持，请使用 JSON'));
  });

  it('answers a body over 1 MB with 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(1_100_000), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(fail(413, '请求内容过大'));
  });
});
