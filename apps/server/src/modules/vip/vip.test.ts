import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VipLevelsSave } from '@tuike/contract/admin-growth';
import { createUser } from '../../../test/factories';
import { createIncomeLine } from '../../../test/factories-income';
import { createOperator } from '../../../test/factories-operators';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { auditLog, jobRuns, users } from '../../db/schema';
import { addDays, ymdOperator } from '../../lib/time';
import { writeSetting } from '../app-config';
import { vipBenefitsOf } from './index';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;

const LEVELS: VipLevelsSave = {
  incomePeriodDays: 30,
  levels: [
    {
      level: 0,
      name: '普通推客',
      minSettledIncome: null,
      minTeamSize: null,
      watermarkDailyQuota: 3,
      rebateBps: null,
      priorityReview: false,
    },
    {
      level: 1,
      name: '银牌推客',
      minSettledIncome: 50_000,
      minTeamSize: 5,
      watermarkDailyQuota: 10,
      rebateBps: 1200,
      priorityReview: false,
    },
    {
      level: 2,
      name: '金牌推客',
      minSettledIncome: 300_000,
      minTeamSize: 20,
      watermarkDailyQuota: 30,
      rebateBps: 1500,
      priorityReview: true,
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = (await createOperator(t, 'admin')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  expect((await api.post('/admin-api/vip/levels/save', LEVELS, admin)).status).toBe(200);
});

const today = () => ymdOperator(t.clock.now());
const settled = (userId: number, amount: number, daysAgo = 0) =>
  createIncomeLine(t.db, { userId, incomeDate: addDays(today(), -daysAgo), amount, status: 'settled' });
const invitees = async (inviterId: number, n: number) => {
  for (let i = 0; i < n; i++) await createUser(t.db, { inviterId });
};
const recompute = async () => {
  await t.db.delete(jobRuns).where(eq(jobRuns.name, 'vip-levels'));
  const ran = await t.app.jobs.runDue(t.clock.now());
  const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'vip-levels'));
  expect({ ran: ran.includes('vip-levels'), error: run?.lastError ?? null }).toEqual({ ran: true, error: null });
};

describe('GET /api/vip/levels and /api/vip/my', () => {
  it('answers the levels with their benefits and the platform rate a level without its own pays', async () => {
    await writeSetting(t.db, 'promotion', {
      maxLiveAliases: 20,
      backfillWindowDays: 7,
      maxMediaAccountsPerPlatform: 5,
      rebateBps: 1000,
    });
    const { token } = await createUser(t.db);
    const res = await api.get('/api/vip/levels', {}, token);
    expect(res.body).toEqual({
      code: 200,
      msg: 'ok',
      data: { incomePeriodDays: 30, defaultRebateBps: 1000, levels: LEVELS.levels },
    });
    expect((await api.get('/api/vip/levels', {})).status).toBe(401);
    expect((await api.get('/api/vip/my', {})).status).toBe(401);
  });

  it("answers each promoter their own level, figures and what the next level takes, never another's", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await settled(a.user.id, 20_000);
    await settled(a.user.id, 12_345, 29);
    await settled(a.user.id, 99_999, 30); // before the 30-day period
    await createIncomeLine(t.db, { userId: a.user.id, incomeDate: today(), amount: 77_777, status: 'estimated' });
    await invitees(a.user.id, 2);
    await settled(b.user.id, 60_000);

    const mine = (await api.get('/api/vip/my', {}, a.token)).body.data;
    expect(mine).toEqual({
      level: 0,
      name: '普通推客',
      settledIncome: 32_345,
      teamSize: 2,
      incomePeriodDays: 30,
      benefits: { watermarkDailyQuota: 3, rebateBps: 1000, priorityReview: false },
      next: { level: 1, name: '银牌推客', minSettledIncome: 50_000, minTeamSize: 5, incomeToGo: 17_655, teamToGo: 3 },
    });
    await recompute();
    const theirs = (await api.get('/api/vip/my', {}, b.token)).body.data;
    expect(theirs).toMatchObject({ level: 1, name: '银牌推客', settledIncome: 60_000, teamSize: 0 });
    expect(theirs.benefits).toEqual({ watermarkDailyQuota: 10, rebateBps: 1200, priorityReview: false });
    expect(theirs.next).toMatchObject({ level: 2, incomeToGo: 240_000, teamToGo: 20 });
    expect((await api.get('/api/vip/my', {}, a.token)).body.data.level).toBe(0);
    await expectMoneyInvariants(t.db);
  });
});

