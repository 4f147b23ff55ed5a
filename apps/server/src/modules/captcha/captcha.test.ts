import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { captchas } from '../../db/schema';
import { firstRow } from '../../lib/rows';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

// The captcha is consumed by the SMS send call, the first call that needs one.
const send = (captcha: { captchaId: string; captchaCode: string }) =>
  api.post('/api/user/getPhoneValidCode', { phone: newPhone(), purpose: 'register', ...captcha });

describe('GET /api/common/getPicCaptcha', () => {
  it('answers an id and an SVG picture, never cached, and keeps only the answer server-side', async () => {
    const res = await api.get('/api/common/getPicCaptcha');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(res.body.data.captchaId).toMatch(/^[\w-]{22}$/);
    expect(Object.keys(res.body.data).sort()).toEqual(['captchaId', 'svg']);
    const row = firstRow(
      await t.db.select().from(captchas).where(eq(captchas.id, res.body.data.captchaId)),
      'select of the new captcha',
    );
    expect(row.answer).toMatch(/^[a-z2-9]{4}$/);
  });

  it('is case-insensitive', async () => {
    const c = await api.captcha();
    const res = await send({ captchaId: c.captchaId, captchaCode: c.captchaCode.toUpperCase() });
    expect(res.status).toBe(200);
  });

  it('is single use', async () => {
    const c = await api.captcha();
    expect((await send(c)).status).toBe(200);
    const again = await send(c);
    expect(again.body).toEqual({
      code: 400,
      msg: '图形验证码已失效，请点击图片刷新',
      data: null,
      errorCode: 'CAPTCHA_EXPIRED',
      field: 'captchaCode',
    });
  });

  it('is used up by a wrong answer too', async () => {
    const c = await api.captcha();
    const wrong = await send({ captchaId: c.captchaId, captchaCode: 'zzzz' });
    expect(wrong.body).toEqual({
      code: 400,
      msg: '图形验证码错误，请重新输入',
      data: null,
      errorCode: 'CAPTCHA_WRONG',
      field: 'captchaCode',
    });
    expect((await send(c)).body.msg).toBe('图形验证码已失效，请点击图片刷新');
  });

  it('is valid for 2 minutes', async () => {
    const fresh = await api.captcha();
    t.clock.advance(119_000);
    expect((await send(fresh)).status).toBe(200);

    const old = await api.captcha();
    t.clock.advance(120_000);
    expect((await send(old)).body.msg).toBe('图形验证码已失效，请点击图片刷新');
  });

  it('rejects an unknown id', async () => {
    const res = await send({ captchaId: 'nope', captchaCode: 'abcd' });
    expect(res.body.msg).toBe('图形验证码已失效，请点击图片刷新');
  });
});
