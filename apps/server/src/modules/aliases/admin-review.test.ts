import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, taskPlatforms, users } from '../../db/schema';
import { DAY, MINUTE } from '../../lib/clock';
import { isoOperator, ymdOperator } from '../../lib/time';
import { createPriorityLevel, createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createAlias, createAliasLink, createAliasWork, createMediaAccount } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let api: ReturnType<typeof client>;
let operator: Awaited<ReturnType<typeof createOperator>>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
// Console sessions lapse after 30 idle minutes, and tests move the clock: a fresh login per test.
beforeEach(async () => {
  operator = await createOperator(t, 'operator');
});
afterAll(() => t.close());

const ALIASES = '/admin-api/reviews/aliases';
const LINKS = '/admin-api/reviews/links';
const FORBIDDEN = errorBody(403, '没有权限执行此操作', 'FORBIDDEN');

const auditOf = (targetType: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(id))));

/** A promoter applying for aliases on a manual-review platform, through the app. */
async function manualPlatform(title = '闪婚后傅总每天都在追妻') {
  const { platform, work } = await createAliasWork(t.db, { aliasReviewMode: 'manual' }, { title });
  const promoter = await createUser(t.db);
  const apply = async (alias: string, who = promoter) => {
    const res = await api.post('/api/worksAlias/CreateAlias', { workId: work.id, alias }, who.token);
    expect(res.status).toBe(200);
    return res.body.data as { id: number; state: number };
  };
  return { platform, work, promoter, apply };
}

