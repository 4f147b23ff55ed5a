import { asc, eq, getTableName, is, ne } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import * as schema from '../db/schema';
import {
  accountRecords,
  aliasDailyStats,
  balances,
  banners,
  mcnTaskLinks,
  mcnTasks,
  taskPlatforms,
  users,
  workMaterials,
  works,
  worksAliases,
} from '../db/schema';
import { firstRow } from '../lib/rows';
import { ymdOperator } from '../lib/time';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from './demo-user';
import { DEMO_OPERATORS } from './demo-operators';
import { createUser } from '../../test/factories';
import { createOperator } from '../../test/factories-operators';
import { expectMoneyInvariants } from '../../test/money-invariants';
import { seedDemo } from './index';
import { hasDemoData } from './state';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  expect(await seedDemo(t.db, t.app.deps, t.clock.now())).toBe(true);
}, 120_000);
afterAll(() => t.close());

/** Row counts of every table of the schema, so a second seed that adds anything anywhere is caught. */
async function rowCounts() {
  const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));
  const counts: Record<string, number> = {};
  for (const table of tables) counts[getTableName(table)] = await t.db.$count(table);
  return counts;
}

describe('seedDemo', () => {
  it('is idempotent: a second run changes nothing and says so', async () => {
    const before = await rowCounts();
    expect(await seedDemo(t.db, t.app.deps, t.clock.now())).toBe(false);
    expect(await rowCounts()).toEqual(before);
    // The demo promoter, the twelve they invited and the five those invited (seed/team.ts).
    expect(before.users).toBe(18);
    expect(await hasDemoData(t.db)).toBe(true);
  });

  it('never seeds a database that holds anything: one real promoter is enough to refuse', async () => {
    const other = await createTestApp();
    try {
      await createUser(other.db);
      expect(await seedDemo(other.db, other.app.deps, other.clock.now())).toBe(false);
      expect(await other.db.$count(works)).toBe(0);
      expect(await hasDemoData(other.db)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('never seeds beside a console account made with admin:create before the first start (its name may be a demo one)', async () => {
    const other = await createTestApp();
    try {
      await createOperator(other, 'admin', { account: 'admin' });
      expect(await seedDemo(other.db, other.app.deps, other.clock.now())).toBe(false);
      expect(await other.db.$count(works)).toBe(0);
      expect(await hasDemoData(other.db)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('has at least 30 short dramas and 30 novels, each with materials', async () => {
    expect(await t.db.$count(works, eq(works.type, 1))).toBeGreaterThanOrEqual(30);
    expect(await t.db.$count(works, eq(works.type, 2))).toBeGreaterThanOrEqual(30);
    const withMaterials = await t.db.selectDistinct({ workId: workMaterials.workId }).from(workMaterials);
    expect(withMaterials.length).toBe(await t.db.$count(works));
  });

  it('has the task platforms the issue names', async () => {
    const names = (await t.db.select({ name: taskPlatforms.name }).from(taskPlatforms)).map((p) => p.name);
    for (const name of ['番茄小说', '七猫', '夸克网盘', '抖音星图'])
      expect(
        names.some((n) => n.includes(name)),
        name,
      ).toBe(true);
  });

  it('serves every cover, logo, banner and material image from /media, drawn locally', async () => {
    const urls = [
      ...(await t.db.select({ u: works.cover }).from(works)).map((r) => r.u),
      ...(await t.db.select({ u: taskPlatforms.logo }).from(taskPlatforms)).map((r) => r.u),
      ...(await t.db.select({ u: banners.image }).from(banners)).map((r) => r.u),
      ...(await t.db.select({ u: workMaterials.url }).from(workMaterials).where(ne(workMaterials.kind, 'audio'))).flatMap((r) =>
        r.u ? [r.u] : [],
      ),
    ];
    expect(urls.length).toBeGreaterThan(60);
    const broken: string[] = [];
    for (const url of new Set(urls)) {
      if (!url.startsWith('/media/')) {
        broken.push(`${url} is not served locally`);
        continue;
      }
      const res = await t.app.inject({ url });
      if (res.statusCode !== 200 || res.headers['content-type'] !== 'image/svg+xml' || !res.body.startsWith('<svg')) {
        broken.push(`${url} → ${res.statusCode}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("gives the demo promoter a balance equal to the ledger, each record's balance_after the running sum", async () => {
    const demo = firstRow(await t.db.select().from(users).where(eq(users.phone, DEMO_ACCOUNT)), 'select of the demo user');
    const ledger = await t.db
      .select()
      .from(accountRecords)
      .where(eq(accountRecords.userId, demo.id))
      .orderBy(asc(accountRecords.createdAt), asc(accountRecords.id));
    expect(ledger.length).toBeGreaterThan(10);
    let running = 0;
    for (const record of ledger) {
      running += record.amount;
      expect(record.balanceAfter, `record ${record.id}`).toBe(running);
    }
    const balance = firstRow(await t.db.select().from(balances).where(eq(balances.userId, demo.id)), 'select of the balance');
    expect(balance.balance).toBe(running);
    // The demo promoter and the four team members with settled income.
    expect(await expectMoneyInvariants(t.db)).toBe(5);
  });
});

describe('keyword promotion demo data', () => {
  it('gives every work background music, listed with its materials and served as a playable WAV with ranges', async () => {
    const audio = await t.db.select().from(workMaterials).where(eq(workMaterials.kind, 'audio'));
    expect(audio.length).toBe(await t.db.$count(works));
    const [first] = audio;
    const work = firstRow(await t.db.select().from(works).where(eq(works.id, first!.workId)), 'select of the work');
    const listed = await api.get('/api/works/videos', { id: String(work.id) });
    expect(listed.body.data).toContainEqual({
      id: first!.id,
      kind: 'audio',
      title: `背景音乐 · ${work.title}`,
      url: first!.url,
      cover: null,
      text: null,
    });
    for (const url of new Set(audio.map((a) => a.url))) {
      const whole = await t.app.inject({ url: url! });
      expect(whole.headers['content-type'], url!).toBe('audio/wav');
      expect(whole.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
      expect(whole.rawPayload.length).toBeLessThan(80_000);
      const part = await t.app.inject({ url: url!, headers: { range: 'bytes=44-' } });
      expect(part.statusCode).toBe(206);
    }
  });

  it('has 6–10 star tasks on the star platform, one ending within a day, one ended, the demo promoter in one', async () => {
    const now = t.clock.now();
    const tasks = await t.db.select().from(mcnTasks);
    expect(tasks.length).toBeGreaterThanOrEqual(6);
    expect(tasks.length).toBeLessThanOrEqual(10);
    const star = await t.db.select({ id: taskPlatforms.id }).from(taskPlatforms).where(eq(taskPlatforms.category, 4));
    expect(new Set(tasks.map((task) => task.taskPlatformId))).toEqual(new Set(star.map((p) => p.id)));
    expect(tasks.filter((task) => task.endsAt <= now)).toHaveLength(1);
    expect(tasks.filter((task) => task.endsAt > now && task.endsAt.getTime() - now.getTime() < 86_400_000)).toHaveLength(1);
    expect(tasks.filter((task) => task.workId !== null).length).toBeGreaterThanOrEqual(3);

    const login = await api.post('/api/user/login', { account: DEMO_ACCOUNT, password: DEMO_PASSWORD });
    const token = login.body.data.token;
    const joined = await api.get('/api/mcnProviderTask/link/getTaskPromotionList', { joined: 'true' }, token);
    expect(joined.body.data.records).toHaveLength(1);
    const detail = await api.get(
      '/api/mcnProviderTask/link/GetTaskPromotionDetail',
      { id: joined.body.data.records[0].id },
      token,
    );
    expect(detail.body.data.myLink.link).toMatch(/^https:\/\/www\.xingtu\.cn\/task\/\d{19}\?code=[0-9a-z]{10}$/);
    expect(await t.db.$count(mcnTaskLinks)).toBe(1);
  });

  it('has three drive platforms with eight resources, and the demo promoter’s promotions and back-fills on 夸克网盘', async () => {
    const drives = await t.db.select().from(taskPlatforms).where(eq(taskPlatforms.category, 3));
    expect(drives.map((d) => d.name).sort()).toEqual(['UC网盘', '夸克网盘', '百度网盘'].sort());
    expect(await t.db.$count(schema.panResources)).toBe(8);
    const login = await api.post('/api/user/login', { account: DEMO_ACCOUNT, password: DEMO_PASSWORD });
    const token = login.body.data.token;
    const promotions = (await api.get('/api/pan/promotion/page', {}, token)).body.data.records;
    expect(promotions.map((p: { linkCount: number }) => p.linkCount)).toEqual([2, 2]);
    expect(promotions[0].shareLink).toMatch(/^https:\/\/pan\.quark\.cn\/s\/[0-9a-f]{12}\?entry=tk&fr=1738402916$/);
    // Back-fills in every review state, the newest still waiting for the operator.
    const links = (await api.get('/api/pan/link/page', {}, token)).body.data.records as Array<{
      stateLabel: string;
      createdAt: string;
      reviewedAt: string | null;
    }>;
    expect(links.map((l) => l.stateLabel)).toEqual(['待审核', '生效中', '审核拒绝', '生效中']);
    for (const l of links.filter((x) => x.reviewedAt))
      expect(Date.parse(l.reviewedAt ?? '')).toBeGreaterThan(Date.parse(l.createdAt));
  });

  it('reports new users and income only for back-filled aliases (no back-fill, no settlement), after the back-fill and before today', async () => {
    const demo = firstRow(await t.db.select().from(users).where(eq(users.phone, DEMO_ACCOUNT)), 'select of the demo user');
    const stats = await t.db
      .select({ stat: aliasDailyStats, alias: worksAliases })
      .from(aliasDailyStats)
      .innerJoin(worksAliases, eq(worksAliases.id, aliasDailyStats.aliasId));
    expect(stats.length).toBeGreaterThan(10);
    const today = ymdOperator(t.clock.now());
    for (const { stat, alias } of stats) {
      expect(alias.userId).toBe(demo.id);
      expect(stat.userId).toBe(demo.id);
      expect(alias.backfilledAt).not.toBeNull();
      expect(stat.statDate < today).toBe(true);
      expect(stat.statDate >= ymdOperator(alias.backfilledAt!)).toBe(true);
      if (alias.expiredAt) expect(stat.statDate <= ymdOperator(alias.expiredAt)).toBe(true);
      expect(stat.newUsers).toBeGreaterThan(0);
      expect(stat.income).toBeGreaterThan(0);
    }
  });
});

describe('the demo promoter', () => {
  it('logs in with the demo credentials and opens the home data with the token', async () => {
    const login = await api.post('/api/user/login', { account: DEMO_ACCOUNT, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(200);
    expect(login.body.data.token).toEqual(expect.any(String));
    expect(login.body.data.user).toMatchObject({ phone: DEMO_ACCOUNT, nickname: '推客小星' });

    const home = await api.get('/api/user/home/data', {}, login.body.data.token);
    expect(home.status).toBe(200);
    expect(home.body.data.user.phone).toBe(DEMO_ACCOUNT);
    const balance = firstRow(
      await t.db.select().from(balances).where(eq(balances.userId, login.body.data.user.id)),
      'select of the balance',
    );
    expect(home.body.data.balance).toBe(balance.balance);
    expect(home.body.data.totalIncome).toBeGreaterThan(0);
  });

  it('has a team at every step of the funnel, whose settled income paid them rebates', async () => {
    const login = await api.post('/api/user/login', { account: DEMO_ACCOUNT, password: DEMO_PASSWORD });
    const token: string = login.body.data.token;
    const summary = (await api.get('/api/team/summary', {}, token)).body.data;
    expect(summary).toMatchObject({ inviteCode: 'TK8888', counts: { direct: 12, second: 5 } });
    expect(summary.funnel).toEqual({ registered: 12, bound: 9, backfilled: 6, earning: 4 });
    const paid = await t.db
      .select({ amount: schema.rebates.amount })
      .from(schema.rebates)
      .where(eq(schema.rebates.userId, login.body.data.user.id));
    expect(paid.length).toBeGreaterThan(8);
    expect(summary.rebate.total).toBe(paid.reduce((sum, r) => sum + r.amount, 0));
    const members = (await api.get('/api/team/members/page', { page: 1, size: 20 }, token)).body.data.records;
    expect(members.map((m: { nickname: string }) => m.nickname).at(-1)).toBe('追光的鹿');
    const earner = members.find((m: { step: string }) => m.step === 'earning');
    const detail = (await api.get('/api/team/member/detail', { id: earner.id }, token)).body.data;
    expect(detail.rebates.length).toBeGreaterThan(0);
    // Paid by the engine's rebate rule from the member's line of an imported report, which it names by its file.
    expect(detail.rebates[0].source.batch).toMatch(/^[^_]+_\d{4}-\d{2}-\d{2}_周结算\.csv$/);
  });

  it('gets every income line from upstream reports finance imported through the engine, listed in 导入记录 with the file', async () => {
    const finance = DEMO_OPERATORS.find((o) => o.role === 'finance')!;
    const login = await api.post('/admin-api/auth/login', { account: finance.account, password: finance.password });
    const token: string = login.body.data.token;
    const listed = (await api.get('/admin-api/settlement/imports', { page: 1, size: 100 }, token)).body.data.records as Array<{
      id: number;
      fileName: string;
      kind: string;
      status: string;
      createdBy: string;
    }>;
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.every((i) => i.status === 'applied' && i.createdBy === finance.account)).toBe(true);
    expect(new Set(listed.map((i) => i.kind))).toEqual(new Set(['estimate', 'settled', 'adjustment']));
    for (const i of listed) expect(i.fileName).toMatch(/^[^_]+_\d{4}-\d{2}-\d{2}_(预估|周预估|周结算|退款|扣量)\.csv$/);
    const file = await t.app.inject({
      url: `/admin-api/settlement/imports/${listed[0]!.id}/file`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toMatch(/^\uFEFFrow_id,date,alias,uid,link,work_title,new_users,orders,amount_yuan\n[A-Z]\d{12},/);
    // Each line names its import (the engine's provenance), none written beside the engine.
    const lines = await t.db.select({ provenance: schema.incomeLines.provenance }).from(schema.incomeLines);
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.every((l) => (l.provenance as { source: string }).source === 'report')).toBe(true);
  });

  it('cannot open the home data without a token: 401 请先登录', async () => {
    const res = await api.get('/api/user/home/data');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '请先登录', data: null, errorCode: 'UNAUTHENTICATED' });
  });

  it('cannot open the home data with a bad token: 401 登录已过期，请重新登录', async () => {
    const res = await api.get('/api/user/home/data', {}, 'not-a-real-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null, errorCode: 'SESSION_EXPIRED' });
  });
});
