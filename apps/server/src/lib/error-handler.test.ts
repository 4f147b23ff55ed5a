import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { errorBody } from '../../test/envelopes';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

/** A schema failure names its field in `msg` (for old clients) and in `field` (for new ones). */
const invalid = (field: string, text: string) => errorBody(400, `${field}：${text}`, 'VALIDATION_FAILED', field);
const missing = (field: string) => errorBody(400, `缺少必填字段 ${field}`, 'VALIDATION_FAILED', field);

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
    expect(res.json()).toEqual(errorBody(404, '接口不存在', 'NO_SUCH_CALL'));
  });

  it('answers a plain 404 outside the API', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not found');
  });
});

describe('bad query', () => {
  it('names a missing required field', async () => {
    expect((await api.get('/api/works/detail')).body).toEqual(missing('id'));
  });

  it('names the field of an out-of-range value with the schema message', async () => {
    const res = await api.get('/api/works/list', { page: '0' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid('page', '页码从 1 开始'));
  });

  it('names the field of a value outside an enum', async () => {
    expect((await api.get('/api/works/list', { sort: 'oldest' })).body).toEqual(
      invalid('sort', '排序只能是 new、hot 或 recommend'),
    );
  });

  it('names the field of a value of the wrong type, without calling it missing', async () => {
    const res = await api.get('/api/works/list', { page: '1.5' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid('page', '页码必须是整数'));
  });

  it('names the field of a number that is not a number', async () => {
    const res = await api.get('/api/works/detail', { id: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid('id', '作品 id 必须是正整数'));
  });

  it('reads a number only in plain decimal, so Infinity and exponents are not numbers', async () => {
    for (const id of ['Infinity', '-Infinity', '1e400', '1e20']) {
      expect((await api.get('/api/works/detail', { id })).body).toEqual(invalid('id', '作品 id 必须是正整数'));
    }
  });

  it('reads an empty query value as a missing field', async () => {
    expect((await api.get('/api/works/detail', { id: '' })).body).toEqual(missing('id'));
  });

  it('lets an empty optional query value take its default', async () => {
    const res = await api.get('/api/works/list', { page: '', taskPlatformId: '', keyword: '' });
    expect(res.status).toBe(200);
  });

  it('names the field of a repeated query key where one value goes', async () => {
    const res = await t.app.inject({ url: '/api/works/list?keyword=a&keyword=b' });
    expect(res.json()).toEqual(invalid('keyword', '应为文本'));
  });
});

describe('integers beyond a 32-bit column', () => {
  it.each([
    ['/api/works/detail', 'id', '作品 id 超出范围'],
    ['/api/works/videos', 'id', '作品 id 超出范围'],
    ['/api/works/list', 'taskPlatformId', '任务平台 id 超出范围'],
    ['/api/works/list', 'page', '页码超出范围'],
    ['/api/siteNotice/detail', 'id', '公告 id 超出范围'],
    ['/api/article/detail', 'id', '文章 id 超出范围'],
    ['/api/taskPlatform/detail', 'id', '任务平台 id 超出范围'],
    ['/api/taskPlatform/getTaskPlatformList', 'PromotionType', 'PromotionType 超出范围'],
    ['/api/taskPlatform/getTaskPlatformList', 'SettlementType', 'SettlementType 超出范围'],
  ])('%s refuses %s=2^31 with a field error, not 500', async (url, field, msg) => {
    for (const value of ['2147483648', '9007199254740993']) {
      const res = await api.get(url, { [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid(field, msg));
    }
  });

  it('refuses a filter below the 32-bit range', async () => {
    expect((await api.get('/api/taskPlatform/getTaskPlatformList', { PromotionType: '-2147483649' })).body).toEqual(
      invalid('PromotionType', 'PromotionType 超出范围'),
    );
  });

  it('accepts the largest 32-bit id and answers it is not there', async () => {
    const res = await api.get('/api/works/detail', { id: '2147483647' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });
});

describe('Cache-Control', () => {
  it('keeps a login answer, which carries the token, out of every cache', async () => {
    const { user, password } = await createUser(t.db);
    const res = await api.post('/api/user/login', { account: user.phone, password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps private data and public API answers out of caches', async () => {
    const { token } = await createUser(t.db);
    expect((await api.get('/api/user/home/data', undefined, token)).headers['cache-control']).toBe('no-store');
    expect((await api.get('/dev/config/GetAppSetting')).headers['cache-control']).toBe('no-store');
  });

  it('marks error answers no-store too', async () => {
    expect((await api.get('/api/works/detail', { id: 'x' })).headers['cache-control']).toBe('no-store');
    expect((await api.get('/api/user/home/data')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/nothing' })).headers['cache-control']).toBe('no-store');
  });

  it("leaves a route's own Cache-Control alone", async () => {
    expect((await api.get('/api/common/getPicCaptcha')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});

describe('bad body', () => {
  it('names a missing required field', async () => {
    expect((await api.post('/api/user/login', { account: '13800000000' })).body).toEqual(missing('password'));
  });

  it('names the field of an empty value with the schema message', async () => {
    expect((await api.post('/api/user/login', { account: ' ', password: 'x' })).body).toEqual(invalid('account', '请输入账号'));
  });

  it('names the field of a value of the wrong type, without calling it missing', async () => {
    const res = await api.post('/api/user/login', { account: 13800000000, password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid('account', '请输入账号'));
  });

  it('answers an empty body with 缺少请求内容', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(400, '缺少请求内容', 'VALIDATION_FAILED'));
  });

  it('answers malformed JSON with 400 in the envelope, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "13800000000",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(400, '请求内容格式不正确', 'MALFORMED_REQUEST'));
  });

  it('answers a body that is not JSON with 415 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(errorBody(415, '请求格式不支持，请使用 JSON', 'UNSUPPORTED_MEDIA_TYPE'));
  });

  it('answers a body over 1 MB with 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(1_100_000), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(errorBody(413, '请求内容过大', 'PAYLOAD_TOO_LARGE'));
  });
});
