import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { isoOperator } from '../../lib/time';
import { contentService } from './service';

let t: TestApp;
let api: ReturnType<typeof client>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const at = (hoursAgo: number) => isoOperator(new Date(t.clock.now().getTime() - hoursAgo * HOUR));
const saveNotice = (
  title: string,
  hoursAgo: number,
  extra: { pinned?: boolean; published?: boolean; summary?: string; html?: string } = {},
) =>
  contentService.saveNotice(
    t.db,
    {
      title,
      contentHtml: extra.html ?? `<p>${title}正文</p>`,
      summary: extra.summary,
      pinned: extra.pinned,
      published: extra.published,
      publishedAt: at(hoursAgo),
    },
    t.clock.now(),
  );

describe('GET /api/siteNotice/page', () => {
  it('lists pinned notices first, then newest first, in pages with hasNextPages', async () => {
    await saveNotice('旧公告', 48);
    await saveNotice('置顶但较旧', 72, { pinned: true });
    for (let i = 0; i < 10; i++) await saveNotice(`公告${i}`, 10 - i);
    await saveNotice('未发布', 1, { published: false });
    await saveNotice('定时发布', -5);

    const first = await api.get('/api/siteNotice/page');
    expect(first.status).toBe(200);
    const titles = first.body.data.records.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['置顶但较旧', '公告9', '公告8', '公告7', '公告6', '公告5', '公告4', '公告3', '公告2', '公告1']);
    expect(first.body.data.hasNextPages).toBe(true);
    expect(first.body.data.records[0]).toMatchObject({ pinned: true, read: false, summary: '置顶但较旧正文' });
    expect(first.body.data.records[0].publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);

    const second = await api.get('/api/siteNotice/page', { page: '2' });
    expect(second.body.data.records.map((n: { title: string }) => n.title)).toEqual(['公告0', '旧公告']);
    expect(second.body.data.hasNextPages).toBe(false);
  });

  it('rejects a page below 1 with a message naming the field', async () => {
    const res = await api.get('/api/siteNotice/page', { page: '0' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      msg: 'page：页码从 1 开始',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'page',
    });
  });
});

describe('GET /api/siteNotice/detail', () => {
  it('returns the body and marks the notice read for the caller only', async () => {
    const notice = await saveNotice('结算通知', 0.5, { html: '<p>本周五<strong>统一打款</strong></p>' });
    const alice = await createUser(t.db);
    const bob = await createUser(t.db);
    const readOf = async (token?: string) => {
      const page = await api.get('/api/siteNotice/page', { size: '100' }, token);
      return page.body.data.records.find((n: { id: number }) => n.id === notice.id).read;
    };
    expect(await readOf(alice.token)).toBe(false);

    const res = await api.get('/api/siteNotice/detail', { id: String(notice.id) }, alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: notice.id,
      title: '结算通知',
      contentHtml: '<p>本周五<strong>统一打款</strong></p>',
      read: true,
    });

    expect(await readOf(alice.token)).toBe(true);
    expect(await readOf(bob.token)).toBe(false);
    expect(await readOf()).toBe(false);
    // Reading twice is harmless.
    expect((await api.get('/api/siteNotice/detail', { id: String(notice.id) }, alice.token)).status).toBe(200);
  });

  it('serves a visitor without marking anything', async () => {
    const notice = await saveNotice('访客可读', 0.2);
    const res = await api.get('/api/siteNotice/detail', { id: String(notice.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.read).toBe(false);
  });

  it('answers 404 for an unknown, unpublished or scheduled notice', async () => {
    const hidden = await saveNotice('下架的', 1, { published: false });
    const later = await saveNotice('明天发布', -24);
    for (const id of [999_999, hidden.id, later.id]) {
      const res = await api.get('/api/siteNotice/detail', { id: String(id) });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: '公告不存在或已下架', data: null, errorCode: 'NOT_FOUND' });
    }
  });

  it('rejects a missing or bad id', async () => {
    expect((await api.get('/api/siteNotice/detail')).body).toEqual({
      code: 400,
      msg: '缺少必填字段 id',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'id',
    });
    expect((await api.get('/api/siteNotice/detail', { id: '-3' })).body).toEqual({
      code: 400,
      msg: 'id：公告 id 必须是正整数',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'id',
    });
  });
});
