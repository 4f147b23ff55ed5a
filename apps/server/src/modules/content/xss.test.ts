import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { contentService } from './service';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const PAYLOAD =
  '<p>正常段落</p><script>window.__xss = 1</script><img src="/media/x.png" onerror="window.__xss = 2">' +
  '<a href="javascript:window.__xss = 3">点我</a><iframe src="javascript:alert(4)"></iframe><p onclick="alert(5)">尾</p>';
const CLEAN = '<p>正常段落</p><img src="/media/x.png" /><a>点我</a><p>尾</p>';

describe('stored rich HTML comes back clean', () => {
  it('for an article saved with a script / onerror / javascript: payload', async () => {
    const saved = await contentService.saveArticle(
      t.db,
      { kind: 'article', title: '带攻击的文章', contentHtml: PAYLOAD },
      t.clock.now(),
    );
    const res = await api.get('/api/article/detail', { id: String(saved.id) });
    expect(res.body.data.contentHtml).toBe(CLEAN);
    expect(res.body.data.summary).toBe('正常段落 点我 尾');
  });

  it('for an article edited to carry the payload', async () => {
    const saved = await contentService.saveArticle(t.db, { kind: 'faq', title: '问题', contentHtml: '<p>旧</p>' }, t.clock.now());
    await contentService.saveArticle(t.db, { id: saved.id, kind: 'faq', title: '问题', contentHtml: PAYLOAD }, t.clock.now());
    const faq = await api.get('/api/article/FAQ');
    expect(faq.body.data.find((f: { id: number }) => f.id === saved.id).contentHtml).toBe(CLEAN);
  });

  it('for a notice saved with the payload', async () => {
    const saved = await contentService.saveNotice(t.db, { title: '带攻击的公告', contentHtml: PAYLOAD }, t.clock.now());
    const res = await api.get('/api/siteNotice/detail', { id: String(saved.id) });
    expect(res.body.data.contentHtml).toBe(CLEAN);
  });
});