describe('the alias queue', () => {
  it('lists aliases on manual-review platforms with the promoter, filtered by state, platform, keyword, promoter and day', async () => {
    const { platform, work, promoter, apply } = await manualPlatform('傅总追妻记');
    const first = await apply('傅总追妻');
    t.clock.advance(MINUTE);
    const second = await apply('闪婚追妻');
    // An automatic platform's aliases never wait for anyone: not in the queue.
    const auto = await createAliasWork(t.db, { aliasReviewMode: 'auto' });
    await createAlias(t.db, { userId: promoter.user.id, workId: auto.work.id, taskPlatformId: auto.platform.id }, t.clock.now());

    const page = await api.get(`${ALIASES}/page`, { promoterId: promoter.user.id }, operator.token);
    expect(page.status).toBe(200);
    expect(page.body.data.hasNextPages).toBe(false);
    // Oldest first: a queue is worked from its front.
    expect(page.body.data.records.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    const phone = promoter.user.phone;
    expect(page.body.data.records[0]).toEqual({
      id: first.id,
      alias: '傅总追妻',
      state: 1,
      stateLabel: '审核中',
      reason: null,
      workId: work.id,
      workTitle: '傅总追妻记',
      workCover: work.cover,
      workType: 1,
      taskPlatformId: platform.id,
      taskPlatformName: platform.name,
      promoter: {
        id: promoter.user.id,
        promoterNo: promoter.user.promoterNo,
        nickname: promoter.user.nickname,
        phoneMasked: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      },
      priority: false,
      createdAt: expect.stringMatching(/\+08:00$/),
      reviewedAt: null,
    });

    const ids = async (query: Record<string, unknown>) =>
      (await api.get(`${ALIASES}/page`, query, operator.token)).body.data.records.map((r: { id: number }) => r.id);
    expect(await ids({ taskPlatformId: platform.id, sort: 'newest' })).toEqual([second.id, first.id]);
    expect(await ids({ taskPlatformId: platform.id, keyword: '闪婚' })).toEqual([second.id]);
    expect(await ids({ taskPlatformId: platform.id, keyword: '追妻记' })).toEqual([first.id, second.id]);
    expect(await ids({ taskPlatformId: platform.id, promoter: phone })).toEqual([first.id, second.id]);
    expect(await ids({ taskPlatformId: platform.id, promoter: promoter.user.promoterNo })).toEqual([first.id, second.id]);
    expect(await ids({ taskPlatformId: platform.id, promoter: '139' })).toEqual([]);
    expect(await ids({ taskPlatformId: platform.id, state: 2 })).toEqual([]);
    const today = ymdOperator(t.clock.now());
    expect(await ids({ taskPlatformId: platform.id, from: today, to: today })).toEqual([first.id, second.id]);
    const tomorrow = ymdOperator(new Date(t.clock.now().getTime() + DAY));
    expect(await ids({ taskPlatformId: platform.id, from: tomorrow })).toEqual([]);
    expect((await api.get(`${ALIASES}/page`, { from: tomorrow, to: today }, operator.token)).body).toEqual(
      errorBody(400, 'to：结束日期不能早于开始日期', 'VALIDATION_FAILED', 'to'),
    );

    const platforms = async () => (await api.get(`${ALIASES}/platforms`, {}, operator.token)).body.data as { id: number }[];
    expect((await platforms()).map((p) => p.id)).toContain(platform.id);
    expect((await platforms()).map((p) => p.id)).not.toContain(auto.platform.id);

    // A platform switched to automatic review later must not strand what is still waiting.
    await t.db.update(taskPlatforms).set({ aliasReviewMode: 'auto' }).where(eq(taskPlatforms.id, platform.id));
    expect(await ids({ taskPlatformId: platform.id })).toEqual([first.id, second.id]);
    expect(await platforms()).toContainEqual({ id: platform.id, name: platform.name });
  });

  it('puts the waiting aliases of promoters whose VIP level grants priority review first in 待审核, marked 优先', async () => {
    const level = await createPriorityLevel(t.db);
    const { platform, apply } = await manualPlatform();
    const vip = await createUser(t.db, { vipLevel: level });
    const plain1 = await apply('豪门追妻');
    t.clock.advance(MINUTE);
    const vip1 = await apply('总裁追妻', vip);
    t.clock.advance(MINUTE);
    const plain2 = await apply('甜宠追妻');
    t.clock.advance(MINUTE);
    const vip2 = await apply('千金追妻', vip);
    const rows = async (query: Record<string, unknown>) =>
      (await api.get(`${ALIASES}/page`, { taskPlatformId: platform.id, ...query }, operator.token)).body.data.records.map(
        (r: { id: number; priority: boolean }) => [r.id, r.priority],
      );
    // Each group in the order asked: oldest first by default, newest when turned round.
    expect(await rows({ state: 1 })).toEqual([
      [vip1.id, true],
      [vip2.id, true],
      [plain1.id, false],
      [plain2.id, false],
    ]);
    expect(await rows({ state: 1, sort: 'newest' })).toEqual([
      [vip2.id, true],
      [vip1.id, true],
      [plain2.id, false],
      [plain1.id, false],
    ]);
    expect((await api.post(`${ALIASES}/decide`, { ids: [vip1.id], decision: 'approve' }, operator.token)).status).toBe(200);
    // 全部 keeps time order alone, and a decided row has no priority left.
    expect(await rows({})).toEqual([
      [plain1.id, false],
      [vip1.id, false],
      [plain2.id, false],
      [vip2.id, true],
    ]);
    // The benefit follows the level the job last gave: a promoter who lost it waits in line again.
    await t.db.update(users).set({ vipLevel: 0 }).where(eq(users.id, vip.user.id));
    expect(await rows({ state: 1 })).toEqual([
      [plain1.id, false],
      [plain2.id, false],
      [vip2.id, false],
    ]);
  });

  it('approves: the alias becomes active, its back-fill window starts, the audit row names the operator', async () => {
    const { promoter, apply } = await manualPlatform();
    const alias = await apply('傅总追妻');
    t.clock.advance(20 * MINUTE);
    const res = await api.post(`${ALIASES}/decide`, { ids: [alias.id], decision: 'approve' }, operator.token);
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { results: [{ id: alias.id, outcome: 'ok', msg: null }] } });

    const now = t.clock.now();
    const mine = (await api.get('/api/worksAlias/list', { state: 2 }, promoter.token)).body.data.records;
    expect(mine).toEqual([
      expect.objectContaining({
        id: alias.id,
        stateLabel: '生效中',
        reason: null,
        activatedAt: isoOperator(now),
        backfillDeadline: isoOperator(new Date(now.getTime() + 7 * DAY)),
      }),
    ]);
    const [row] = await auditOf('works_aliases', alias.id);
    expect(row).toMatchObject({
      operatorId: operator.operator.id,
      operatorAccount: operator.operator.account,
      action: 'alias.approve',
      ip: '127.0.0.1',
      before: { userId: promoter.user.id, alias: '傅总追妻', state: 1, reason: null },
      after: { state: 2, reason: null, backfillDeadline: new Date(now.getTime() + 7 * DAY).toISOString() },
    });
  });

  it('rejects only with a reason, which the promoter reads in the app; the word is free again', async () => {
    const { promoter, apply } = await manualPlatform();
    const alias = await apply('萌宝爹地');
    const noReason = await api.post(`${ALIASES}/decide`, { ids: [alias.id], decision: 'reject' }, operator.token);
    expect(noReason.body).toEqual(errorBody(400, 'reason：请填写驳回原因', 'VALIDATION_FAILED', 'reason'));
    const blank = await api.post(`${ALIASES}/decide`, { ids: [alias.id], decision: 'reject', reason: '   ' }, operator.token);
    expect(blank.body).toEqual(errorBody(400, 'reason：请填写驳回原因', 'VALIDATION_FAILED', 'reason'));

    const reason = '关键词与作品内容关联度低，请使用作品名相关词汇重新申请';
    const res = await api.post(`${ALIASES}/decide`, { ids: [alias.id], decision: 'reject', reason }, operator.token);
    expect(res.body.data.results).toEqual([{ id: alias.id, outcome: 'ok', msg: null }]);

    const mine = (await api.get('/api/worksAlias/list', { state: 3 }, promoter.token)).body.data.records;
    expect(mine).toEqual([expect.objectContaining({ id: alias.id, stateLabel: '审核不通过', reason })]);
    const [row] = await auditOf('works_aliases', alias.id);
    expect(row).toMatchObject({ action: 'alias.reject', before: { state: 1 }, after: { state: 3, reason } });
    // Rejected frees the word: someone else may claim it.
    const other = await createUser(t.db);
    expect(
      (await api.post('/api/worksAlias/CreateAlias', { workId: mine[0].workId, alias: '萌宝爹地' }, other.token)).status,
    ).toBe(200);
  });

  it('decides a bulk of pending, decided and missing aliases, each on its own; one decided alias alone is 409', async () => {
    const { apply } = await manualPlatform();
    const a = await apply('甲乙丙丁');
    const b = await apply('戊己庚辛');
    const c = await apply('壬癸子丑');
    expect((await api.post(`${ALIASES}/decide`, { ids: [b.id], decision: 'approve' }, operator.token)).status).toBe(200);

    const res = await api.post(
      `${ALIASES}/decide`,
      { ids: [a.id, b.id, 99_999_999, c.id], decision: 'reject', reason: '不符合要求' },
      operator.token,
    );
    expect(res.body.data.results).toEqual([
      { id: a.id, outcome: 'ok', msg: null },
      { id: b.id, outcome: 'conflict', msg: '该关键词已被审核（当前：生效中），请刷新后查看' },
      { id: 99_999_999, outcome: 'notFound', msg: '关键词不存在或已删除' },
      { id: c.id, outcome: 'ok', msg: null },
    ]);
    expect(await auditOf('works_aliases', b.id)).toHaveLength(1);

    const again = await api.post(`${ALIASES}/decide`, { ids: [b.id], decision: 'approve' }, operator.token);
    expect(again.body).toEqual(errorBody(409, '该关键词已被审核（当前：生效中），请刷新后查看', 'REVIEW_CONFLICT'));
    const missing = await api.post(`${ALIASES}/decide`, { ids: [99_999_999], decision: 'approve' }, operator.token);
    expect(missing.body).toEqual(errorBody(404, '关键词不存在或已删除', 'NOT_FOUND'));
  });

  it('takes 1 to 100 distinct ids and a known decision', async () => {
    const decide = (body: Record<string, unknown>) => api.post(`${ALIASES}/decide`, body, operator.token);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await decide({ ids: many, decision: 'approve' })).body).toEqual(
      errorBody(400, 'ids：一次最多审核 100 条', 'VALIDATION_FAILED', 'ids'),
    );
    expect((await decide({ ids: [], decision: 'approve' })).body).toEqual(
      errorBody(400, 'ids：请选择要审核的记录', 'VALIDATION_FAILED', 'ids'),
    );
    expect((await decide({ ids: [3, 3], decision: 'approve' })).body).toEqual(
      errorBody(400, 'ids：同一条记录不能重复提交', 'VALIDATION_FAILED', 'ids'),
    );
    expect((await decide({ ids: [3], decision: 'maybe' })).body).toEqual(
      errorBody(400, 'decision：审核结果只能是 approve（通过）或 reject（驳回）', 'VALIDATION_FAILED', 'decision'),
    );
    expect((await decide({ ids: [3], decision: 'reject', reason: '长'.repeat(201) })).body).toEqual(
      errorBody(400, 'reason：原因最多 200 个字', 'VALIDATION_FAILED', 'reason'),
    );
  });
});

