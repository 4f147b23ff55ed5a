import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users, whitelistApplications } from '../../db/schema';
import { endApplicationsOf } from './end-applications';
import { createPriorityLevel, createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createMediaAccount } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { workAuthorsByPath } from '../../../test/work-authors';

let t: TestApp;
let api: ReturnType<typeof client>;
let http: ReturnType<typeof httpClient>;
let operator: Awaited<ReturnType<typeof createOperator>>;

beforeAll(async () => {
  t = await createTestApp({ workAuthorLookup: workAuthorsByPath });
  api = client(t);
  http = httpClient(await t.listen());
});
beforeEach(async () => {
  operator = await createOperator(t, 'operator');
});
afterAll(() => t.close());

const ACCOUNT_MISSING = errorBody(404, '推广账号不存在或已解绑', 'NOT_FOUND', 'accountId');
const add = (token: string, body: Record<string, unknown>) => api.post('/api/whitelist/add', body, token);
const QUEUE = '/admin-api/reviews/whitelist';

async function promoterWithAccount(uid?: string) {
  const me = await createUser(t.db);
  const account = await createMediaAccount(t.db, me.user.id, { nickname: '甜宠剧场', ...(uid ? { uid } : {}) });
  return { ...me, account };
}

describe('POST /api/whitelist/add and GET /api/whitelist/page', () => {
  it('files an application for my account with the link out of a share text, and lists it', async () => {
    const me = await promoterWithAccount('sweet_drama');
    const res = await add(me.token, {
      accountId: me.account.id,
      workUrl: '复制打开抖音，看看【甜宠剧场的作品】 https://www.douyin.com/video/by-SWEET_DRAMA 01/15',
    });
    expect(res.status).toBe(200);
    const expected = {
      id: expect.any(Number),
      accountId: me.account.id,
      platform: 1,
      platformLabel: '抖音',
      uid: 'sweet_drama',
      nickname: '甜宠剧场',
      workUrl: 'https://www.douyin.com/video/by-SWEET_DRAMA',
      state: 1,
      stateLabel: '待审核',
      reasonCode: null,
      reason: null,
      createdAt: expect.any(String),
      reviewedAt: null,
    };
    expect(res.body.data).toEqual(expected);
    expect((await api.get('/api/whitelist/page', {}, me.token)).body.data).toEqual({ records: [expected], hasNextPages: false });
  });

  it('refuses a work whose author is someone else, and leaves it to the operator when the lookup cannot tell', async () => {
    const me = await promoterWithAccount('real_author');
    expect(
      (await add(me.token, { accountId: me.account.id, workUrl: 'https://www.douyin.com/video/by-someone_else' })).body,
    ).toEqual(
      errorBody(400, '该作品的作者不是账号 real_author，请填写这个账号自己发布的作品链接', 'WHITELIST_NOT_AUTHOR', 'workUrl'),
    );
    expect(await t.db.$count(whitelistApplications, eq(whitelistApplications.userId, me.user.id))).toBe(0);
    // The lookup answers null, or fails: the operator checks by hand.
    expect((await add(me.token, { accountId: me.account.id, workUrl: 'https://www.douyin.com/video/by-unknown' })).status).toBe(
      200,
    );
    const other = await promoterWithAccount('other_author');
    expect(
      (await add(other.token, { accountId: other.account.id, workUrl: 'https://www.douyin.com/video/by-broken' })).status,
    ).toBe(200);
  });

  it('goes to the operator unchecked without a lookup', async () => {
    const plain = await createTestApp();
    try {
      const me = await createUser(plain.db);
      const account = await createMediaAccount(plain.db, me.user.id, { uid: 'no_lookup' });
      const res = await client(plain).post(
        '/api/whitelist/add',
        { accountId: account.id, workUrl: 'https://www.douyin.com/video/by-someone_else' },
        me.token,
      );
      expect(res.status).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it("checks the link is the account's platform", async () => {
    const me = await promoterWithAccount();
    expect((await add(me.token, { accountId: me.account.id, workUrl: 'https://www.kuaishou.com/short-video/3x' })).body).toEqual(
      errorBody(400, '这是快手链接，请填写抖音作品链接', 'VALIDATION_FAILED', 'workUrl'),
    );
    expect((await add(me.token, { accountId: me.account.id, workUrl: '' })).body).toEqual(
      errorBody(400, 'workUrl：请填写作品链接', 'VALIDATION_FAILED', 'workUrl'),
    );
  });

  it("answers someone else's account exactly as a missing one, and never lists their applications", async () => {
    const mine = await promoterWithAccount();
    const theirs = await promoterWithAccount();
    const link = 'https://www.douyin.com/video/by-unknown';
    expect((await add(mine.token, { accountId: theirs.account.id, workUrl: link })).body).toEqual(ACCOUNT_MISSING);
    expect((await add(mine.token, { accountId: 2_000_000_000, workUrl: link })).body).toEqual(ACCOUNT_MISSING);
    expect((await add(theirs.token, { accountId: theirs.account.id, workUrl: link })).status).toBe(200);
    expect((await api.get('/api/whitelist/page', {}, mine.token)).body.data.records).toEqual([]);
  });

  it('keeps one live application per account, also when ten arrive at once', async () => {
    const me = await promoterWithAccount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        http.post(
          '/api/whitelist/add',
          { accountId: me.account.id, workUrl: `https://www.douyin.com/video/by-unknown?from=${i}` },
          me.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body).toEqual(errorBody(409, '该账号的加白申请正在审核中，请等待结果', 'WHITELIST_OPEN', 'accountId'));
    expect(await t.db.$count(whitelistApplications, eq(whitelistApplications.platformAccountId, me.account.id))).toBe(1);
  });
});

describe('the console queue', () => {
  it('rejects an account filed with another agency with that reason; the promoter reads it and may apply again', async () => {
    const me = await promoterWithAccount();
    const filed = (await add(me.token, { accountId: me.account.id, workUrl: 'https://www.douyin.com/video/by-unknown' })).body
      .data;
    const page = await api.get(`${QUEUE}/page`, { promoterId: me.user.id }, operator.token);
    expect(page.body.data.records).toEqual([
      {
        ...filed,
        promoter: { id: me.user.id, promoterNo: me.user.promoterNo, nickname: me.user.nickname, phoneMasked: expect.any(String) },
        priority: false,
        accountBound: true,
      },
    ]);
    expect((await api.post(`${QUEUE}/decide`, { ids: [filed.id], decision: 'reject' }, operator.token)).body).toEqual(
      errorBody(400, 'reasonCode：请选择驳回原因', 'VALIDATION_FAILED', 'reasonCode'),
    );
    const res = await api.post(
      `${QUEUE}/decide`,
      { ids: [filed.id], decision: 'reject', reasonCode: 'otherAgency', reason: '该账号已在星河机构报备至 12 月' },
      operator.token,
    );
    expect(res.body.data).toEqual({ results: [{ id: filed.id, outcome: 'ok', msg: null }] });
    expect((await api.get('/api/whitelist/page', {}, me.token)).body.data.records[0]).toMatchObject({
      state: 3,
      stateLabel: '已驳回',
      reasonCode: 'otherAgency',
      reason: '已在其他机构报备：该账号已在星河机构报备至 12 月',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'whitelist_applications'), eq(auditLog.targetId, String(filed.id))));
    expect(audit.map((a) => a.action)).toEqual(['whitelist.reject']);
    expect((await add(me.token, { accountId: me.account.id, workUrl: 'https://www.douyin.com/video/by-unknown' })).status).toBe(
      200,
    );
  });

  it('approves in bulk; an approved account takes no second application; a decided one answers per row', async () => {
    const a = await promoterWithAccount();
    const b = await promoterWithAccount();
    const link = 'https://www.douyin.com/video/by-unknown';
    const ids = [
      (await add(a.token, { accountId: a.account.id, workUrl: link })).body.data.id,
      (await add(b.token, { accountId: b.account.id, workUrl: link })).body.data.id,
    ];
    await api.post(`${QUEUE}/decide`, { ids: [ids[0]], decision: 'approve' }, operator.token);
    const res = await api.post(`${QUEUE}/decide`, { ids, decision: 'approve' }, operator.token);
    expect(res.body.data.results).toEqual([
      { id: ids[0], outcome: 'conflict', msg: '该加白申请已被处理（当前：已加白），请刷新后查看' },
      { id: ids[1], outcome: 'ok', msg: null },
    ]);
    expect((await add(a.token, { accountId: a.account.id, workUrl: link })).body).toEqual(
      errorBody(409, '该账号已加白，无需重复申请', 'WHITELIST_OPEN', 'accountId'),
    );
  });

  it('puts the applications of promoters whose VIP level grants priority review first in 待审核, marked 优先', async () => {
    const level = await createPriorityLevel(t.db);
    const file = async (nickname: string, vipLevel = 0) => {
      const me = await promoterWithAccount();
      await t.db.update(users).set({ nickname, vipLevel }).where(eq(users.id, me.user.id));
      const filed = (await add(me.token, { accountId: me.account.id, workUrl: 'https://www.douyin.com/video/by-unknown' })).body
        .data as { id: number };
      t.clock.advance(60_000);
      return filed.id;
    };
    const plain1 = await file('加白排序甲');
    const vip1 = await file('加白排序乙', level);
    const plain2 = await file('加白排序丙');
    const rows = async (query: Record<string, unknown>) =>
      (await api.get(`${QUEUE}/page`, { promoter: '加白排序', ...query }, operator.token)).body.data.records.map(
        (r: { id: number; priority: boolean }) => [r.id, r.priority],
      );
    expect(await rows({ state: 1 })).toEqual([
      [vip1, true],
      [plain1, false],
      [plain2, false],
    ]);
    expect(await rows({})).toEqual([
      [plain1, false],
      [vip1, true],
      [plain2, false],
    ]);
  });

  it('counts the waiting applications for the console badge until they are decided', async () => {
    const waiting = async () => (await api.get('/admin-api/reviews/counts', {}, operator.token)).body.data.whitelist as number;
    const before = await waiting();
    const me = await promoterWithAccount();
    const filed = (await add(me.token, { accountId: me.account.id, workUrl: 'https://www.douyin.com/video/by-unknown' })).body
      .data;
    expect(await waiting()).toBe(before + 1);
    await api.post(`${QUEUE}/decide`, { ids: [filed.id], decision: 'approve' }, operator.token);
    expect(await waiting()).toBe(before);
  });

  it('is closed to finance and to promoter tokens', async () => {
    const finance = await createOperator(t, 'finance');
    const me = await promoterWithAccount();
    expect((await api.get(`${QUEUE}/page`, {}, finance.token)).status).toBe(403);
    expect((await api.post(`${QUEUE}/decide`, { ids: [1], decision: 'approve' }, finance.token)).status).toBe(403);
    expect((await api.get(`${QUEUE}/page`, {}, me.token)).status).toBe(401);
  });
});

describe("a deleted account's applications", () => {
  it('turns the waiting ones down with the reason and leaves the decided ones', async () => {
    const me = await promoterWithAccount();
    const other = await createMediaAccount(t.db, me.user.id, { platform: 2, uid: 'ks_end_1' });
    const link = 'https://www.douyin.com/video/by-unknown';
    const approved = (await add(me.token, { accountId: me.account.id, workUrl: link })).body.data;
    await api.post(`${QUEUE}/decide`, { ids: [approved.id], decision: 'approve' }, operator.token);
    expect((await add(me.token, { accountId: other.id, workUrl: 'https://v.kuaishou.com/2Fq8xYz' })).status).toBe(200);
    expect(await endApplicationsOf(t.db, me.user.id, '账号已注销', t.clock.now())).toBe(1);
    const rows = await t.db.select().from(whitelistApplications).where(eq(whitelistApplications.userId, me.user.id));
    expect(rows.map((r) => [r.state, r.reasonCode, r.reason]).sort()).toEqual([
      [2, null, null],
      [3, 'other', '账号已注销'],
    ]);
  });
});
