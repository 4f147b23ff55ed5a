import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY } from '../../lib/clock';

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
    expect((await home(idle)).body).toEqual({
      code: 401,
      msg: '登录已过期，请重新登录',
      data: null,
      errorCode: 'SESSION_EXPIRED',
    });
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
    expect((await home(phoneA)).body).toEqual({
      code: 401,
      msg: '登录已过期，请重新登录',
      data: null,
      errorCode: 'SESSION_EXPIRED',
    });
    expect((await home(phoneB)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await api.post('/api/user/logout')).body).toEqual({
      code: 401,
      msg: '请先登录',
      data: null,
      errorCode: 'UNAUTHENTICATED',
    });
  });
});

describe('logs', () => {
  it('never contain a password', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ config: { logLevel: 'trace' }, logStream: { write: (line) => void lines.push(line) } });
    const { user, password, token } = await createUser(logged.db);
    try {
      const inject = (url: string, payload: object, auth?: string) =>
        logged.app.inject({ method: 'POST', url, payload, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
      await inject('/api/user/login', { account: user.phone, password: 'WrongSecret9' });
      await inject('/api/user/login', { account: user.phone, password });
      await inject('/api/user/changepassword', { oldPassword: password, newPassword: 'NewSecret77' }, token);
      await inject('/api/user/reg', { phone: newPhone(), smsCode: '123456', password: 'RegSecret55' });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/user/login');
    for (const secret of ['WrongSecret9', password, 'NewSecret77', 'RegSecret55']) expect(log).not.toContain(secret);
  });
});
