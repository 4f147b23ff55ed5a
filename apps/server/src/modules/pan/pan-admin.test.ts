import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { uploadPicture } from '../../../test/factories-media';
import { createOperator } from '../../../test/factories-operators';
import { createDrivePlatform } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';

let t: TestApp;
let api: ReturnType<typeof client>;
let operator: string;
let cover: string;
let driveId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  operator = (await createOperator(t, 'operator')).token;
  cover = await uploadPicture(t, operator);
  driveId = (await createDrivePlatform(t.db, { name: '百度网盘' })).id;
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  taskPlatformId: driveId,
  title: '考研英语真题合集',
  category: 5,
  cover,
  summary: '2010-2026 真题与解析',
  linkTemplate: 'https://pan.baidu.com/s/1kYq3Xw?pwd=8k2d&from={uid}',
  ...overrides,
});
const auditOf = async (id: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'pan_resources'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id)
  ).map((r) => r.action);

describe('cloud-drive resources in the console', () => {
  it('creates, edits, unlists, lists and deletes a resource, each change audited; promoters see only listed ones', async () => {
    const created = await api.post('/admin-api/pan-resources/save', form(), operator);
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      taskPlatformName: '百度网盘',
      title: '考研英语真题合集',
      category: 5,
      categoryLabel: '学习资料',
      listed: true,
      promotedCount: 0,
    });
    const promoterList = async () =>
      (await api.get('/api/pan/resource/page', { taskPlatformId: driveId })).body.data.records.map((r: { id: number }) => r.id);
    expect(await promoterList()).toEqual([id]);

    const edited = await api.post('/admin-api/pan-resources/save', form({ id, title: '考研英语一真题' }), operator);
    expect(edited.body.data.title).toBe('考研英语一真题');
    expect((await api.post('/admin-api/pan-resources/unlist', { id }, operator)).body.data.listed).toBe(false);
    expect(await promoterList()).toEqual([]);
    const page = await api.get('/admin-api/pan-resources/page', { status: 'unlisted' }, operator);
    expect(page.body.data.records.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(page.body.data.counts).toEqual({ all: 1, listed: 0, unlisted: 1 });
    expect((await api.post('/admin-api/pan-resources/list', { id }, operator)).body.data.listed).toBe(true);
    // Listing a listed resource changes nothing and writes no audit row.
    await api.post('/admin-api/pan-resources/list', { id }, operator);
    expect((await api.post('/admin-api/pan-resources/delete', { id }, operator)).status).toBe(200);
    expect(await promoterList()).toEqual([]);
    expect((await api.get('/admin-api/pan-resources/page', {}, operator)).body.data.records).toEqual([]);
    expect((await api.post('/admin-api/pan-resources/list', { id }, operator)).body).toEqual(
      errorBody(404, '资源不存在或已删除', 'NOT_FOUND'),
    );
    expect(await auditOf(id)).toEqual([
      'panResource.create',
      'panResource.update',
      'panResource.unlist',
      'panResource.list',
      'panResource.delete',
    ]);
  });

  it('needs {uid} in the link, a cloud-drive platform, and the catalogue write grant', async () => {
    expect(
      (await api.post('/admin-api/pan-resources/save', form({ linkTemplate: 'https://pan.baidu.com/s/1kYq3Xw' }), operator)).body,
    ).toEqual(
      errorBody(400, 'linkTemplate：分享链接模板必须包含 {uid}，用来放推客的网盘UID', 'VALIDATION_FAILED', 'linkTemplate'),
    );
    const mount = (await createDrivePlatform(t.db, { name: '番茄小说', promotionType: 2, category: 2 })).id;
    expect((await api.post('/admin-api/pan-resources/save', form({ taskPlatformId: mount }), operator)).body).toEqual(
      errorBody(400, 'taskPlatformId：请选择网盘拉新类型的任务平台', 'VALIDATION_FAILED', 'taskPlatformId'),
    );
    const finance = (await createOperator(t, 'finance')).token;
    expect((await api.post('/admin-api/pan-resources/save', form(), finance)).status).toBe(403);
    // Finance reads the catalogue, as it reads works and tasks.
    expect((await api.get('/admin-api/pan-resources/page', {}, finance)).status).toBe(200);
    const promoter = await createUser(t.db);
    expect((await api.get('/admin-api/pan-resources/page', {}, promoter.token)).status).toBe(401);
  });
});
