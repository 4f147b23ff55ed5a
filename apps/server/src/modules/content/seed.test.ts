import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { seedDemo } from '../../seed';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  await seedDemo(t.db, t.app.deps, t.clock.now());
});
afterAll(() => t.close());

describe('the demo help centre', () => {
  it('serves the seeded notices with the pinned one first', async () => {
    const res = await api.get('/api/siteNotice/page');
    expect(res.body.data.records).toHaveLength(10);
    expect(res.body.data.records[0]).toMatchObject({ title: expect.stringMatching(/^\d{1,2}月收益结算完成$/), pinned: true });
    expect(res.body.data.hasNextPages).toBe(true);
  });

  it('serves tutorials by category, the FAQ, the about page and the android release', async () => {
    expect((await api.get('/api/article/tutorial/categories')).body.data).toEqual(['新手入门', '推广实操', '收益与提现']);
    const tutorials = await api.get('/api/article/tutorial/page', { category: '收益与提现' });
    expect(tutorials.body.data.records.map((a: { title: string }) => a.title)).toEqual([
      '看懂推广收益：预估与结算',
      '实名认证与提现',
    ]);
    expect((await api.get('/api/article/FAQ')).body.data).toHaveLength(10);
    expect((await api.get('/api/article/detail', { kind: 'about' })).body.data.title).toBe('关于推客星');
    expect((await api.get('/api/upgrade/latestVersion')).body.data).toMatchObject({ currentVersion: '1.0.63', force: false });
  });
});
