import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, panLinks } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createDrivePlatform, createMediaAccount, createPanResource } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';

let t: TestApp;
let api: ReturnType<typeof client>;
let operator: Awaited<ReturnType<typeof createOperator>>;
let resourceId: number;

const QUEUE = '/admin-api/reviews/pan-links';
const FILL = '/api/pan/link/Fill';

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  const quark = (await createDrivePlatform(t.db, { name: '夸克网盘' })).id;
  resourceId = (await createPanResource(t.db, quark, { title: '凡人修仙传 典藏版', category: 2 })).id;
}, 60_000);
// Console sessions lapse after 30 idle minutes: a fresh login per test.
beforeEach(async () => {
  operator = await createOperator(t, 'operator');
});
afterAll(() => t.close());

/** A promoter with a promotion (drive UID `uid`) and a back-fill of `url` on their Douyin account. */
async function promoterWithBackfill(uid: string, url: string) {
  const me = await createUser(t.db);
  const promotion = (await api.post('/api/pan/CreatePromotion', { resourceId, uid }, me.token)).body.data as { id: number };
  const douyin = await createMediaAccount(t.db, me.user.id, { platform: 1, nickname: '书荒推荐官' });
  const filled = await api.post(FILL, { promotionId: promotion.id, platformAccountId: douyin.id, url }, me.token);
  expect(filled.status).toBe(200);
  return { ...me, promotion, douyin, link: filled.body.data as { id: number } };
}

const linkRow = async (id: number) => firstRow(await t.db.select().from(panLinks).where(eq(panLinks.id, id)), 'pan link');
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'pan_links'), eq(auditLog.targetId, String(id))));
const waiting = async () => (await api.get('/admin-api/reviews/counts', {}, operator.token)).body.data.panLinks as number;

describe('the console queue of cloud-drive back-fills', () => {
  it('lists waiting back-fills with the account, the resource and the drive UID, filtered by keyword', async () => {
    const me = await promoterWithBackfill('ReviewUid01', 'https://v.douyin.com/iPanQueue1/');
    const page = await api.get(`${QUEUE}/page`, { promoterId: me.user.id }, operator.token);
    expect(page.status).toBe(200);
    expect(page.body.data.records).toEqual([
      {
        id: me.link.id,
        url: 'https://v.douyin.com/iPanQueue1/',
        platform: 1,
        platformLabel: '抖音',
        accountId: me.douyin.id,
        accountUid: me.douyin.uid,
        accountNickname: '书荒推荐官',
        accountBound: true,
        promotionId: me.promotion.id,
        resourceTitle: '凡人修仙传 典藏版',
        taskPlatformName: '夸克网盘',
        panUid: 'ReviewUid01',
        promoter: {
          id: me.user.id,
          promoterNo: me.user.promoterNo,
          nickname: me.user.nickname,
          phoneMasked: expect.stringMatching(/\*\*\*\*/),
        },
        state: 1,
        stateLabel: '待审核',
        reason: null,
        createdAt: expect.any(String),
        reviewedAt: null,
      },
    ]);
    expect((await api.get(`${QUEUE}/page`, { keyword: 'reviewuid01' }, operator.token)).body.data.records).toHaveLength(1);
    expect((await api.get(`${QUEUE}/page`, { promoterId: me.user.id, state: 2 }, operator.token)).body.data.records).toEqual([]);
  });

  it('accepts one in force and rejects another with the reason the promoter reads, each audited and counted', async () => {
    const before = await waiting();
    const a = await promoterWithBackfill('ReviewUid02', 'https://v.douyin.com/iPanOk/');
    const b = await promoterWithBackfill('ReviewUid03', 'https://v.douyin.com/iPanNo/');
    expect(await waiting()).toBe(before + 2);

    const ok = await api.post(`${QUEUE}/decide`, { ids: [a.link.id], decision: 'approve' }, operator.token);
    expect(ok.body.data).toEqual({ results: [{ id: a.link.id, outcome: 'ok', msg: null }] });
    expect(await linkRow(a.link.id)).toMatchObject({ state: 2, reason: null, reviewedAt: t.clock.now() });
    const reason = '链接不是该账号发布的作品';
    expect((await api.post(`${QUEUE}/decide`, { ids: [b.link.id], decision: 'reject' }, operator.token)).body).toEqual(
      errorBody(400, 'reason：请填写驳回原因', 'VALIDATION_FAILED', 'reason'),
    );
    await api.post(`${QUEUE}/decide`, { ids: [b.link.id], decision: 'reject', reason }, operator.token);
    expect(await waiting()).toBe(before);

    const mine = (await api.get('/api/pan/link/page', {}, b.token)).body.data.records;
    expect(mine).toEqual([expect.objectContaining({ state: 3, stateLabel: '审核拒绝', reason, reviewedAt: expect.any(String) })]);
    expect((await auditOf(a.link.id)).map((r) => [r.action, r.after])).toEqual([['panLink.approve', { state: 2, reason: null }]]);
    expect((await auditOf(b.link.id)).map((r) => [r.action, r.after])).toEqual([['panLink.reject', { state: 3, reason }]]);

    // Decided once: a second decision finds it taken, and a bulk one says which.
    expect((await api.post(`${QUEUE}/decide`, { ids: [a.link.id], decision: 'reject', reason }, operator.token)).body).toEqual(
      errorBody(409, '该回填已被审核（当前：生效中），请刷新后查看', 'REVIEW_CONFLICT'),
    );
    const bulk = await api.post(`${QUEUE}/decide`, { ids: [a.link.id, 999_999], decision: 'approve' }, operator.token);
    expect(bulk.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['conflict', 'notFound']);
  });

  it('lets two operators decide one back-fill at once: exactly one decision and one audit row', async () => {
    const me = await promoterWithBackfill('ReviewUid04', 'https://v.douyin.com/iPanRace/');
    const other = await createOperator(t, 'operator');
    const http = httpClient(await t.listen());
    const answers = await Promise.all([
      http.post(`${QUEUE}/decide`, { ids: [me.link.id], decision: 'approve' }, operator.token),
      http.post(`${QUEUE}/decide`, { ids: [me.link.id], decision: 'reject', reason: '发布时间早于推广创建时间' }, other.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf(me.link.id)).toHaveLength(1);
  });

  it('is closed to finance and to promoter tokens', async () => {
    const me = await promoterWithBackfill('ReviewUid05', 'https://v.douyin.com/iPanShut/');
    const finance = await createOperator(t, 'finance');
    expect((await api.get(`${QUEUE}/page`, {}, finance.token)).status).toBe(403);
    expect((await api.post(`${QUEUE}/decide`, { ids: [me.link.id], decision: 'approve' }, finance.token)).status).toBe(403);
    expect((await api.get(`${QUEUE}/page`, {}, me.token)).status).toBe(401);
    expect((await linkRow(me.link.id)).state).toBe(1);
  });
});
