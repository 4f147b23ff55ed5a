import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { contentService } from '../content/service';

/**
 * Two promoters, A and B: nothing B sends – not even A's ids smuggled into the request – reads or
 * changes A's rows. The services decide by the token's user and `authorize` every owned row.
 */
let t: TestApp;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = accountsClient(t);
});
afterAll(() => t.close());

const home = (token: string, query?: Record<string, unknown>) => api.get('/api/user/home/data', query, token);

describe('a second promoter', () => {
  it("never sees the first one's profile, whichever ids the request names", async () => {
    const a = await createUser(t.db, { nickname: '甲', wxId: 'wx_jia_2026' });
    const b = await createUser(t.db, { nickname: '乙' });
    for (const query of [undefined, { userId: String(a.user.id) }, { id: String(a.user.id) }, { phone: a.user.phone }]) {
      const res = await home(b.token, query);
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ id: b.user.id, phone: b.user.phone, nickname: '乙', wxId: null });
    }
  });

  it("cannot change the first one's profile by naming their id in the body", async () => {
    const a = await createUser(t.db, { nickname: '甲' });
    const b = await createUser(t.db, { nickname: '乙' });
    const smuggled = { userId: a.user.id, id: a.user.id, phone: a.user.phone };
    await api.post('/api/user/modifynickname', { nickname: '被改了', ...smuggled }, b.token);
    await api.post('/api/user/modifyWxInfo', { wxId: 'wx_changed_1', ...smuggled }, b.token);
    expect((await home(a.token)).body.data.user).toMatchObject({ id: a.user.id, nickname: '甲', wxId: null });
    expect((await home(b.token)).body.data.user).toMatchObject({ nickname: '被改了', wxId: 'wx_changed_1' });
  });

  it("cannot end the first one's sessions: logout, password change and deletion touch only B's", async () => {
    const a = await createUser(t.db);
    const aSecond = (await api.login(a.user.phone, a.password)).body.data.token as string;
    const b = await createUser(t.db);
    const bSecond = (await api.login(b.user.phone, b.password)).body.data.token as string;

    await api.post('/api/user/logout', { userId: a.user.id }, bSecond);
    expect((await home(bSecond)).body).toMatchObject({ code: 401, errorCode: 'SESSION_EXPIRED' });
    const bThird = (await api.login(b.user.phone, b.password)).body.data.token as string;
    await api.post(
      '/api/user/changepassword',
      { oldPassword: b.password, newPassword: 'Other2026x', userId: a.user.id },
      b.token,
    );
    expect((await home(bThird)).body).toMatchObject({ code: 401, errorCode: 'SESSION_EXPIRED' });
    await api.post('/api/user/applyDeleteAccount', { reason: '测试', userId: a.user.id }, b.token);
    expect((await home(b.token)).body).toMatchObject({ code: 401, errorCode: 'SESSION_EXPIRED' });

    for (const token of [a.token, aSecond]) {
      const res = await home(token);
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ id: a.user.id, deleteRequestedAt: null });
    }
    expect((await api.login(a.user.phone, a.password)).status).toBe(200);
  });

  it("cannot mark a notice read for the first one, nor see the first one's read marks", async () => {
    const notice = await contentService.saveNotice(t.db, { title: '只给自己标记', contentHtml: '<p>正文</p>' }, t.clock.now());
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const readBy = async (token: string) =>
      (await api.get('/api/siteNotice/page', { size: '100' }, token)).body.data.records.find(
        (n: { id: number }) => n.id === notice.id,
      ).read as boolean;

    await api.get('/api/siteNotice/detail', { id: String(notice.id), userId: String(a.user.id) }, b.token);
    expect(await readBy(b.token)).toBe(true);
    expect(await readBy(a.token)).toBe(false);

    await api.get('/api/siteNotice/detail', { id: String(notice.id) }, a.token);
    expect(await readBy(a.token)).toBe(true);
  });
});