/** An active alias of a promoter with a bound Douyin account and a back-fill awaiting review, through the app. */
async function pendingLink(uid: string, url: string) {
  const promoter = await createUser(t.db);
  const { platform, work } = await createAliasWork(t.db, {}, { title: '战神归来' });
  const alias = await createAlias(
    t.db,
    { userId: promoter.user.id, workId: work.id, taskPlatformId: platform.id },
    t.clock.now(),
  );
  const account = await createMediaAccount(t.db, promoter.user.id, { platform: 1, uid, nickname: '小星追剧' });
  const res = await api.post(
    '/api/worksAliasLink/FillWorks',
    { aliasId: alias.id, platformAccountId: account.id, url },
    promoter.token,
  );
  expect(res.status).toBe(200);
  return { promoter, platform, work, alias, account, link: res.body.data as { id: number } };
}

describe('the back-fill queue', () => {
  it('shows the link beside the media account’s platform and UID, with the alias and work', async () => {
    const { promoter, platform, work, alias, account, link } = await pendingLink('xingzhui2849', 'https://v.douyin.com/iQueue1/');
    const page = await api.get(`${LINKS}/page`, { promoterId: promoter.user.id, state: 1 }, operator.token);
    expect(page.body.data.records).toEqual([
      {
        id: link.id,
        url: 'https://v.douyin.com/iQueue1/',
        platform: 1,
        platformLabel: '抖音',
        accountId: account.id,
        accountUid: 'xingzhui2849',
        accountNickname: '小星追剧',
        accountBound: true,
        aliasId: alias.id,
        alias: alias.alias,
        workId: work.id,
        workTitle: '战神归来',
        workType: 1,
        taskPlatformName: platform.name,
        promoter: expect.objectContaining({ id: promoter.user.id }),
        priority: false,
        state: 1,
        stateLabel: '待审核',
        reason: null,
        createdAt: expect.stringMatching(/\+08:00$/),
        reviewedAt: null,
      },
    ]);
    const ids = async (query: Record<string, unknown>) =>
      (await api.get(`${LINKS}/page`, query, operator.token)).body.data.records.map((r: { id: number }) => r.id);
    expect(await ids({ keyword: 'xingzhui2849' })).toEqual([link.id]);
    expect(await ids({ keyword: 'xingzhui2849', platform: 2 })).toEqual([]);
    expect(await ids({ keyword: 'xingzhui2849', state: 2 })).toEqual([]);
  });

  it('accepts and rejects; the promoter reads the decision and the reason in the app; both audited', async () => {
    const a = await pendingLink('acc-a-1', 'https://v.douyin.com/iDecideA/');
    const b = await pendingLink('acc-b-1', 'https://v.douyin.com/iDecideB/');
    const approve = await api.post(`${LINKS}/decide`, { ids: [a.link.id], decision: 'approve' }, operator.token);
    expect(approve.body.data.results).toEqual([{ id: a.link.id, outcome: 'ok', msg: null }]);
    const reason = '视频中未出现口令，请在文案或画面中展示口令后重新回填';
    const reject = await api.post(`${LINKS}/decide`, { ids: [b.link.id], decision: 'reject', reason }, operator.token);
    expect(reject.body.data.results).toEqual([{ id: b.link.id, outcome: 'ok', msg: null }]);

    const mine = async (token: string) => (await api.get('/api/worksAliasLink/List', {}, token)).body.data.records;
    expect(await mine(a.promoter.token)).toEqual([
      expect.objectContaining({ id: a.link.id, stateLabel: '生效中', reason: null }),
    ]);
    expect(await mine(b.promoter.token)).toEqual([expect.objectContaining({ id: b.link.id, stateLabel: '审核拒绝', reason })]);
    const alias = (await api.get('/api/worksAlias/list', {}, a.promoter.token)).body.data.records[0];
    expect(alias).toMatchObject({ linkCount: 1, effectiveLinkCount: 1 });

    expect(await auditOf('works_alias_links', a.link.id)).toEqual([
      expect.objectContaining({
        action: 'aliasLink.approve',
        before: expect.objectContaining({ state: 1 }),
        after: { state: 2, reason: null },
      }),
    ]);
    expect(await auditOf('works_alias_links', b.link.id)).toEqual([
      expect.objectContaining({ action: 'aliasLink.reject', after: { state: 3, reason } }),
    ]);
    const again = await api.post(`${LINKS}/decide`, { ids: [a.link.id, b.link.id], decision: 'approve' }, operator.token);
    expect(again.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['conflict', 'conflict']);
  });

  it('puts the back-fills of promoters whose VIP level grants priority review first in 待审核, marked 优先', async () => {
    const level = await createPriorityLevel(t.db);
    const plain = await createUser(t.db);
    const vip = await createUser(t.db, { vipLevel: level });
    const { platform, work } = await createAliasWork(t.db, {}, { title: '战神归来' });
    const fill = async (who: typeof plain) => {
      const alias = await createAlias(t.db, { userId: who.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
      const account = await createMediaAccount(t.db, who.user.id, { uid: `prio-${alias.id}` });
      const link = await createAliasLink(t.db, {
        aliasId: alias.id,
        userId: who.user.id,
        platformAccountId: account.id,
        createdAt: t.clock.now(),
      });
      t.clock.advance(MINUTE);
      return link.id;
    };
    const [plain1, vip1, plain2] = [await fill(plain), await fill(vip), await fill(plain)];
    const rows = async (query: Record<string, unknown>) =>
      (await api.get(`${LINKS}/page`, { keyword: 'prio-', ...query }, operator.token)).body.data.records.map(
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
});

describe('who may review', () => {
  it('lets operator and admin read and decide; finance gets 403, a promoter token 401', async () => {
    const { apply } = await manualPlatform();
    const alias = await apply('财务不审');
    const finance = await createOperator(t, 'finance');
    const admin = await createOperator(t, 'admin');
    for (const path of [
      `${ALIASES}/page`,
      `${ALIASES}/platforms`,
      `${LINKS}/page`,
      '/admin-api/reviews/deletions/page',
      '/admin-api/reviews/counts',
    ])
      expect((await api.get(path, {}, finance.token)).body, path).toEqual(FORBIDDEN);
    for (const path of [`${ALIASES}/decide`, `${LINKS}/decide`, '/admin-api/reviews/deletions/decide'])
      expect((await api.post(path, { ids: [alias.id], decision: 'approve' }, finance.token)).body, path).toEqual(FORBIDDEN);
    expect((await auditOf('works_aliases', alias.id)).length).toBe(0);

    const promoter = await createUser(t.db);
    expect((await api.get(`${ALIASES}/page`, {}, promoter.token)).status).toBe(401);
    expect((await api.get(`${ALIASES}/page`, {}, admin.token)).status).toBe(200);
    expect((await api.post(`${ALIASES}/decide`, { ids: [alias.id], decision: 'approve' }, admin.token)).status).toBe(200);
  });

  it('counts what waits in each queue', async () => {
    const before = (await api.get('/admin-api/reviews/counts', {}, operator.token)).body.data;
    const { apply } = await manualPlatform();
    await apply('计数口令');
    await pendingLink('count-uid-1', 'https://v.douyin.com/iCount1/');
    const after = (await api.get('/admin-api/reviews/counts', {}, operator.token)).body.data;
    expect(after).toEqual({ ...before, aliases: before.aliases + 1, links: before.links + 1 });
  });
});
