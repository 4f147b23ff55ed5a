import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { DAY } from '../../lib/clock';
import { LogSmsSender } from '../sms/sender';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

const home = (token: string) => api.get('/api/user/home/data', {}, token);

describe('tokens', () => {
  it('expire after 30 days unused', async () => {
    const { user, password } = await createUser(t.db);
    const { token } = (await api.login(user.phone, password)).body.data;
    t.clock.advance(30 * DAY - 60_000);
    expect((await home(token)).status).toBe(200);

    const idle = (await api.login(user.phone, password)).body.data.token;
    t.clock.advance(30 * DAY + 60_000);
    expect((await home(idle)).body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
  });

  it('stay alive while used (the 30 days slide)', async () => {
    const { user, password } = await createUser(t.db);
    const { token } = (await api.login(user.phone, password)).body.data;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(29 * DAY);
      expect((await home(token)).status).toBe(200);
    }
  });
});

describe('POST /api/user/logout (added)', () => {
  it('revokes the token in use and no other', async () => {
    const { user, password } = await createUser(t.db);
    const phoneA = (await api.login(user.phone, password)).body.data.token;
    const phoneB = (await api.login(user.phone, password)).body.data.token;
    expect((await api.post('/api/user/logout', {}, phoneA)).body).toEqual({ code: 200, msg: 'ok', data: null });
    expect((await home(phoneA)).body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
    expect((await home(phoneB)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await api.post('/api/user/logout')).body).toEqual({ code: 401, msg: '请先登录', data: null });
  });
});

describe('logs', () => {
  it('never contain a password', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    const app = await buildApp({
      config: testConfig({ logLevel: 'trace' }),
      database,
      sms: new LogSmsSender({ info: () => {} }),
    });
    const { user, password, token } = await createUser(database.db);
    const written: string[] = [];
    // pino writes to fd 1 through fs.write / fs.writeSync; capture what it writes instead.
    const { write, writeSync } = fs;
    const capture = (fd: number, data: unknown) => (fd === 1 ? (written.push(String(data)), true) : false);
    Object.assign(fs, {
      write: (fd: number, data: unknown, ...rest: unknown[]) => {
        if (capture(fd, data))
          return (rest.find((r) => typeof r === 'function') as (e: null, n: number) => void)?.(null, String(data).length);
        return (write as (...a: unknown[]) => void)(fd, data, ...rest);
      },
      writeSync: (fd: number, data: unknown, ...rest: unknown[]) =>
        capture(fd, data) ? String(data).length : (writeSync as (...a: unknown[]) => number)(fd, data, ...rest),
    });
    try {
      const inject = (url: string, payload: object, auth?: string) =>
        app.inject({ method: 'POST', url, payload, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
      await inject('/api/user/login', { account: user.phone, password: 'WrongSecret9' });
      await inject('/api/user/login', { account: user.phone, password });
      await inject('/api/user/changepassword', { oldPassword: password, newPassword: 'NewSecret77' }, token);
      await inject('/api/user/reg', { phone: newPhone(), smsCode: '123456', password: 'RegSecret55' });
      await app.close();
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      Object.assign(fs, { write, writeSync });
      await database.close();
    }
    const log = written.join('');
    expect(log).toContain('/api/user/login');
    for (const secret of ['WrongSecret9', password, 'NewSecret77', 'RegSecret55']) expect(log).not.toContain(secret);
  });
});
