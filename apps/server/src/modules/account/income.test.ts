import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskPlatform, createUser, createWork } from '../../../test/factories';
import { createIncomeLine } from '../../../test/factories-income';
import { createAlias, createMediaAccount } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';

let t: TestApp;
let api: ReturnType<typeof client>;
type Promoter = Awaited<ReturnType<typeof createUser>>;
let alice: Promoter;
let bob: Promoter;

const PAGE = '/api/userAccount/income/page';
const DETAIL = '/api/userAccount/income/detail';

/** Moves the shared test clock to an instant (tests here run one after another in this file). */
const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

/** Alice's lines by name, all on one work, and one of Bob's on the same days. */
const line: Record<'today' | 'yesterday' | 'refund' | 'sixDaysAgo' | 'sevenDaysAgo' | 'lastYear', number> = {
  today: 0,
  yesterday: 0,
  refund: 0,
  sixDaysAgo: 0,
  sevenDaysAgo: 0,
  lastYear: 0,
};
let work: Awaited<ReturnType<typeof createWork>>;
let platformName: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [alice, bob] = await Promise.all([createUser(t.db), createUser(t.db)]);
  const platform = await createTaskPlatform(t.db, { name: '红果短剧' });
  platformName = platform.name;
  work = await createWork(t.db, { taskPlatformId: platform.id, title: '闪婚后傅总每天都在追妻' });
  const mine = (incomeDate: string, extra: Partial<Parameters<typeof createIncomeLine>[1]> = {}) =>
    createIncomeLine(t.db, { userId: alice.user.id, workId: work.id, taskPlatformId: platform.id, incomeDate, ...extra }).then(
      (r) => r.id,
    );
  line.lastYear = await mine('2025-12-01', { amount: 5_000, status: 'credited' });
  line.sevenDaysAgo = await mine('2026-03-08', { amount: 800, status: 'credited' });
  line.sixDaysAgo = await mine('2026-03-09', { amount: 400, status: 'settled' });
  line.yesterday = await mine('2026-03-14', {
    amount: 2_000,
    provenance: { matched: '霸总甜宠', batch: '红果日报 2026-03-14', row: 3 },
  });
  line.refund = await mine('2026-03-14', {
    amount: -300,
    provenance: { upstreamAmount: -429, adjustment: { ofLineId: line.yesterday, reason: '用户退款' } },
  });
  line.today = await mine('2026-03-15', { amount: 1_000 });
  await createIncomeLine(t.db, {
    userId: bob.user.id,
    workId: work.id,
    taskPlatformId: platform.id,
    incomeDate: '2026-03-15',
    amount: 99_999,
  });
}, 60_000);
afterAll(() => t.close());

const ids = (res: { body: { data: { records: Array<{ id: number }> } } }) => res.body.data.records.map((r) => r.id);

