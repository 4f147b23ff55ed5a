import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { accountDeletionRequests } from '../../db/schema';
import { DAY } from '../../lib/clock';

let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

const home = (token: string) => api.get('/api/user/home/data', {}, token);
const EXPIRED = { code: 401, msg: '登录已过期，请重新登录', data: null, errorCode: 'SESSION_EXPIRED' };

describe('every profile call', () => {
  it('needs a login', async () => {
    for (const url of [
      '/api/user/modifynickname',
      '/api/user/changepassword',
      '/api/user/applyDeleteAccount',
      '/api/user/modifyWxInfo',
    ]) {
      expect((await api.post(url, {})).body).toEqual({ code: 401, msg: '请先登录', data: null, errorCode: 'UNAUTHENTICATED' });
    }
  });
});

describe('POST /api/user/modifynickname', () => {
  it('trims and saves the nickname', async () => {
    const { token } = await createUser(t.db);
    const res = await api.post('/api/user/modifynickname', { nickname: '  短剧达人 ' }, token);
    expect(res.status).toBe(200);
    expect(res.body.data.nickname).toBe('短剧达人');
    expect((await home(token)).body.data.user.nickname).toBe('短剧达人');
  });

  it('takes 1–20 characters without control characters', async () => {
    const { token } = await createUser(t.db);
    const cases: Array<[string, string]> = [
      ['   ', 'nickname：请输入昵称'],
      ['一二三四五六七八九十一二三四五六七八九十一', 'nickname：昵称最多 20 个字'],
      ['推客\n小星', 'nickname：昵称不能包含换行等控制字符'],
      ['推客\u0007', 'nickname：昵称不能包含换行等控制字符'],
    ];
    for (const [nickname, msg] of cases) {
      expect((await api.post('/api/user/modifynickname', { nickname }, token)).body).toEqual({
        code: 400,
        msg,
        data: null,
        errorCode: 'VALIDATION_FAILED',
        field: 'nickname',
      });
    }
    const emoji = '🎬'.repeat(20);
    expect((await api.post('/api/user/modifynickname', { nickname: emoji }, token)).body.data.nickname).toBe(emoji);
  });
});

describe('POST /api/user/modifyWxInfo', () => {
  it('binds a WeChat ID and refuses a malformed one', async () => {
    const { token } = await createUser(t.db);
    expect((await api.post('/api/user/modifyWxInfo', { wxId: 'tuike_2026' }, token)).body.data.wxId).toBe('tuike_2026');
    const bad = await api.post('/api/user/modifyWxInfo', { wxId: '12ab' }, token);
    expect(bad.body).toEqual({
      code: 400,
      msg: 'wxId：微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'wxId',
    });
    expect((await home(token)).body.data.user.wxId).toBe('tuike_2026');
  });
});

describe('POST /api/user/changepassword', () => {
  it('changes the password, keeps this session and signs out every other one', async () => {
    const { user, password, token: other } = await createUser(t.db);
    const current = (await api.login(user.phone, password)).body.data.token;
    const res = await api.post('/api/user/changepassword', { oldPassword: password, newPassword: 'Fresh2026x' }, current);
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: null });
    expect((await home(current)).status).toBe(200);
    expect((await home(other)).body).toEqual(EXPIRED);
    expect((await api.login(user.phone, password)).body.msg).toBe('账号或密码错误');
    expect((await api.login(user.phone, 'Fresh2026x')).status).toBe(200);
  });

  it('needs the right old password and a new, valid one', async () => {
    const { password, token } = await createUser(t.db);
    const change = (oldPassword: string, newPassword: string) =>
      api.post('/api/user/changepassword', { oldPassword, newPassword }, token);
    expect((await change('Wrong1234', 'Fresh2026x')).body).toEqual({
      code: 400,
      msg: '原密码错误',
      data: null,
      errorCode: 'PASSWORD_WRONG',
      field: 'oldPassword',
    });
    expect((await change(password, password)).body).toEqual({
      code: 400,
      msg: '新密码不能与原密码相同',
      data: null,
      errorCode: 'PASSWORD_UNCHANGED',
      field: 'newPassword',
    });
    expect((await change(password, 'short1')).body).toEqual({
      code: 400,
      msg: 'newPassword：密码至少 8 位',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'newPassword',
    });
  });

  it('counts wrong old passwords towards the login lock', async () => {
    const { password, token } = await createUser(t.db);
    for (let i = 0; i < 9; i++)
      await api.post('/api/user/changepassword', { oldPassword: 'Wrong1234', newPassword: 'Fresh2026x' }, token);
    const tenth = await api.post('/api/user/changepassword', { oldPassword: 'Wrong1234', newPassword: 'Fresh2026x' }, token);
    expect(tenth.body).toEqual({
      code: 429,
      msg: '密码错误次数过多，请 15 分钟后再试，或使用验证码登录',
      data: null,
      errorCode: 'ACCOUNT_LOCKED',
    });
    expect((await api.post('/api/user/changepassword', { oldPassword: password, newPassword: 'Fresh2026x' }, token)).status).toBe(
      429,
    );
    t.clock.advance(15 * 60_000);
    expect((await api.post('/api/user/changepassword', { oldPassword: password, newPassword: 'Fresh2026x' }, token)).status).toBe(
      200,
    );
  });
});

