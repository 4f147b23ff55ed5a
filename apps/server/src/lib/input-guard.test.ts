import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { findControlCharacter } from './input-guard';
import { multiline } from '@tuike/contract/fields';
import { z } from 'zod';
import { errorBody } from '../../test/envelopes';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const refused = (field: string) => errorBody(400, `${field}：不能包含控制字符`, 'VALIDATION_FAILED', field);

describe('control characters in text', () => {
  it.each([
    ['keyword', '/api/works/list'],
    ['keyword', '/api/article/FAQ'],
    ['category', '/api/article/tutorial/page'],
    ['account', '/api/user/loginByAccount'],
    ['captchaId', '/dev/captcha/answer'],
  ])('refuses NUL in the query field %s of %s', async (field, url) => {
    const res = await api.get(url, { [field]: 'ab\u0000c' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(field));
  });

  it('refuses NUL in the login account', async () => {
    expect((await api.post('/api/user/login', { account: '1380000\u00000000', password: 'x' })).body).toEqual(refused('account'));
  });

  it('refuses NUL in a captcha id sent with an SMS request', async () => {
    const body = { phone: '13800000000', purpose: 'login', captchaId: '\u0000', captchaCode: 'abcd' };
    expect((await api.post('/api/user/getPhoneValidCode', body)).body).toEqual(refused('captchaId'));
  });

  it('refuses NUL in an invite code even when the rest of the form is valid', async () => {
    const body = { phone: '13800000000', smsCode: '123456', password: 'Secret123', inviteCode: 'AB\u0000' };
    expect((await api.post('/api/user/reg', body)).body).toEqual(refused('inviteCode'));
  });

  it('refuses other C0 and C1 controls and DEL', async () => {
    for (const c of ['\u0001', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect((await api.get('/api/works/list', { keyword: `a${c}` })).body).toEqual(refused('keyword'));
    }
  });

  it('refuses tabs and line breaks in single-line fields', async () => {
    for (const c of ['\t', '\n', '\r', '\u2028', '\u2029']) {
      expect((await api.get('/api/works/list', { keyword: `a${c}b` })).body).toEqual(refused('keyword'));
      expect((await api.post('/api/user/login', { account: `a${c}b`, password: 'x' })).body).toEqual(refused('account'));
    }
  });

  it('refuses an array sent where text goes by its type, in plain words', async () => {
    const body = { account: '13800000000', password: 'x', captchaId: ['ok', 'a\u0000'] };
    expect((await api.post('/api/user/login', body)).body).toEqual(
      errorBody(400, 'captchaId：应为文本', 'VALIDATION_FAILED', 'captchaId'),
    );
  });

  it('refuses a bare string body with a control character where no schema describes the body', async () => {
    const { token } = await createUser(t.db);
    const send = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: '"\\u0000"',
      });
    // Logout takes no body: nothing but the general check looks at it (and the session outlives the refusal).
    expect((await send('/api/user/logout')).json()).toEqual(errorBody(400, '请求内容不能包含控制字符', 'VALIDATION_FAILED'));
    // Where a schema describes the body, its own message comes first.
    expect((await send('/api/user/login')).json()).toEqual(errorBody(400, '请求内容应为对象', 'VALIDATION_FAILED'));
  });

  it("lets a schema's own message win over the general one", async () => {
    const { token } = await createUser(t.db);
    expect((await api.post('/api/user/modifynickname', { nickname: '推客\u0000' }, token)).body).toEqual(
      errorBody(400, 'nickname：昵称不能包含换行等控制字符', 'VALIDATION_FAILED', 'nickname'),
    );
  });

  it('checks the value the handler gets: whitespace trimmed away is no reason to refuse', async () => {
    expect((await api.get('/api/works/list', { keyword: '霸总\n' })).status).toBe(200);
  });

  it('lets the multi-line deletion reason keep its line breaks, but never NUL', async () => {
    const { token } = await createUser(t.db);
    expect((await api.post('/api/user/applyDeleteAccount', { reason: 'a\u0000' }, token)).body).toEqual(refused('reason'));
    const res = await api.post('/api/user/applyDeleteAccount', { reason: '不再使用\r\n谢谢\t再见' }, token);
    expect(res.status).toBe(200);
  });

  it('leaves ordinary text alone, emoji and all', async () => {
    const res = await api.get('/api/works/list', { keyword: '霸总 😀 ①' });
    expect(res.status).toBe(200);
  });
});

describe('findControlCharacter', () => {
  const schema = z.object({
    note: multiline(z.string()).optional(),
    title: z.string(),
    items: z.array(z.object({ text: multiline(z.string().max(5)).default('') })),
  });

  it('reads the multi-line mark through optional, default and arrays', () => {
    expect(findControlCharacter({ note: 'a\nb', title: 't', items: [{ text: 'x\ny' }] }, schema)).toBeNull();
    expect(findControlCharacter({ title: 'a\nb' }, schema)).toEqual(['title']);
    expect(findControlCharacter({ items: [{ text: 'ok' }, { text: '\u0000' }] }, schema)).toEqual(['items', '1', 'text']);
  });

  it('treats fields the schema does not know, and routes without a schema, as single-line', () => {
    expect(findControlCharacter({ other: 'a\nb' }, schema)).toEqual(['other']);
    expect(findControlCharacter({ a: 'a\rb' }, undefined)).toEqual(['a']);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findControlCharacter(deep, undefined)).toHaveLength(200_000);
  });
});

describe('text/plain bodies', () => {
  it('answer 415 like any other body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'account=1&password=2',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(errorBody(415, '请求格式不支持，请使用 JSON', 'UNSUPPORTED_MEDIA_TYPE'));
  });
});
