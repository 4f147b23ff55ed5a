import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccounts } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { SETTING_DEFS, writeSetting } from '../app-config';
import { createUser } from '../../../test/factories';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

/** One listening server for the tests that send real parallel requests (the app listens once). */
let http: ReturnType<typeof httpClient> | undefined;
const sharedHttp = async () => (http ??= httpClient(await t.listen()));

let uidSeq = 0;
const newUid = () => `MS4w${Date.now().toString(36)}${++uidSeq}`;
const add = (token: string, body: Record<string, unknown>) => api.post('/api/platformAccount/Add', body, token);
const list = async (token: string) => (await api.get('/api/platformAccount/GetPlatfromAndAccountList', {}, token)).body.data;

describe('POST /api/platformAccount/Add and GetPlatfromAndAccountList', () => {
  it('binds an account and lists every platform with only my accounts on it', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const uid = newUid();
    const res = await add(me.token, { platform: 1, uid, nickname: '小星剪辑' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ platform: 1, platformLabel: '抖音', uid, nickname: '小星剪辑' });
    await add(other.token, { platform: 2, uid: newUid(), nickname: '别人的快手' });

    const mine = await list(me.token);
    expect(mine.map((p: { platform: number; label: string }) => [p.platform, p.label])).toEqual([
      [1, '抖音'],
      [2, '快手'],
      [3, '微信视频号'],
    ]);
    expect(mine[0].accounts).toEqual([res.body.data]);
    expect(mine[1].accounts).toEqual([]);
    expect(mine[2].accounts).toEqual([]);
    const theirs = await list(other.token);
    expect(theirs[0].accounts).toEqual([]);
    expect(theirs[1].accounts.map((a: { nickname: string }) => a.nickname)).toEqual(['别人的快手']);
  });

  it('refuses a UID bound to another promoter, or already to me, naming uid', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const uid = newUid();
    expect((await add(other.token, { platform: 1, uid, nickname: '先来的' })).status).toBe(200);
    const taken = await add(me.token, { platform: 1, uid, nickname: '后来的' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(errorBody(409, '该 UID 已被其他用户绑定，如有疑问请联系客服', 'MEDIA_ACCOUNT_TAKEN', 'uid'));
    const again = await add(other.token, { platform: 1, uid, nickname: '再绑一次' });
    expect(again.body).toEqual(errorBody(409, '你已绑定过该 UID', 'MEDIA_ACCOUNT_TAKEN', 'uid'));
    // The same UID on another platform is another account.
    expect((await add(me.token, { platform: 2, uid, nickname: '快手号' })).status).toBe(200);
  });

  it('checks the fields, naming each', async () => {
    const me = await createUser(t.db);
    const badUid = await add(me.token, { platform: 1, uid: '带空格 的', nickname: '昵称' });
    expect(badUid.body).toEqual(errorBody(400, 'uid：UID 只能是字母、数字、下划线、点或横线', 'VALIDATION_FAILED', 'uid'));
    const badPlatform = await add(me.token, { platform: 4, uid: newUid(), nickname: '昵称' });
    expect(badPlatform.body).toEqual(
      errorBody(400, 'platform：媒体平台只能是 1（抖音）、2（快手）或 3（微信视频号）', 'VALIDATION_FAILED', 'platform'),
    );
    const noNickname = await add(me.token, { platform: 1, uid: newUid(), nickname: '  ' });
    expect(noNickname.body).toEqual(errorBody(400, 'nickname：请填写昵称', 'VALIDATION_FAILED', 'nickname'));
    expect((await list(me.token))[0].accounts).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await api.get('/api/platformAccount/GetPlatfromAndAccountList');
    expect(res.body).toEqual(errorBody(401, '请先登录', 'UNAUTHENTICATED'));
  });

  it('binds a UID once when several promoters send it at the same moment', async () => {
    const http = await sharedHttp();
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
    const uid = newUid();
    const answers = await Promise.all(
      users.map((u, i) => http.post('/api/platformAccount/Add', { platform: 1, uid, nickname: `抢绑${i}` }, u.token)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.body).toEqual(errorBody(409, '该 UID 已被其他用户绑定，如有疑问请联系客服', 'MEDIA_ACCOUNT_TAKEN', 'uid'));
    }
    expect(await t.db.$count(platformAccounts, eq(platformAccounts.uid, uid))).toBe(1);
  });

  it('compares Douyin and Kuaishou UIDs in any case, Channels ones as typed, when promoters bind at the same moment', async () => {
    const http = await sharedHttp();
    for (const platform of [1, 2]) {
      const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db)));
      const base = `probe_abc${++uidSeq}`;
      const spellings = [base, base.toUpperCase(), 'Probe_ABC' + String(uidSeq)];
      const answers = await Promise.all(
        users.map((u, i) =>
          http.post('/api/platformAccount/Add', { platform, uid: spellings[i % 3], nickname: `大小写${i}` }, u.token),
        ),
      );
      expect(
        answers.filter((a) => a.status === 200),
        `platform ${platform}`,
      ).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a.body).toEqual(errorBody(409, '该 UID 已被其他用户绑定，如有疑问请联系客服', 'MEDIA_ACCOUNT_TAKEN', 'uid'));
      }
      const winner = users[answers.findIndex((a) => a.status === 200)]!;
      expect((await add(winner.token, { platform, uid: base.toUpperCase(), nickname: '再绑' })).body).toEqual(
        errorBody(409, '你已绑定过该 UID', 'MEDIA_ACCOUNT_TAKEN', 'uid'),
      );
    }
    const channels = `sphAbC${++uidSeq}`;
    const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
    expect((await add(a.token, { platform: 3, uid: channels, nickname: '视频号甲' })).status).toBe(200);
    expect((await add(b.token, { platform: 3, uid: channels.toLowerCase(), nickname: '视频号乙' })).status).toBe(200);
  });

  it("caps one promoter's accounts per platform at the operator's setting, also when binds arrive at once", async () => {
    const http = await sharedHttp();
    const me = await createUser(t.db);
    await writeSetting(t.db, 'promotion', { ...SETTING_DEFS.promotion.fallback, maxMediaAccountsPerPlatform: 3 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          http.post('/api/platformAccount/Add', { platform: 1, uid: newUid(), nickname: `并发${i}` }, me.token),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a.body).toEqual(errorBody(409, '抖音最多绑定 3 个账号，请先解绑不用的账号', 'MEDIA_ACCOUNT_LIMIT', 'platform'));
      }
      expect((await list(me.token))[0].accounts).toHaveLength(3);
      // Per platform: Kuaishou still takes accounts; an unbind makes room again.
      expect((await add(me.token, { platform: 2, uid: newUid(), nickname: '快手号' })).status).toBe(200);
      const first = (await list(me.token))[0].accounts[0];
      expect((await api.post('/api/platformAccount/Delete', { id: first.id }, me.token)).status).toBe(200);
      expect((await add(me.token, { platform: 1, uid: newUid(), nickname: '补位' })).status).toBe(200);
    } finally {
      await writeSetting(t.db, 'promotion', SETTING_DEFS.promotion.fallback);
    }
  });
});

describe('POST /api/platformAccount/Delete', () => {
  it('unbinds only my own account; another promoter gets NOT_FOUND and the UID becomes free', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const uid = newUid();
    const account = (await add(me.token, { platform: 3, uid, nickname: '视频号' })).body.data;

    const theirs = await api.post('/api/platformAccount/Delete', { id: account.id }, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(errorBody(404, '推广账号不存在或已解绑', 'NOT_FOUND'));
    expect((await list(me.token))[2].accounts).toHaveLength(1);

    const res = await api.post('/api/platformAccount/Delete', { id: account.id }, me.token);
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: null });
    expect((await list(me.token))[2].accounts).toEqual([]);
    const row = firstRow(await t.db.select().from(platformAccounts).where(eq(platformAccounts.id, account.id)), 'account');
    expect(row.unboundAt).toEqual(t.clock.now());

    const twice = await api.post('/api/platformAccount/Delete', { id: account.id }, me.token);
    expect(twice.body).toEqual(errorBody(404, '推广账号不存在或已解绑', 'NOT_FOUND'));
    // Free again: the other promoter may bind it now.
    expect((await add(other.token, { platform: 3, uid, nickname: '转手' })).status).toBe(200);
  });
});
