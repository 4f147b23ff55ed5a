import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { createTaskPlatform, createWork } from '../../../test/factories';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

describe('GET /api/works/list', () => {
  it('pages by size with hasNextPages and filters by type', async () => {
    const platform = await createTaskPlatform(t.db);
    for (let i = 0; i < 12; i++) await createWork(t.db, { type: 1, taskPlatformId: platform.id, title: `短剧${i}` });
    await createWork(t.db, { type: 2, taskPlatformId: platform.id, title: '小说甲' });

    const first = await api.get('/api/works/list', { type: '1' });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(first.body.data.records).toHaveLength(10);
    expect(first.body.data.hasNextPages).toBe(true);
    const second = await api.get('/api/works/list', { type: '1', page: '2' });
    expect(second.body.data.records).toHaveLength(2);
    expect(second.body.data.hasNextPages).toBe(false);
    expect(second.body.data.records.every((w: { type: number }) => w.type === 1)).toBe(true);
  });

  it('rejects a page size above 100 with a message naming the field', async () => {
    const res = await api.get('/api/works/list', { size: '101' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: 'size：每页条数最多 100', data: null });
  });

  it('treats % in the search word literally', async () => {
    await createWork(t.db, { title: '百分百%心动' });
    const res = await api.get('/api/works/list', { keyword: '%' });
    expect(res.body.data.records.map((w: { title: string }) => w.title)).toEqual(['百分百%心动']);
  });
});

describe('GET /api/works/detail', () => {
  it('answers 404 in the envelope for an unknown work', async () => {
    const res = await api.get('/api/works/detail', { id: '999999' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '作品不存在或已下架', data: null });
  });
});
