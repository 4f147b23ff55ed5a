import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
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

  it('do not exist with a real SMS provider or in production', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    const withGateway = await buildApp({
      config: testConfig(),
      database,
      sms: new HttpSmsSender('http://127.0.0.1:9/sms', 'key'),
    });
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const inProduction = await buildApp({ config: testConfig(), database });
    process.env.NODE_ENV = nodeEnv;
    try {
      for (const app of [withGateway, inProduction]) {
        for (const url of ['/dev/sms/last?phone=13800000000', '/dev/captcha/answer?captchaId=x']) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
        }
      }
    } finally {
      await withGateway.close();
      await inProduction.close();
      await database.close();
    }
  });
});