describe('POST /api/user/applyDeleteAccount', () => {
  const apply = (token: string, reason?: string) => api.post('/api/user/applyDeleteAccount', reason ? { reason } : {}, token);
  const requests = (userId: number) =>
    t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.userId, userId));

  it('records a pending application for the operator and signs out everywhere', async () => {
    const { user, token } = await createUser(t.db);
    const res = await apply(token, '不再使用');
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.data.withdrawUntil) - Date.parse(res.body.data.requestedAt)).toBe(7 * DAY);
    expect((await requests(user.id)).map((r) => [r.status, r.reason])).toEqual([['pending', '不再使用']]);
    expect((await home(token)).body).toEqual(EXPIRED);
  });

  it('records one application when two arrive at once', async () => {
    const { user, token } = await createUser(t.db);
    const statuses = (await Promise.all([apply(token), apply(token)])).map((r) => r.status).sort();
    // The second either sees the first's row (409) or finds the session already signed out (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await requests(user.id)).toHaveLength(1);
  });

  it('is withdrawn by logging in again within 7 days', async () => {
    const { user, password, token } = await createUser(t.db);
    await apply(token);
    t.clock.advance(7 * DAY - 60_000);
    const res = await api.login(user.phone, password);
    expect(res.body.data.deletionWithdrawn).toBe(true);
    expect(res.body.data.user.deleteRequestedAt).toBeNull();
    expect((await requests(user.id)).map((r) => r.status)).toEqual(['withdrawn']);
  });

  it('is withdrawn by an SMS login too', async () => {
    const { user, token } = await createUser(t.db);
    await apply(token);
    const { code } = await api.sendCode(user.phone, 'login');
    const res = await api.post('/api/user/loginbyphone', { phone: user.phone, smsCode: code });
    expect(res.body.data.deletionWithdrawn).toBe(true);
  });

  it('stays pending, and is shown as pending, after 7 days', async () => {
    const { user, password, token } = await createUser(t.db);
    await apply(token);
    t.clock.advance(7 * DAY + 60_000);
    const res = await api.login(user.phone, password);
    expect(res.body.data.deletionWithdrawn).toBe(false);
    expect(res.body.data.user.deleteRequestedAt).toMatch(/\+08:00$/);
    expect((await home(res.body.data.token)).body.data.user.deleteRequestedAt).toBe(res.body.data.user.deleteRequestedAt);
    expect((await apply(res.body.data.token)).body).toEqual({
      code: 409,
      msg: '注销申请已提交，请勿重复申请',
      data: null,
      errorCode: 'DELETION_PENDING',
    });
  });
});

describe('a second promoter', () => {
  it('cannot affect the first one', async () => {
    const a = await createUser(t.db, { nickname: '甲' });
    const b = await createUser(t.db, { nickname: '乙' });
    await api.post('/api/user/modifynickname', { nickname: '改名的乙' }, b.token);
    await api.post('/api/user/modifyWxInfo', { wxId: 'wx_yi_2026' }, b.token);
    await api.post('/api/user/changepassword', { oldPassword: b.password, newPassword: 'Other2026x' }, b.token);
    await api.post('/api/user/logout', {}, b.token);
    // B's failed logins lock B, not A.
    for (let i = 0; i < 10; i++) await api.login(b.user.phone, 'Wrong1234', await api.captcha(), '10.9.9.9');

    const aHome = await home(a.token);
    expect(aHome.status).toBe(200);
    expect(aHome.body.data.user).toMatchObject({ nickname: '甲', wxId: null, deleteRequestedAt: null });
    expect((await api.get('/api/user/loginByAccount', { account: a.user.phone }, undefined, '10.9.9.10')).body.data).toEqual({
      captchaRequired: false,
      locked: false,
      lockedUntil: null,
    });
    expect((await api.login(a.user.phone, a.password, {}, '10.9.9.10')).status).toBe(200);

    const c = await createUser(t.db);
    await api.post('/api/user/applyDeleteAccount', {}, c.token);
    expect((await home(a.token)).body.data.user.deleteRequestedAt).toBeNull();
  });
});
