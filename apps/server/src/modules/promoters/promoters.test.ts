import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createPriorityLevel, createUser, createWork } from '../../../test/factories';
import { createIncomeLine, createWithdrawal } from '../../../test/factories-income';
import { createOperator } from '../../../test/factories-operators';
import { createAlias, createAliasWork, createMediaAccount } from '../../../test/factories-promotion';
import { createRealName, creditBalance } from '../../../test/factories-wallet';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { accountDeletionRequests, mentors, users } from '../../db/schema';
import { addDays, ymdOperator } from '../../lib/time';
import { postIncomeLine } from '../settlement';
import { eq } from 'drizzle-orm';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let operator: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [admin, operator, finance] = (
    await Promise.all([createOperator(t, 'admin'), createOperator(t, 'operator'), createOperator(t, 'finance')])
  ).map((o) => o.token) as [string, string, string];
});
afterAll(() => t.close());

const search = (token: string, query: Record<string, unknown>) => api.get('/admin-api/promoters/page', query, token);
const ids = (res: { body: { data: { records: { id: number }[] } } }) => res.body.data.records.map((r) => r.id);

describe('GET /admin-api/promoters/page', () => {
  it('finds phones by prefix in phone order, exact matches first, paging with hasNextPages', async () => {
    const c = await createUser(t.db, { phone: '13600000003' });
    const a = await createUser(t.db, { phone: '13600000001' });
    const b = await createUser(t.db, { phone: '13600000002' });
    await createUser(t.db, { phone: '13610000000' });

    const first = await search(admin, { keyword: '136000', size: 2 });
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([a.user.id, b.user.id]);
    expect(first.body.data.hasNextPages).toBe(true);
    const second = await search(admin, { keyword: '136000', size: 2, page: 2 });
    expect(ids(second)).toEqual([c.user.id]);
    expect(second.body.data.hasNextPages).toBe(false);
    // As people type it, with spaces or dashes.
    expect(ids(await search(admin, { keyword: '136-0000-0002' }))).toEqual([b.user.id]);

    expect(first.body.data.records[0]).toEqual({
      id: a.user.id,
      promoterNo: a.user.promoterNo,
      phone: '13600000001',
      nickname: a.user.nickname,
      avatar: null,
      registeredAt: expect.stringMatching(/\+08:00$/),
      status: 'active',
      statusLabel: '正常',
      balance: 0,
      vipLevel: 0,
      inviter: null,
    });
  });

  it('finds a promoter by id and by promoter number, ahead of phones that begin with the digits', async () => {
    const target = await createUser(t.db, { phone: '13620000009', promoterNo: '13620000' });
    // A phone beginning with the promoter number: listed after the exact match.
    const other = await createUser(t.db, { phone: '13620000001' });
    expect(ids(await search(admin, { keyword: target.user.promoterNo }))).toEqual([target.user.id, other.user.id]);
    const byId = await search(admin, { keyword: String(target.user.id) });
    expect(ids(byId)[0]).toBe(target.user.id);
  });

  it('finds a nickname fragment, Chinese of two characters or Latin without case, newest first', async () => {
    const older = await createUser(t.db, { nickname: '星辰大海Star' });
    const newer = await createUser(t.db, { nickname: '大海星辰' });
    await createUser(t.db, { nickname: '星光' });
    expect(ids(await search(admin, { keyword: '星辰' }))).toEqual([newer.user.id, older.user.id]);
    expect(ids(await search(admin, { keyword: 'sTaR' }))).toEqual([older.user.id]);
    expect(ids(await search(admin, { keyword: '辰大' }))).toEqual([older.user.id]);
    // LIKE's wildcards are taken literally.
    expect(ids(await search(admin, { keyword: '星%' }))).toEqual([]);
  });

  it('pages a common fragment (more matches than the grams path sorts) newest first as well', async () => {
    const many = await t.db
      .insert(users)
      .values(
        Array.from({ length: 1_005 }, (_, i) => ({
          phone: `1357${String(i).padStart(7, '0')}`,
          passwordHash: 'not-a-password-hash',
          nickname: `追剧迷${i}`,
          inviteCode: `M${i}`,
          // Numbers of their own: 1,005 random draws at once collide now and then (users_promoter_no_uq).
          promoterNo: `9${String(i).padStart(8, '0')}`,
        })),
      )
      .returning({ id: users.id });
    const newest = many.map((r) => r.id).sort((a, b) => b - a);
    const first = await search(admin, { keyword: '追剧迷', size: 3 });
    expect(ids(first)).toEqual(newest.slice(0, 3));
    expect(ids(await search(admin, { keyword: '追剧迷', size: 3, page: 4 }))).toEqual(newest.slice(9, 12));
    // A rarer fragment of the same names takes the grams path, in the same order.
    const rare = [1004, 1003, 1002, 1001, 1000, 100].map((i) => many[i]!.id);
    expect(ids(await search(admin, { keyword: '追剧迷100' }))).toEqual(rare);
  });

  it('shows status, balance and inviter, and filters by status', async () => {
    const inviter = await createUser(t.db, { phone: '13630000000', nickname: '邀请人' });
    const active = await createUser(t.db, { phone: '13630000001', inviterId: inviter.user.id });
    const disabled = await createUser(t.db, { phone: '13630000002' });
    const leaving = await createUser(t.db, { phone: '13630000003' });
    await t.db.update(users).set({ disabledAt: t.clock.now(), disabledReason: '测试' }).where(eq(users.id, disabled.user.id));
    await t.db.insert(accountDeletionRequests).values({ userId: leaving.user.id });
    await creditBalance(t.db, active.user.id, 12_345);

    const all = await search(admin, { keyword: '1363000000' });
    expect(all.body.data.records.map((r: { status: string }) => r.status)).toEqual([
      'active',
      'active',
      'disabled',
      'deletionPending',
    ]);
    expect(all.body.data.records[1]).toMatchObject({
      balance: 12_345,
      inviter: { id: inviter.user.id, promoterNo: inviter.user.promoterNo, nickname: '邀请人' },
    });
    expect(ids(await search(admin, { keyword: '1363000000', status: 'disabled' }))).toEqual([disabled.user.id]);
    expect(ids(await search(admin, { keyword: '1363000000', status: 'deletionPending' }))).toEqual([leaving.user.id]);
    expect(ids(await search(admin, { keyword: '1363000000', status: 'active' }))).toEqual([inviter.user.id, active.user.id]);
    // Without a keyword: every promoter in that status, newest first.
    expect(ids(await search(admin, { status: 'disabled' }))).toContain(disabled.user.id);
    await expectMoneyInvariants(t.db);
  });

  it('masks phones for finance, who match a phone only in full (no prefix to read one back by)', async () => {
    const p = await createUser(t.db, { phone: '13640000001' });
    const byOperator = await search(operator, { keyword: '1364' });
    expect(byOperator.body.data.records[0]).toMatchObject({ id: p.user.id, phone: '13640000001' });
    expect(ids(await search(finance, { keyword: '1364' }))).toEqual([]);
    const full = await search(finance, { keyword: '13640000001' });
    expect(full.body.data.records).toEqual([expect.objectContaining({ id: p.user.id, phone: '136****0001' })]);
    expect((await search(finance, { keyword: p.user.promoterNo })).body.data.records[0].phone).toBe('136****0001');
  });

  it('refuses a page past the first thousand rows, a bad status and a promoter token', async () => {
    expect((await search(admin, { page: 11, size: 100 })).body).toEqual(
      errorBody(400, 'page：每页 100 条时最多翻到第 10 页，请缩小搜索范围', 'PAGE_TOO_DEEP', 'page'),
    );
    expect((await search(admin, { status: 'gone' })).body).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      field: 'status',
    });
    const promoter = await createUser(t.db);
    expect((await search(promoter.token, {})).status).toBe(401);
  });
});