describe('GET /api/userAccount/income/page', () => {
  it('lists my lines newest day first (then newest line), pages, and totals the whole range', async () => {
    setClock('2026-03-15T04:00:00Z');
    const first = await api.get(PAGE, { size: 2 }, alice.token);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([line.today, line.refund]);
    // The total's parts by status, so the screen can say what the total holds.
    expect(first.body.data).toMatchObject({
      hasNextPages: true,
      total: 8_900,
      byStatus: { estimated: 2_000 - 300 + 1_000, settled: 400, credited: 800 + 5_000 },
    });
    const second = await api.get(PAGE, { page: 2, size: 2 }, alice.token);
    expect(ids(second)).toEqual([line.yesterday, line.sixDaysAgo]);
    expect(second.body.data).toMatchObject({ hasNextPages: true, total: 8_900 });
    const last = await api.get(PAGE, { page: 3, size: 2 }, alice.token);
    expect(ids(last)).toEqual([line.sevenDaysAgo, line.lastYear]);
    expect(last.body.data).toMatchObject({ hasNextPages: false, total: 8_900 });
    expect(second.body.data.records[0]).toEqual({
      id: line.yesterday,
      amount: 2_000,
      status: 'estimated',
      statusLabel: '预估',
      incomeDate: '2026-03-14',
      workId: work.id,
      workTitle: '闪婚后傅总每天都在追妻',
      taskPlatformId: work.taskPlatformId,
      taskPlatformName: platformName,
      matchedBy: 'alias',
      matched: '霸总甜宠',
      matchedName: null,
      isAdjustment: false,
      superseded: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
    });
    expect(first.body.data.records[1]).toMatchObject({ id: line.refund, amount: -300, isAdjustment: true });

    const bobs = await api.get(PAGE, {}, bob.token);
    expect(bobs.body.data).toMatchObject({ total: 99_999, hasNextPages: false });
    expect(bobs.body.data.records).toHaveLength(1);
  });

  it('filters by status, the total following the filter', async () => {
    setClock('2026-03-15T04:00:00Z');
    const settled = await api.get(PAGE, { status: 'settled' }, alice.token);
    expect(ids(settled)).toEqual([line.sixDaysAgo]);
    expect(settled.body.data.total).toBe(400);
    const credited = await api.get(PAGE, { status: 'credited', dateType: 2 }, alice.token);
    expect(ids(credited)).toEqual([]);
    expect(credited.body.data.total).toBe(0);
  });

  it('counts today and the last 7 days in Shanghai: 23:30 is still the 15th, 00:30 already the 16th', async () => {
    setClock('2026-03-15T15:30:00Z'); // 23:30 on the 15th in Shanghai
    const today = await api.get(PAGE, { dateType: 1 }, alice.token);
    expect(ids(today)).toEqual([line.today]);
    expect(today.body.data.total).toBe(1_000);
    const week = await api.get(PAGE, { dateType: 2 }, alice.token);
    expect(ids(week)).toEqual([line.today, line.refund, line.yesterday, line.sixDaysAgo]);
    expect(week.body.data.total).toBe(3_100);

    setClock('2026-03-15T16:30:00Z'); // 00:30 on the 16th in Shanghai, still the 15th in UTC
    const nextDay = await api.get(PAGE, { dateType: 1 }, alice.token);
    expect(ids(nextDay)).toEqual([]);
    expect(nextDay.body.data.total).toBe(0);
    const nextWeek = await api.get(PAGE, { dateType: 2 }, alice.token);
    expect(ids(nextWeek)).toEqual([line.today, line.refund, line.yesterday]);
    expect(nextWeek.body.data.total).toBe(2_700);
  });

  it('takes a custom range inclusive of both days, up to 366 days apart', async () => {
    const march = await api.get(PAGE, { dateType: 3, startDate: '2026-03-09', endDate: '2026-03-14' }, alice.token);
    expect(ids(march)).toEqual([line.refund, line.yesterday, line.sixDaysAgo]);
    expect(march.body.data.total).toBe(2_100);
    const year = await api.get(PAGE, { dateType: 3, startDate: '2025-03-14', endDate: '2026-03-15' }, alice.token);
    expect(year.status).toBe(200);
    expect(year.body.data.total).toBe(8_900);
    const oneDay = await api.get(PAGE, { dateType: 3, startDate: '2025-12-01', endDate: '2025-12-01' }, alice.token);
    expect(ids(oneDay)).toEqual([line.lastYear]);
  });

  it('refuses a wrong custom range with a field error, and ignores the dates of a preset', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ startDate: '2026-03-15', endDate: '2026-03-14' }, 'endDate：结束日期不能早于开始日期', 'endDate'],
      [{ startDate: '2025-03-13', endDate: '2026-03-15' }, 'startDate：开始日期与结束日期最多相隔一年', 'startDate'],
      [{ startDate: '2026-02-30', endDate: '2026-03-15' }, 'startDate：开始日期不是有效的日期', 'startDate'],
      [{ startDate: '2026-02-01', endDate: '2026-02-29' }, 'endDate：结束日期不是有效的日期', 'endDate'],
      [{ endDate: '2026-03-15' }, 'startDate：请选择开始日期', 'startDate'],
      [{ startDate: '2026-03-15' }, 'endDate：请选择结束日期', 'endDate'],
    ];
    for (const [dates, msg, field] of cases) {
      const res = await api.get(PAGE, { dateType: 3, ...dates }, alice.token);
      expect(res.status, msg).toBe(400);
      expect(res.body).toEqual(errorBody(400, msg, 'VALIDATION_FAILED', field));
    }
    const preset = await api.get(PAGE, { dateType: 0, startDate: '2026-03-15', endDate: '2026-03-14' }, alice.token);
    expect(preset.body.data.total).toBe(8_900);
  });

  it('needs a login', async () => {
    expect((await api.get(PAGE, {})).status).toBe(401);
    expect((await api.get(DETAIL, { id: line.today })).status).toBe(401);
  });
});