describe('the vip-levels job', () => {
  it('gives every promoter the highest level one of whose thresholds they meet, in one run, and only moves those that change', async () => {
    const byIncome = await createUser(t.db);
    const byTeam = await createUser(t.db);
    const both = await createUser(t.db);
    const none = await createUser(t.db);
    const fallen = await createUser(t.db, { vipLevel: 2 });
    await settled(byIncome.user.id, 50_000);
    await invitees(byTeam.user.id, 5);
    await settled(both.user.id, 300_000);
    await invitees(both.user.id, 6);
    await recompute();
    const levelOf = async (id: number) => (await t.db.select({ l: users.vipLevel }).from(users).where(eq(users.id, id)))[0]?.l;
    expect(await Promise.all([byIncome, byTeam, both, none, fallen].map((u) => levelOf(u.user.id)))).toEqual([1, 1, 2, 0, 0]);
    expect(await vipBenefitsOf(t.db, both.user.id)).toEqual({
      level: 2,
      watermarkDailyQuota: 30,
      rebateBps: 1500,
      priorityReview: true,
    });
    expect(await vipBenefitsOf(t.db, none.user.id)).toEqual({
      level: 0,
      watermarkDailyQuota: 3,
      rebateBps: 1000,
      priorityReview: false,
    });

    // A second run changes nothing; runs are an hour apart.
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'vip-levels'));
    expect(run?.nextDueAt.getTime()).toBe(t.clock.now().getTime() + 3_600_000);
    await recompute();
    expect(await levelOf(both.user.id)).toBe(2);
    await expectMoneyInvariants(t.db);
  });
});