describe('GET /admin-api/promoters/detail and its tabs', () => {
  it('answers the profile, masked real name, money figures and the count of every tab, each tab listing those rows', async () => {
    const inviter = await createUser(t.db, { nickname: '上级' });
    const p = await createUser(t.db, { phone: '13650000001', inviterId: inviter.user.id });
    await createUser(t.db, { inviterId: p.user.id });
    await createRealName(t.db, p.user.id, '王小明');
    const { platform, work } = await createAliasWork(t.db);
    const alias = await createAlias(t.db, { userId: p.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
    const account = await createMediaAccount(t.db, p.user.id);
    const fill = await api.post(
      '/api/worksAliasLink/FillWorks',
      { aliasId: alias.id, platformAccountId: account.id, url: 'https://www.douyin.com/video/7300000000000000001' },
      p.token,
    );
    expect(fill.status).toBe(200);
    await createIncomeLine(t.db, { userId: p.user.id, incomeDate: '2026-03-01', amount: 2_000 });
    await creditBalance(t.db, p.user.id, 50_000);
    await createWithdrawal(t.db, p.user.id, 10_000, 'submitted', t.clock.now());

    const res = await api.get('/admin-api/promoters/detail', { id: p.user.id }, finance);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: p.user.id,
      phone: '136****0001',
      status: 'active',
      inviter: { id: inviter.user.id, nickname: '上级' },
      inviteCode: p.user.inviteCode,
      disabledAt: null,
      deletionRequestedAt: null,
      realName: { verified: true, nameMasked: '王**', idNumberMasked: expect.stringMatching(/^\d{4}\*{10}\d{3}[\dX]$/) },
      money: { balance: 40_000, earned: 50_000, frozen: 10_000, withdrawn: 0 },
      counts: { mediaAccounts: 1, aliases: 1, backfills: 1, incomeLines: 1, withdrawals: 1, invitees: 1 },
    });
    expect(JSON.stringify(res.body)).not.toContain('王小明');

    const tab = (name: string) => api.get(`/admin-api/promoters/${name}/page`, { id: p.user.id }, finance);
    const lengths: Record<string, number> = {};
    for (const name of ['mediaAccounts', 'aliases', 'backfills', 'income', 'ledger', 'withdrawals', 'invitees']) {
      const page = await tab(name);
      expect(page.status, name).toBe(200);
      lengths[name] = page.body.data.records.length;
    }
    expect(lengths).toEqual({ mediaAccounts: 1, aliases: 1, backfills: 1, income: 1, ledger: 2, withdrawals: 1, invitees: 1 });
    expect((await tab('ledger')).body.data.records.map((r: { type: string }) => r.type)).toEqual(['withdrawal', 'adjustment']);
    expect((await tab('invitees')).body.data.records[0]).toMatchObject({
      status: 'active',
      phone: expect.stringContaining('****'),
    });
    expect((await tab('backfills')).body.data.records[0]).toMatchObject({ aliasId: alias.id, accountId: account.id });
    expect((await tab('income')).body.data).toMatchObject({
      total: 2_000,
      byStatus: { estimated: 2_000, settled: 0, credited: 0 },
    });
    const credited = await api.get('/admin-api/promoters/income/page', { id: p.user.id, status: 'credited' }, finance);
    expect(credited.body.data).toMatchObject({ records: [], total: 0 });
    await expectMoneyInvariants(t.db);
  });

  it("shows the promoter's team from the team's maintained figures, their VIP level's name and their mentor", async () => {
    const leader = await createUser(t.db, { vipLevel: await createPriorityLevel(t.db) });
    const [mentor] = await t.db
      .insert(mentors)
      .values({ name: '林晓', wechatId: 'linxiao_tkx', qrCode: null })
      .returning({ id: mentors.id });
    await t.db.update(users).set({ mentorId: mentor!.id }).where(eq(users.id, leader.user.id));
    const a = await createUser(t.db, { inviterId: leader.user.id });
    await createUser(t.db, { inviterId: leader.user.id });
    await createUser(t.db, { inviterId: a.user.id });
    const work = await createWork(t.db);
    const today = ymdOperator(t.clock.now());
    // A line this month and one of two months ago: the month's figures count only the first.
    for (const [incomeDate, amount] of [
      [today, 30_000],
      [addDays(today, -62), 12_345],
    ] as const)
      await t.db.transaction((tx) =>
        postIncomeLine(tx, {
          userId: a.user.id,
          taskPlatformId: work.taskPlatformId,
          workId: work.id,
          kind: 'settled',
          incomeDate,
          reportDate: incomeDate,
          rowKey: `promoter-team-${incomeDate}`,
          amount,
          reasonCode: null,
          priceId: null,
          provenance: { source: 'report', batch: 'douyin', row: 1, matchedBy: 'alias', matched: '口令', rule: 'CPS 70%' },
          at: t.clock.now(),
        }),
      );

    const detail = async (id: number) => (await api.get('/admin-api/promoters/detail', { id }, finance)).body.data;
    // The platform's 10 % of each line, rounded per line (12,345 → 1,235, half a fen up).
    expect(await detail(leader.user.id)).toMatchObject({
      vipLevel: 1,
      vipName: '黄金推客',
      mentor: { id: mentor!.id, name: '林晓', wechatId: 'linxiao_tkx' },
      team: {
        counts: { direct: 2, second: 1 },
        teamIncome: { thisMonth: 30_000, total: 42_345 },
        rebate: { thisMonth: 3_000, total: 4_235 },
      },
    });
    expect(await detail(a.user.id)).toMatchObject({
      vipLevel: 0,
      vipName: '普通推客',
      mentor: null,
      inviter: { id: leader.user.id },
      team: { counts: { direct: 1, second: 0 }, teamIncome: { thisMonth: 0, total: 0 }, rebate: { thisMonth: 0, total: 0 } },
    });
    await expectMoneyInvariants(t.db);
  });

  it('answers 404 for a promoter that does not exist, on the detail and every tab', async () => {
    const missing = errorBody(404, '推客不存在', 'NOT_FOUND');
    expect((await api.get('/admin-api/promoters/detail', { id: 999_999 }, admin)).body).toEqual(missing);
    expect((await api.get('/admin-api/promoters/ledger/page', { id: 999_999 }, admin)).body).toEqual(missing);
    expect((await api.get('/admin-api/promoters/invitees/page', { id: 999_999 }, admin)).body).toEqual(missing);
  });
});