describe('GET /api/userAccount/income/detail', () => {
  it('shows the provenance, with the alias row the word matched when it is mine', async () => {
    const before = new Date('2026-03-01T00:00:00Z');
    const mineAlias = await createAlias(
      t.db,
      { userId: alice.user.id, workId: work.id, taskPlatformId: work.taskPlatformId, alias: '霸总甜宠' },
      before,
    );
    // Bob once held the same word on the same platform; it expired, so the word is free for Alice.
    await createAlias(
      t.db,
      { userId: bob.user.id, workId: work.id, taskPlatformId: work.taskPlatformId, alias: '霸总甜宠', state: 4 },
      before,
    );
    const res = await api.get(DETAIL, { id: line.yesterday }, alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: line.yesterday, amount: 2_000, matched: '霸总甜宠', isAdjustment: false });
    expect(res.body.data.provenance).toEqual({
      source: 'report',
      batch: '红果日报 2026-03-14',
      row: 3,
      rule: 'CPS 充值分成 70%',
      shareBps: 7000,
      unitPrice: null,
      baseAmount: 1_429,
      aliasId: mineAlias.id,
      adjustment: null,
    });
  });

  it('shows what an adjustment corrects and why; a UID match has no alias', async () => {
    const refund = await api.get(DETAIL, { id: line.refund }, alice.token);
    expect(refund.body.data).toMatchObject({ amount: -300, isAdjustment: true });
    expect(refund.body.data.provenance).toMatchObject({
      baseAmount: -429,
      aliasId: null,
      adjustment: { ofLineId: line.yesterday, reason: '用户退款' },
    });

    const uid = await createIncomeLine(t.db, {
      userId: alice.user.id,
      workId: null,
      taskPlatformId: work.taskPlatformId,
      incomeDate: '2026-03-10',
      amount: 330,
      provenance: {
        matchedBy: 'uid',
        matched: '1234567890',
        rule: 'CPA 拉新 ¥3.3/人',
        shareBps: undefined,
        upstreamAmount: undefined,
        unitPrice: 330,
      },
    });
    const res = await api.get(DETAIL, { id: uid.id }, alice.token);
    expect(res.body.data).toMatchObject({ workId: null, workTitle: null, matchedBy: 'uid', matchedName: null });
    expect(res.body.data.provenance).toMatchObject({ shareBps: null, unitPrice: 330, baseAmount: null, aliasId: null });
  });

  it("names a UID match by my media account's nickname, never by another promoter's", async () => {
    const uidLine = (userId: number, matched: string) =>
      createIncomeLine(t.db, {
        userId,
        workId: null,
        taskPlatformId: work.taskPlatformId,
        incomeDate: '2026-03-11',
        amount: 120,
        provenance: { matchedBy: 'uid', matched, rule: 'CPA 拉新 ¥1.2/人', shareBps: undefined, unitPrice: 120 },
      });
    await createMediaAccount(t.db, alice.user.id, { uid: 'DY_Alice01', nickname: '爱丽丝剪辑' });
    await createMediaAccount(t.db, bob.user.id, { uid: 'dy_bob02', nickname: '鲍勃看剧' });
    const mine = await uidLine(alice.user.id, 'dy_alice01');
    const notMine = await uidLine(alice.user.id, 'dy_bob02');
    expect((await api.get(DETAIL, { id: mine.id }, alice.token)).body.data).toMatchObject({
      matched: 'dy_alice01',
      matchedName: '爱丽丝剪辑',
    });
    expect((await api.get(DETAIL, { id: notMine.id }, alice.token)).body.data).toMatchObject({ matchedName: null });
    const listed = (await api.get(PAGE, { dateType: 3, startDate: '2026-03-11', endDate: '2026-03-11' }, alice.token)).body.data;
    expect(listed.records.map((r: { matchedName: string | null }) => r.matchedName).sort()).toEqual(['爱丽丝剪辑', null].sort());
  });

  it("answers NOT_FOUND for another promoter's line, exactly as for a line that does not exist", async () => {
    const theirs = await api.get(DETAIL, { id: line.today }, bob.token);
    const missing = await api.get(DETAIL, { id: 2_000_000_000 }, bob.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(errorBody(404, '内容不存在或已下架', 'NOT_FOUND'));
    expect(missing.body).toEqual(theirs.body);
    await expectMoneyInvariants(t.db);
  });
});