describe('GET /api/user/getMentorInfo and the console mentor calls', () => {
  it('answers null without a mentor, then the assigned mentor; a promoter sees only their own', async () => {
    const op = (await createOperator(t, 'operator')).token;
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    expect((await api.get('/api/user/getMentorInfo', {}, a.token)).body).toEqual({ code: 200, msg: 'ok', data: null });
    const qr = '/media/up/0123456789abcdef0123456789abcdef.png';
    const created = await api.post('/admin-api/mentors/save', { name: '林老师', wechatId: 'lin_tuike01', qrCode: qr }, op);
    expect(created.body.data).toMatchObject({ name: '林老师', wechatId: 'lin_tuike01', qrCode: qr, promoters: 0, leaders: 0 });
    const mentorId = created.body.data.id;
    expect((await api.post('/admin-api/mentors/assign', { mentorId, userIds: [a.user.id] }, op)).body.data).toEqual({
      assigned: 1,
    });
    expect((await api.get('/api/user/getMentorInfo', {}, a.token)).body.data).toEqual({
      name: '林老师',
      wechatId: 'lin_tuike01',
      qrCode: qr,
    });
    expect((await api.get('/api/user/getMentorInfo', {}, b.token)).body.data).toBeNull();
    expect((await api.get('/api/user/getMentorInfo', {})).status).toBe(401);

    // Bulk, and taking the mentor away.
    expect((await api.post('/admin-api/mentors/assign', { mentorId, userIds: [a.user.id, b.user.id] }, op)).body.data).toEqual({
      assigned: 2,
    });
    expect((await api.post('/admin-api/mentors/assign', { mentorId: null, userIds: [a.user.id] }, op)).body.data).toEqual({
      assigned: 1,
    });
    expect((await api.get('/api/user/getMentorInfo', {}, a.token)).body.data).toBeNull();
    const list = (await api.get('/admin-api/mentors/list', {}, op)).body.data;
    expect(list.find((m: { id: number }) => m.id === mentorId)).toMatchObject({ promoters: 1 });

    // Unknown rows answer 404 and change nothing.
    expect((await api.post('/admin-api/mentors/assign', { mentorId, userIds: [a.user.id, 99_999_999] }, op)).body).toEqual(
      errorBody(404, '推客不存在', 'NOT_FOUND'),
    );
    expect((await api.post('/admin-api/mentors/assign', { mentorId: 99_999_999, userIds: [a.user.id] }, op)).body).toEqual(
      errorBody(404, '导师不存在或已删除', 'NOT_FOUND'),
    );
    expect((await api.get('/api/user/getMentorInfo', {}, a.token)).body.data).toBeNull();

    // Deleting the mentor leaves their promoters without one.
    expect((await api.post('/admin-api/mentors/delete', { id: mentorId }, op)).body.code).toBe(200);
    expect((await api.get('/api/user/getMentorInfo', {}, b.token)).body.data).toBeNull();
    const actions = (
      await t.db
        .select({ a: auditLog.action })
        .from(auditLog)
        .where(sql`target_type = 'mentors'`)
    ).map((r) => r.a);
    expect(actions).toEqual(expect.arrayContaining(['mentor.create', 'mentor.assign', 'mentor.delete']));
  });

  it("gives a team leader's present invitees the rule's mentor on save, and each new invitee at registration", async () => {
    const op = (await createOperator(t, 'operator')).token;
    const leader = await createUser(t.db);
    const old = await createUser(t.db, { inviterId: leader.user.id });
    const elsewhere = await createUser(t.db);
    const mentor = (await api.post('/admin-api/mentors/save', { name: '周导师', wechatId: 'zhou_mentor', qrCode: null }, op)).body
      .data;
    const saved = await api.post('/admin-api/mentors/rules/save', { leaderId: leader.user.id, mentorId: mentor.id }, op);
    expect(saved.body.data).toMatchObject({
      applied: 1,
      rule: { leader: { id: leader.user.id }, mentor: { id: mentor.id, name: '周导师' }, invitees: 1 },
    });
    const fresh = await createUser(t.db, { inviterId: leader.user.id });
    for (const u of [old, fresh]) {
      expect((await api.get('/api/user/getMentorInfo', {}, u.token)).body.data).toEqual({
        name: '周导师',
        wechatId: 'zhou_mentor',
        qrCode: null,
      });
    }
    expect((await api.get('/api/user/getMentorInfo', {}, elsewhere.token)).body.data).toBeNull();
    expect((await api.get('/admin-api/mentors/rules', {}, op)).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ leader: expect.objectContaining({ id: leader.user.id }), invitees: 2 })]),
    );
    expect((await api.post('/admin-api/mentors/rules/delete', { leaderId: leader.user.id }, op)).body.code).toBe(200);
    const later = await createUser(t.db, { inviterId: leader.user.id });
    expect((await api.get('/api/user/getMentorInfo', {}, later.token)).body.data).toBeNull();
    expect((await api.post('/admin-api/mentors/rules/delete', { leaderId: leader.user.id }, op)).body).toEqual(
      errorBody(404, '该团队长没有导师规则', 'NOT_FOUND'),
    );
    expect((await api.post('/admin-api/mentors/rules/save', { leaderId: 99_999_999, mentorId: mentor.id }, op)).body).toEqual(
      errorBody(404, '推客不存在', 'NOT_FOUND'),
    );
  });

  it('checks a mentor as typed, and is for admin and operator, not finance', async () => {
    const op = (await createOperator(t, 'operator')).token;
    const finance = (await createOperator(t, 'finance')).token;
    expect((await api.post('/admin-api/mentors/save', { name: ' ', wechatId: 'lin_tuike01', qrCode: null }, op)).body).toEqual(
      errorBody(400, 'name：请填写导师姓名', 'VALIDATION_FAILED', 'name'),
    );
    expect((await api.post('/admin-api/mentors/save', { name: '林', wechatId: '1ab', qrCode: null }, op)).body).toEqual(
      errorBody(400, 'wechatId：微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号', 'VALIDATION_FAILED', 'wechatId'),
    );
    expect(
      (await api.post('/admin-api/mentors/save', { name: '林', wechatId: 'lin_tuike01', qrCode: 'http://x/y.png' }, op)).body,
    ).toEqual(errorBody(400, 'qrCode：二维码必须是上传后的文件地址', 'VALIDATION_FAILED', 'qrCode'));
    expect(
      (await api.post('/admin-api/mentors/save', { id: 99_999_999, name: '林', wechatId: 'lin_tuike01', qrCode: null }, op)).body,
    ).toEqual(errorBody(404, '导师不存在或已删除', 'NOT_FOUND'));
    for (const [method, path] of [
      ['GET', '/admin-api/mentors/list'],
      ['POST', '/admin-api/mentors/save'],
      ['POST', '/admin-api/mentors/assign'],
      ['GET', '/admin-api/mentors/rules'],
      ['POST', '/admin-api/mentors/rules/save'],
    ] as const) {
      const res = method === 'GET' ? await api.get(path, {}, finance) : await api.post(path, {}, finance);
      expect(res.body, path).toEqual(errorBody(403, '没有权限执行此操作', 'FORBIDDEN'));
    }
  });
});

