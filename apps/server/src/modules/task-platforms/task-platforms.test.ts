import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskPlatforms } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { taskPlatformsService } from './service';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { createTaskPlatform, createWork } from '../../../test/factories';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  // PromotionType 6 cloud drive; 3 star/MCN task with SettlementType 3 per task (spec section 7).
  await createTaskPlatform(t.db, { name: '夸克网盘', promotionType: 6, settlementType: 2, sort: 3 });
  await createTaskPlatform(t.db, { name: 'UC网盘', promotionType: 6, settlementType: 2, sort: 4 });
  await createTaskPlatform(t.db, { name: '抖音星图', promotionType: 3, settlementType: 3, sort: 5 });
  await createTaskPlatform(t.db, { name: '星图CPS', promotionType: 3, settlementType: 1, sort: 6 });
  await createTaskPlatform(t.db, {
    name: '番茄小说',
    promotionType: 1,
    settlementType: 2,
    sort: 1,
    summary: '免费小说',
    priceDesc: '拉新 ¥3.5/人',
    rulesHtml: '<p>规则</p>',
  });
  await createTaskPlatform(t.db, { name: '停用平台', promotionType: 6, settlementType: 3, enabled: false, sort: 0 });
  for (let i = 0; i < 6; i++) await createTaskPlatform(t.db, { name: `红果${i}`, sort: 10 + i });
});
afterAll(() => t.close());

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('GET /api/taskPlatform/list', () => {
  it('answers every enabled platform in one page of size 999, in the operator order', async () => {
    const res = await api.get('/api/taskPlatform/list', { page: '1', size: '999' });
    expect(res.status).toBe(200);
    expect(res.body.data.hasNextPages).toBe(false);
    expect(names(res.body.data.records)).toEqual([
      '番茄小说',
      '夸克网盘',
      'UC网盘',
      '抖音星图',
      '星图CPS',
      '红果0',
      '红果1',
      '红果2',
      '红果3',
      '红果4',
      '红果5',
    ]);
  });

  it('pages by 10 by default', async () => {
    const first = await api.get('/api/taskPlatform/list');
    expect(first.body.data.records).toHaveLength(10);
    expect(first.body.data.hasNextPages).toBe(true);
    const second = await api.get('/api/taskPlatform/list', { page: '2' });
    expect(names(second.body.data.records)).toEqual(['红果5']);
    expect(second.body.data.hasNextPages).toBe(false);
  });

  it('presents labels for the promotion and settlement types', async () => {
    const res = await api.get('/api/taskPlatform/list', { size: '999' });
    const fanqie = res.body.data.records.find((p: { name: string }) => p.name === '番茄小说');
    expect(fanqie).toEqual({
      id: expect.any(Number),
      name: '番茄小说',
      logo: '/media/logo.svg',
      category: 1,
      promotionType: 1,
      promotionTypeLabel: '关键词推广',
      settlementType: 2,
      settlementTypeLabel: 'CPA按新用户',
      summary: '免费小说',
      priceDesc: '拉新 ¥3.5/人',
      // No settlement report applied yet.
      dataUpTo: null,
    });
  });

  it('rejects a size above 999', async () => {
    const res = await api.get('/api/taskPlatform/list', { size: '1000' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      msg: 'size：每页条数最多 999',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'size',
    });
  });
});

describe('GET /api/taskPlatform/detail', () => {
  it('answers one platform with its rules', async () => {
    const row = firstRow(await t.db.select().from(taskPlatforms).where(eq(taskPlatforms.name, '番茄小说')), 'select of 番茄小说');
    const res = await api.get('/api/taskPlatform/detail', { id: String(row.id) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: row.id,
      name: '番茄小说',
      rulesHtml: '<p>规则</p>',
      promotionTypeLabel: '关键词推广',
    });
  });

  it('answers 404 in the envelope for an unknown platform', async () => {
    const res = await api.get('/api/taskPlatform/detail', { id: '999999' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '任务平台不存在或已停用', data: null, errorCode: 'NOT_FOUND' });
  });

  it('answers 404 for a disabled platform', async () => {
    const row = firstRow(await t.db.select().from(taskPlatforms).where(eq(taskPlatforms.name, '停用平台')), 'select of 停用平台');
    expect((await api.get('/api/taskPlatform/detail', { id: String(row.id) })).body).toEqual({
      code: 404,
      msg: '任务平台不存在或已停用',
      data: null,
      errorCode: 'NOT_FOUND',
    });
  });

  it('asks for the id', async () => {
    expect((await api.get('/api/taskPlatform/detail')).body).toEqual({
      code: 400,
      msg: '缺少必填字段 id',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'id',
    });
  });
});

describe('GET /api/taskPlatform/getTaskPlatformList', () => {
  it('answers the cloud-drive platforms for PromotionType 6', async () => {
    const res = await api.get('/api/taskPlatform/getTaskPlatformList', { PromotionType: '6' });
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['夸克网盘', 'UC网盘']);
  });

  it('answers the per-task star platforms for PromotionType 3 and SettlementType 3', async () => {
    const res = await api.get('/api/taskPlatform/getTaskPlatformList', { PromotionType: '3', SettlementType: '3' });
    expect(names(res.body.data)).toEqual(['抖音星图']);
    expect(res.body.data[0]).toMatchObject({
      promotionType: 3,
      promotionTypeLabel: '星图/MCN任务',
      settlementType: 3,
      settlementTypeLabel: '按任务结算',
    });
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await api.get('/api/taskPlatform/getTaskPlatformList', { PromotionType: '5' })).body).toEqual({
      code: 200,
      msg: 'ok',
      data: [],
    });
  });
});

describe("a platform's 最高 share", () => {
  it('is the best share of its published works, whatever its stored text says', async () => {
    const hema = await createTaskPlatform(t.db, { name: '河马剧场', settlementType: 1, priceDesc: '充值分成 最高65%', sort: 90 });
    await createWork(t.db, { taskPlatformId: hema.id, shareBps: 6900 });
    await createWork(t.db, { taskPlatformId: hema.id, shareBps: 7000 });
    await createWork(t.db, { taskPlatformId: hema.id, shareBps: 8000, published: false });
    const bare = await createTaskPlatform(t.db, { name: '新平台', settlementType: 1, priceDesc: '充值分成', sort: 91 });
    const fanqie = await createTaskPlatform(t.db, { name: '番茄2', settlementType: 2, priceDesc: '拉新 ¥3.5/人', sort: 92 });
    await createWork(t.db, { taskPlatformId: fanqie.id, shareBps: 9000 });

    // Through the service: the public answers are cached for a moment, and this test changes the works.
    const list = (await taskPlatformsService.list(t.app.deps, { page: 1, size: 999 })).records;
    const price = (id: number) => list.find((p) => p.id === id)?.priceDesc;
    expect(price(hema.id)).toBe('充值分成 最高70%');
    // No works yet: only the stored text can say anything; a price per new user is not a share.
    expect(price(bare.id)).toBe('充值分成');
    expect(price(fanqie.id)).toBe('拉新 ¥3.5/人');
    expect((await api.get('/api/taskPlatform/detail', { id: hema.id })).body.data.priceDesc).toBe('充值分成 最高70%');

    await createWork(t.db, { taskPlatformId: hema.id, shareBps: 7450 });
    expect((await taskPlatformsService.detail(t.app.deps, hema.id)).priceDesc).toBe('充值分成 最高74.5%');
  });
});
