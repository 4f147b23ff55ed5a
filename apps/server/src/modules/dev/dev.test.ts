import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { HttpSmsSender } from '../sms/sender';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

describe('development helpers', () => {
  it('GET /dev/sms/last answers the last code the log sender sent to a phone', async () => {
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    const res = await api.get('/dev/sms/last', { phone });
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { phone, code } });
    expect((await api.get('/dev/sms/last', { phone: newPhone() })).body).toEqual({
      code: 404,
      msg: '该手机号还没有收到验证码',
      data: null,
      errorCode: 'NOT_FOUND',
    });
  });

  it('GET /dev/captcha/answer reads a captcha without using it up', async () => {
    const { captchaId } = (await api.get('/api/common/getPicCaptcha')).body.data;
    const res = await api.get('/dev/captcha/answer', { captchaId });
    expect(res.body.data.answer).toMatch(/^[a-z2-9]{4}$/);
    const send = await api.post('/api/user/getPhoneValidCode', {
      phone: newPhone(),
      purpose: 'register',
      captchaId,
      captchaCode: res.body.data.answer,
    });
    expect(send.status).toBe(200);
  });

  it('do not exist unless DEV_HELPERS turns them on, nor in production; no SMS reader with a real gateway', async () => {
    // Other nodes on this file's database, each with the setting under test.
    const gateway = new HttpSmsSender('http://127.0.0.1:9/sms', 'key');
    const off = (await t.secondNode({ config: { devHelpers: false } })).app;
    const inProduction = (await t.secondNode({ config: { production: true } })).app;
    const withGateway = (await t.secondNode({ sms: gateway })).app;
    const gone = { code: 404, msg: '接口不存在', data: null, errorCode: 'NO_SUCH_CALL' };
    for (const app of [off, inProduction]) {
      for (const url of ['/dev/sms/last?phone=13800000000', '/dev/captcha/answer?captchaId=x']) {
        expect((await app.inject({ method: 'GET', url })).json()).toEqual(gone);
      }
    }
    expect((await withGateway.inject({ method: 'GET', url: '/dev/sms/last?phone=13800000000' })).json()).toEqual(gone);
    expect((await withGateway.inject({ method: 'GET', url: '/dev/captcha/answer?captchaId=x' })).json()).toEqual({
      code: 404,
      msg: '图形验证码不存在',
      data: null,
      errorCode: 'NOT_FOUND',
    });
  });
});
