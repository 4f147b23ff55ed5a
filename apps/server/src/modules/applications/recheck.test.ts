import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROMOTER_UPLOADS_PER_DAY } from '@tuike/contract/application-states';
import { auditLog, promoterUploads, users, videoRechecks, worksAliases, worksAliasLinks } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { createPriorityLevel, createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createAlias, createAliasLink, createAliasWork, createMediaAccount } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { multipart, png } from '../../../test/upload-files';

let t: TestApp;
let api: ReturnType<typeof client>;
let http: ReturnType<typeof httpClient>;
let baseUrl: string;
let operator: Awaited<ReturnType<typeof createOperator>>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  baseUrl = await t.listen();
  http = httpClient(baseUrl);
});
// Console sessions lapse after 30 idle minutes: a fresh login per test.
beforeEach(async () => {
  operator = await createOperator(t, 'operator');
});
afterAll(() => t.close());

const LINK_MISSING = errorBody(404, '回填记录不存在', 'NOT_FOUND', 'linkId');

/** A promoter with a back-fill in `state` (3 rejected by default, with the operator's reason). */
async function promoterWithLink(state: 1 | 2 | 3 = 3) {
  const me = await createUser(t.db);
  const { platform, work } = await createAliasWork(t.db, {}, { title: '重生之我在豪门当保姆' });
  const alias = await createAlias(t.db, { userId: me.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
  const account = await createMediaAccount(t.db, me.user.id, { nickname: '小星剧场' });
  const link = await createAliasLink(t.db, {
    aliasId: alias.id,
    userId: me.user.id,
    platformAccountId: account.id,
    state,
    ...(state === 3 ? { reason: '视频内容与作品不符' } : {}),
  });
  return { ...me, alias, account, link };
}

async function upload(token: string, file?: Buffer, name = 'shot.png', type = 'image/png') {
  const form = multipart(file ?? (await png(390, 844)), name, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/videoReCheck/UploadImage',
    payload: form.body,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as { data: { id: number; url: string; thumbUrl: string } } };
}

const add = (token: string, body: Record<string, unknown>) => api.post('/api/videoReCheck/add', body, token);
const linkRow = async (id: number) =>
  firstRow(await t.db.select().from(worksAliasLinks).where(eq(worksAliasLinks.id, id)), 'link');

describe('POST /api/videoReCheck/UploadImage', () => {
  it('stores a picture with its thumbnail and refuses other types', async () => {
    const me = await createUser(t.db);
    const res = await upload(me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/up\/[0-9a-f]{32}\.png$/),
      thumbUrl: expect.stringMatching(/^\/media\/up\/[0-9a-f]{32}\.thumb\.webp$/),
    });
    const text = await upload(me.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml');
    expect(text.status).toBe(415);
    expect(text.body).toEqual(errorBody(415, 'file：截图只能上传 JPG、PNG、WebP、GIF 文件', 'UNSUPPORTED_MEDIA_TYPE', 'file'));
  });

  it('needs a login', async () => {
    const form = multipart(await png(10, 10), 'a.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videoReCheck/UploadImage',
      payload: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(res.statusCode).toBe(401);
  });

  it(`keeps a promoter to ${PROMOTER_UPLOADS_PER_DAY} pictures a day, even when they arrive at once`, async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const picture = await png(40, 40);
    const send = async (token: string) => {
      const form = multipart(picture, 'a.png', 'image/png');
      const res = await fetch(new URL('/api/videoReCheck/UploadImage', baseUrl), {
        method: 'POST',
        body: form.body,
        headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const answers = await Promise.all(Array.from({ length: PROMOTER_UPLOADS_PER_DAY + 8 }, () => send(me.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PROMOTER_UPLOADS_PER_DAY);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body).toEqual(errorBody(429, `24 小时内最多上传 ${PROMOTER_UPLOADS_PER_DAY} 张图片，请稍后再试`, 'UPLOAD_QUOTA'));
    expect(await t.db.$count(promoterUploads, eq(promoterUploads.userId, me.user.id))).toBe(PROMOTER_UPLOADS_PER_DAY);
    // Someone else's allowance is their own.
    expect((await send(other.token)).status).toBe(200);
  });
});

describe('POST /api/videoReCheck/add and GET /api/videoReCheck/page', () => {
  it('files a re-check of a rejected back-fill with its screenshots, and lists it with its state', async () => {
    const me = await promoterWithLink(3);
    const shots = [(await upload(me.token)).body.data, (await upload(me.token)).body.data];
    const res = await add(me.token, {
      linkId: me.link.id,
      reason: '视频确实是本账号发布的，口令在评论区置顶',
      screenshotIds: shots.map((s) => s.id),
    });
    expect(res.status).toBe(200);
    const expected = {
      id: expect.any(Number),
      kind: 'rejection',
      kindLabel: '驳回复审',
      linkId: me.link.id,
      linkUrl: me.link.url,
      alias: me.alias.alias,
      workTitle: '重生之我在豪门当保姆',
      platformLabel: '抖音',
      reason: '视频确实是本账号发布的，口令在评论区置顶',
      screenshots: shots,
      state: 1,
      stateLabel: '待审核',
      answer: null,
      createdAt: expect.any(String),
      reviewedAt: null,
    };
    expect(res.body.data).toEqual(expected);
    const page = await api.get('/api/videoReCheck/page', {}, me.token);
    expect(page.body.data).toEqual({ records: [expected], hasNextPages: false });
    expect((await api.get('/api/videoReCheck/page', { state: 2 }, me.token)).body.data.records).toEqual([]);
  });

  it('calls a re-check of an effective back-fill a data check, and refuses one still awaiting review', async () => {
    const effective = await promoterWithLink(2);
    const res = await add(effective.token, { linkId: effective.link.id, reason: '后台播放量一直是 0，明显不对' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'data', kindLabel: '数据异常', screenshots: [] });
    const pending = await promoterWithLink(1);
    expect((await add(pending.token, { linkId: pending.link.id, reason: '请尽快审核一下' })).body).toEqual(
      errorBody(409, '该回填还在审核中，出结果后再申请复审', 'RECHECK_LINK_PENDING', 'linkId'),
    );
  });

  it('checks the reason and the number of screenshots before anything else', async () => {
    const me = await promoterWithLink();
    expect((await add(me.token, { linkId: me.link.id, reason: '不对' })).body).toEqual(
      errorBody(400, 'reason：复审理由至少 5 个字', 'VALIDATION_FAILED', 'reason'),
    );
    const seven = Array.from({ length: 7 }, (_, i) => i + 1);
    expect((await add(me.token, { linkId: me.link.id, reason: '数据明显有问题', screenshotIds: seven })).body).toEqual(
      errorBody(400, 'screenshotIds：截图最多 6 张', 'VALIDATION_FAILED', 'screenshotIds'),
    );
  });

  it("answers someone else's back-fill and pictures exactly as missing ones, and never lists their re-checks", async () => {
    const mine = await promoterWithLink();
    const theirs = await promoterWithLink();
    expect((await add(mine.token, { linkId: theirs.link.id, reason: '这条是我的视频啊' })).body).toEqual(LINK_MISSING);
    expect((await add(mine.token, { linkId: 2_000_000_000, reason: '这条是我的视频啊' })).body).toEqual(LINK_MISSING);
    const theirShot = (await upload(theirs.token)).body.data;
    expect((await add(mine.token, { linkId: mine.link.id, reason: '截图在这里', screenshotIds: [theirShot.id] })).body).toEqual(
      errorBody(404, '截图不存在或已失效，请重新上传', 'NOT_FOUND', 'screenshotIds'),
    );
    expect((await add(theirs.token, { linkId: theirs.link.id, reason: '请再看一下这条视频' })).status).toBe(200);
    expect((await api.get('/api/videoReCheck/page', {}, mine.token)).body.data.records).toEqual([]);
  });

  it('keeps one open re-check per back-fill, also when ten arrive at once', async () => {
    const me = await promoterWithLink();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        http.post('/api/videoReCheck/add', { linkId: me.link.id, reason: `第 ${i} 次申请复审` }, me.token),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body).toEqual(errorBody(409, '该回填已有待审核的复审申请，请等待处理结果', 'RECHECK_OPEN', 'linkId'));
    expect(await t.db.$count(videoRechecks, eq(videoRechecks.linkId, me.link.id))).toBe(1);
  });
});

describe('the console queue', () => {
  const QUEUE = '/admin-api/reviews/rechecks';

  it('lists re-checks with the promoter, the back-fill and its rejection, filtered by state and promoter', async () => {
    const me = await promoterWithLink();
    const shot = (await upload(me.token)).body.data;
    const filed = (await add(me.token, { linkId: me.link.id, reason: '视频是本人原创发布', screenshotIds: [shot.id] })).body.data;
    const page = await api.get(`${QUEUE}/page`, { promoterId: me.user.id, state: 1 }, operator.token);
    expect(page.status).toBe(200);
    expect(page.body.data.records).toEqual([
      {
        ...filed,
        promoter: {
          id: me.user.id,
          promoterNo: me.user.promoterNo,
          nickname: me.user.nickname,
          phoneMasked: expect.stringMatching(/\*\*\*\*/),
        },
        priority: false,
        linkStateLabel: '审核拒绝',
        linkReason: '视频内容与作品不符',
        accountUid: me.account.uid,
        accountNickname: '小星剧场',
      },
    ]);
    expect((await api.get(`${QUEUE}/page`, { promoterId: me.user.id, state: 2 }, operator.token)).body.data.records).toEqual([]);
  });

  it('puts the re-checks of promoters whose VIP level grants priority review first in 待审核, marked 优先', async () => {
    const level = await createPriorityLevel(t.db);
    const file = async (nickname: string, vipLevel = 0) => {
      const me = await promoterWithLink();
      await t.db.update(users).set({ nickname, vipLevel }).where(eq(users.id, me.user.id));
      const filed = (await add(me.token, { linkId: me.link.id, reason: '视频是本人原创发布' })).body.data as { id: number };
      t.clock.advance(60_000);
      return filed.id;
    };
    const plain1 = await file('优先排序甲');
    const vip1 = await file('优先排序乙', level);
    const plain2 = await file('优先排序丙');
    const rows = async (query: Record<string, unknown>) =>
      (await api.get(`${QUEUE}/page`, { promoter: '优先排序', ...query }, operator.token)).body.data.records.map(
        (r: { id: number; priority: boolean }) => [r.id, r.priority],
      );
    expect(await rows({ state: 1 })).toEqual([
      [vip1, true],
      [plain1, false],
      [plain2, false],
    ]);
    expect(await rows({ state: 1, sort: 'newest' })).toEqual([
      [vip1, true],
      [plain2, false],
      [plain1, false],
    ]);
    expect(await rows({})).toEqual([
      [plain1, false],
      [vip1, true],
      [plain2, false],
    ]);
  });

  it('approving the re-check of a rejected back-fill puts the back-fill back in force, with its audit row', async () => {
    const me = await promoterWithLink();
    const filed = (await add(me.token, { linkId: me.link.id, reason: '视频是本人原创发布' })).body.data;
    const res = await api.post(
      `${QUEUE}/decide`,
      { ids: [filed.id], decision: 'approve', reason: '已核实，恢复生效' },
      operator.token,
    );
    expect(res.body.data).toEqual({ results: [{ id: filed.id, outcome: 'ok', msg: null }] });
    expect(await linkRow(me.link.id)).toMatchObject({ state: 2, reason: null });
    const alias = firstRow(await t.db.select().from(worksAliases).where(eq(worksAliases.id, me.alias.id)), 'alias');
    expect(alias.effectiveLinkCount).toBe(1);
    const mine = (await api.get('/api/videoReCheck/page', {}, me.token)).body.data.records;
    expect(mine).toEqual([expect.objectContaining({ state: 2, stateLabel: '已通过', answer: '已核实，恢复生效' })]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'video_rechecks'), eq(auditLog.targetId, String(filed.id))));
    expect(audit.map((a) => a.action)).toEqual(['recheck.approve']);
    // Decided once: a second decision finds it taken.
    expect(
      (await api.post(`${QUEUE}/decide`, { ids: [filed.id], decision: 'reject', reason: '重复' }, operator.token)).body,
    ).toEqual(errorBody(409, '该复审申请已被处理（当前：已通过），请刷新后查看', 'REVIEW_CONFLICT'));
  });

  it('rejects in bulk with a reason the promoter reads; the back-fill stays rejected and may be re-checked again', async () => {
    const a = await promoterWithLink();
    const b = await promoterWithLink();
    const ids = [
      (await add(a.token, { linkId: a.link.id, reason: '请再看一下这条视频' })).body.data.id,
      (await add(b.token, { linkId: b.link.id, reason: '请再看一下这条视频' })).body.data.id,
    ];
    expect((await api.post(`${QUEUE}/decide`, { ids, decision: 'reject' }, operator.token)).body).toEqual(
      errorBody(400, 'reason：请填写驳回原因', 'VALIDATION_FAILED', 'reason'),
    );
    const res = await api.post(`${QUEUE}/decide`, { ids, decision: 'reject', reason: '视频未挂载口令' }, operator.token);
    expect(res.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['ok', 'ok']);
    expect(await linkRow(a.link.id)).toMatchObject({ state: 3 });
    expect((await api.get('/api/videoReCheck/page', {}, a.token)).body.data.records[0]).toMatchObject({
      state: 3,
      stateLabel: '已驳回',
      answer: '视频未挂载口令',
    });
    expect((await add(a.token, { linkId: a.link.id, reason: '已补充口令截图，请再看看' })).status).toBe(200);
  });

  it('counts the waiting re-checks for the console badge until they are decided', async () => {
    const waiting = async () => (await api.get('/admin-api/reviews/counts', {}, operator.token)).body.data.rechecks as number;
    const before = await waiting();
    const me = await promoterWithLink();
    const filed = (await add(me.token, { linkId: me.link.id, reason: '视频是本人原创发布' })).body.data;
    expect(await waiting()).toBe(before + 1);
    await api.post(`${QUEUE}/decide`, { ids: [filed.id], decision: 'reject', reason: '视频未挂载口令' }, operator.token);
    expect(await waiting()).toBe(before);
  });

  it('lets finance read nothing and a promoter token open nothing', async () => {
    const finance = await createOperator(t, 'finance');
    const me = await promoterWithLink();
    expect((await api.get(`${QUEUE}/page`, {}, finance.token)).status).toBe(403);
    expect((await api.post(`${QUEUE}/decide`, { ids: [1], decision: 'approve' }, finance.token)).status).toBe(403);
    expect((await api.get(`${QUEUE}/page`, {}, me.token)).status).toBe(401);
    const admin = await createOperator(t, 'admin');
    expect((await api.get(`${QUEUE}/page`, {}, admin.token)).status).toBe(200);
  });
});
