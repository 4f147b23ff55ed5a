import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { seedDemo } from '../../seed';
import { testConfig } from '../../config';
import { dataKeyOf } from '../wallet';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  await seedDemo(t.db, dataKeyOf(testConfig()), t.clock.now());
});
afterAll(() => t.close());

describe('the demo help centre', () => {
  it('serves the seeded notices with the pinned one first', async () => {
    const res = await api.get('/api/siteNotice/page');
    expect(res.body.data.records).toHaveLength(10);
    expect(res.body.data.records[0]).toMatchObject({ title: '11月结算说明：本周五统一打款', pinned: true });
    expect(res.body.data.hasNextPages).toBe(true);
  });

  it('serves tutorials by category, the FAQ, the about page and the android release', async () => {
    expect((await api.get('/api/article/tutorial/categories')).body.data).toEqual(['新手入门', '剪辑技巧', '变现进阶']);
    const tutorials = await api.get('/api/article/tutorial/page', { category: '剪辑技巧' });
    expect(tutorials.body.data.records.map((a: { title: string }) => a.title)).toEqual([
      '短剧切片的黄金3秒',
      '小说推文配音与字幕',
    ]);
    expect((await api.get('/api/article/FAQ')).body.data).toHaveLength(10);
    expect((await api.get('/api/article/detail', { kind: 'about' })).body.data.title).toBe('关于推客星');
    expect((await api.get('/api/upgrade/latestVersion')).body.data).toMatchObject({ currentVersion: '1.0.63', force: false });
  });
});
