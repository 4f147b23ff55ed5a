import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '@tuike/contract/content';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { isoOperator } from '../../lib/time';
import { contentService } from './service';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const save = (a: ArticleInput) => contentService.saveArticle(t.db, a, t.clock.now());
const titles = (records: { title: string }[]) => records.map((r) => r.title);

describe('GET /api/article/tutorial/page and /api/article/tutorial/categories', () => {
  beforeAll(async () => {
    await save({ kind: 'tutorial', category: '新手入门', title: '认识平台', sort: 0, videoUrl: 'https://cdn.example.com/a.mp4' });
    await save({ kind: 'tutorial', category: '剪辑技巧', title: '黄金3秒', sort: 1 });
    await save({ kind: 'tutorial', category: '新手入门', title: '申请口令', sort: 2 });
    await save({ kind: 'tutorial', category: '变现进阶', title: '下架教程', sort: 3, published: false });
    await save({ kind: 'faq', category: '新手入门', title: '不是教程', sort: 0 });
  });

  it('pages published tutorials in the operator order, optionally by category', async () => {
    const all = await api.get('/api/article/tutorial/page');
    expect(all.status).toBe(200);
    expect(titles(all.body.data.records)).toEqual(['认识平台', '黄金3秒', '申请口令']);
    expect(all.body.data.records[0]).toMatchObject({
      kind: 'tutorial',
      category: '新手入门',
      videoUrl: 'https://cdn.example.com/a.mp4',
      cover: null,
    });
    expect(all.body.data.records[1].videoUrl).toBeNull();

    const one = await api.get('/api/article/tutorial/page', { category: '新手入门', size: '1' });
    expect(titles(one.body.data.records)).toEqual(['认识平台']);
    expect(one.body.data.hasNextPages).toBe(true);
  });

  it('lists the categories that have published tutorials, in display order', async () => {
    const res = await api.get('/api/article/tutorial/categories');
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: ['新手入门', '剪辑技巧'] });
  });
});

describe('GET /api/article/detail', () => {
  it('finds an article by id and the about page by kind', async () => {
    const article = await save({ kind: 'article', title: '推广规范', contentHtml: '<p>请遵守平台规范。</p>' });
    await save({ kind: 'about', title: '关于推客星', contentHtml: '<p>推客星是变现平台。</p>' });

    const byId = await api.get('/api/article/detail', { id: String(article.id) });
    expect(byId.body.data).toMatchObject({
      id: article.id,
      kind: 'article',
      title: '推广规范',
      summary: '请遵守平台规范。',
      contentHtml: '<p>请遵守平台规范。</p>',
    });
    const about = await api.get('/api/article/detail', { kind: 'about' });
    expect(about.body.data).toMatchObject({ kind: 'about', title: '关于推客星' });
  });

  it('answers 404 for an unknown or unpublished article and 400 without id or kind', async () => {
    const hidden = await save({ kind: 'article', title: '草稿', published: false });
    for (const id of [hidden.id, 987_654]) {
      expect((await api.get('/api/article/detail', { id: String(id) })).body).toEqual({
        code: 404,
        msg: '文章不存在或已下架',
        data: null,
        errorCode: 'NOT_FOUND',
      });
    }
    expect((await api.get('/api/article/detail')).body).toEqual({
      code: 400,
      msg: 'id：请提供文章 id 或类型',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'id',
    });
    expect((await api.get('/api/article/detail', { kind: 'blog' })).body).toEqual({
      code: 400,
      msg: 'kind：文章类型只能是 tutorial、faq、about 或 article',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'kind',
    });
  });
});

describe('GET /api/article/FAQ', () => {
  beforeAll(async () => {
    await save({
      kind: 'faq',
      category: '收益',
      title: '预估和结算的区别？',
      contentHtml: '<p>预估收益仅供参考。</p>',
      sort: 10,
    });
    await save({
      kind: 'faq',
      category: '提现',
      title: '提现多久到账？',
      contentHtml: '<p>1–3 个<strong>工作日</strong>到账。</p>',
      sort: 11,
    });
    await save({
      kind: 'faq',
      category: '收益',
      title: '收益为何变少？',
      contentHtml: '<p>上游扣除退款。100%透明</p>',
      sort: 12,
    });
  });

  it('returns answers with entries of one category kept together', async () => {
    const res = await api.get('/api/article/FAQ');
    expect(res.status).toBe(200);
    const rows = res.body.data.filter((f: { category: string }) => f.category !== '新手入门');
    expect(rows.map((f: { category: string; title: string }) => `${f.category}/${f.title}`)).toEqual([
      '收益/预估和结算的区别？',
      '收益/收益为何变少？',
      '提现/提现多久到账？',
    ]);
    expect(rows[2].contentHtml).toBe('<p>1–3 个<strong>工作日</strong>到账。</p>');
  });

  it('searches the title and the visible answer text, not the markup', async () => {
    const byTitle = await api.get('/api/article/FAQ', { keyword: '提现' });
    expect(titles(byTitle.body.data)).toEqual(['提现多久到账？']);
    const byBody = await api.get('/api/article/FAQ', { keyword: '工作日' });
    expect(titles(byBody.body.data)).toEqual(['提现多久到账？']);
    const byTag = await api.get('/api/article/FAQ', { keyword: 'strong' });
    expect(byTag.body.data).toEqual([]);
    const percent = await api.get('/api/article/FAQ', { keyword: '100%' });
    expect(titles(percent.body.data)).toEqual(['收益为何变少？']);
  });

  it('rejects an over-long keyword naming the field', async () => {
    const res = await api.get('/api/article/FAQ', { keyword: '问'.repeat(51) });
    expect(res.body).toEqual({
      code: 400,
      msg: 'keyword：搜索词最多 50 个字',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'keyword',
    });
  });
});

describe('contentService.saveArticle', () => {
  it('edits in place, keeps the publication date and rejects unsafe media URLs', async () => {
    const created = await save({ kind: 'article', title: '初稿', publishedAt: isoOperator(new Date('2026-01-02T03:04:05Z')) });
    const edited = await save({ id: created.id, kind: 'article', title: '定稿', contentHtml: '<p>正文</p>' });
    expect(edited).toMatchObject({ id: created.id, title: '定稿', publishedAt: '2026-01-02T11:04:05+08:00' });
    await expect(save({ kind: 'tutorial', title: '坏链接', videoUrl: 'javascript:alert(1)' })).rejects.toThrow(
      '链接只能是 http(s) 地址或站内路径',
    );
    await expect(save({ id: 999_999, kind: 'article', title: '不存在' })).rejects.toThrow('文章不存在或已下架');
  });
});