describe('the console VIP levels', () => {
  it('answers the levels with how many promoters hold each; the save is audited', async () => {
    const res = await api.get('/admin-api/vip/levels', {}, admin);
    expect(res.body.data.levels.map((l: { name: string }) => l.name)).toEqual(['普通推客', '银牌推客', '金牌推客']);
    expect(res.body.data.levels[0].promoters).toEqual(expect.any(Number));
    expect(res.body.data.updatedAt).toEqual(expect.any(String));
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'vip.levels')).limit(1);
    expect(row?.after).toMatchObject({ incomePeriodDays: 30 });
  });

  it('refuses levels out of order, thresholds that do not rise, a threshold on level 0 and duplicate names, naming the field', async () => {
    const [l0, l1, l2] = LEVELS.levels as [
      VipLevelsSave['levels'][number],
      VipLevelsSave['levels'][number],
      VipLevelsSave['levels'][number],
    ];
    const save = (levels: VipLevelsSave['levels']) =>
      api.post('/admin-api/vip/levels/save', { incomePeriodDays: 30, levels }, admin);
    expect((await save([l0, l1, { ...l2, minSettledIncome: 40_000 }])).body).toEqual(
      errorBody(
        400,
        'levels.2.minSettledIncome：等级 2 的收益门槛应高于更低等级的收益门槛',
        'VALIDATION_FAILED',
        'levels.2.minSettledIncome',
      ),
    );
    expect((await save([l0, l1, { ...l2, minTeamSize: 5 }])).body).toEqual(
      errorBody(
        400,
        'levels.2.minTeamSize：等级 2 的团队人数门槛应高于更低等级的团队人数门槛',
        'VALIDATION_FAILED',
        'levels.2.minTeamSize',
      ),
    );
    expect((await save([l0, l2])).body).toEqual(
      errorBody(400, 'levels.1.level：等级应按 0、1、2… 依次排列，第 2 行应为 1', 'VALIDATION_FAILED', 'levels.1.level'),
    );
    expect((await save([{ ...l0, minTeamSize: 1 }, l1])).body).toEqual(
      errorBody(
        400,
        'levels.0.minSettledIncome：等级 0 是所有推客的起点，不设门槛',
        'VALIDATION_FAILED',
        'levels.0.minSettledIncome',
      ),
    );
    expect((await save([l0, { ...l1, minSettledIncome: null, minTeamSize: null }])).body).toEqual(
      errorBody(
        400,
        'levels.1.minSettledIncome：等级 1 至少设一个门槛（收益或团队人数）',
        'VALIDATION_FAILED',
        'levels.1.minSettledIncome',
      ),
    );
    expect((await save([l0, { ...l1, name: '普通推客' }])).body).toEqual(
      errorBody(400, 'levels.1.name：等级名称「普通推客」重复', 'VALIDATION_FAILED', 'levels.1.name'),
    );
    expect((await save([l0, { ...l1, rebateBps: 5001 }])).body).toEqual(
      errorBody(400, 'levels.1.rebateBps：团队奖励比例不能超过 50%', 'VALIDATION_FAILED', 'levels.1.rebateBps'),
    );
    expect((await api.get('/api/vip/levels', {}, (await createUser(t.db)).token)).body.data.levels).toEqual(LEVELS.levels);
  });

  it('drops promoters above a removed level to the new top at once', async () => {
    const top = await createUser(t.db, { vipLevel: 2 });
    expect((await api.post('/admin-api/vip/levels/save', { ...LEVELS, levels: LEVELS.levels.slice(0, 2) }, admin)).status).toBe(
      200,
    );
    expect((await api.get('/api/vip/my', {}, top.token)).body.data).toMatchObject({ level: 1, next: null });
  });

  it('is for the admin only', async () => {
    for (const role of ['operator', 'finance'] as const) {
      const { token } = await createOperator(t, role);
      expect((await api.get('/admin-api/vip/levels', {}, token)).body).toEqual(errorBody(403, '没有权限执行此操作', 'FORBIDDEN'));
      expect((await api.post('/admin-api/vip/levels/save', LEVELS, token)).body).toEqual(
        errorBody(403, '没有权限执行此操作', 'FORBIDDEN'),
      );
    }
  });
});
