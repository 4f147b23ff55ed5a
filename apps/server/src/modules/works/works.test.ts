import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { works } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { createMaterial, createTaskPlatform, createWork } from '../../../test/factories';
import { errorBody } from '../../../test/envelopes';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const titles = (res: { body: { data: { records: { title: string }[] } } }) => res.body.data.records.map((w) => w.title);
const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

describe('GET /api/works/list', () => {
  it('pages by size with hasNextPages and filters by type', async () => {
    const platform = await createTaskPlatform(t.db);
    for (let i = 0; i < 12; i++) await createWork(t.db, { type: 1, taskPlatformId: platform.id, title: `短剧${i}` });
    await createWork(t.db, { type: 2, taskPlatformId: platform.id, title: '小说甲' });

    // Filtered to this test's platform: other tests of the file add works of their own.
    const first = await api.get('/api/works/list', { type: '1', taskPlatformId: String(platform.id) });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(first.body.data.records).toHaveLength(10);
    expect(first.body.data.hasNextPages).toBe(true);
    const second = await api.get('/api/works/list', { type: '1', taskPlatformId: String(platform.id), page: '2' });
    expect(second.body.data.records).toHaveLength(2);
    expect(second.body.data.hasNextPages).toBe(false);
    expect(second.body.data.records.every((w: { type: number }) => w.type === 1)).toBe(true);
    const novels = await api.get('/api/works/list', { type: '2', taskPlatformId: String(platform.id) });
    expect(titles(novels)).toEqual(['小说甲']);
  });

  it('rejects a page size above 100 with a message naming the field', async () => {
    const res = await api.get('/api/works/list', { size: '101' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'size：每页条数最多 100', 'VALIDATION_FAILED', 'size'));
  });

  it('rejects a type other than 1 or 2 naming the field', async () => {
    const res = await api.get('/api/works/list', { type: '3' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'type：作品类型只能是 1（短剧）或 2（小说）', 'VALIDATION_FAILED', 'type'));
  });

  it('treats % in the search word literally', async () => {
    await createWork(t.db, { title: '百分百%心动' });
    const res = await api.get('/api/works/list', { keyword: '%' });
    expect(titles(res)).toEqual(['百分百%心动']);
  });

  it('finds works whose title contains the search word, ignoring case and surrounding spaces', async () => {
    await createWork(t.db, { title: 'CEO的契约甜妻' });
    await createWork(t.db, { title: '契约之外' });
    await createWork(t.db, { title: '无关作品' });
    expect(titles(await api.get('/api/works/list', { keyword: ' ceo ' }))).toEqual(['CEO的契约甜妻']);
    expect(titles(await api.get('/api/works/list', { keyword: '契约', sort: 'new' })).sort()).toEqual(
      ['CEO的契约甜妻', '契约之外'].sort(),
    );
  });

  it('filters by task platform', async () => {
    const a = await createTaskPlatform(t.db);
    const b = await createTaskPlatform(t.db);
    await createWork(t.db, { taskPlatformId: a.id, title: '甲平台作品' });
    await createWork(t.db, { taskPlatformId: b.id, title: '乙平台作品' });
    const res = await api.get('/api/works/list', { taskPlatformId: String(a.id) });
    expect(titles(res)).toEqual(['甲平台作品']);
    expect(res.body.data.records[0]).toMatchObject({ taskPlatformId: a.id, taskPlatformName: a.name });
  });

  it('sorts new by publication time, newest first (the default)', async () => {
    const p = await createTaskPlatform(t.db);
    await createWork(t.db, { taskPlatformId: p.id, title: '三天前', publishedAt: ago(3) });
    await createWork(t.db, { taskPlatformId: p.id, title: '今天', publishedAt: ago(0) });
    await createWork(t.db, { taskPlatformId: p.id, title: '十天前', publishedAt: ago(10) });
    const expected = ['今天', '三天前', '十天前'];
    expect(titles(await api.get('/api/works/list', { taskPlatformId: String(p.id) }))).toEqual(expected);
    expect(titles(await api.get('/api/works/list', { taskPlatformId: String(p.id), sort: 'new' }))).toEqual(expected);
  });

  it('sorts hot by heat, hottest first', async () => {
    const p = await createTaskPlatform(t.db);
    await createWork(t.db, { taskPlatformId: p.id, title: '温', heat: 5_000 });
    await createWork(t.db, { taskPlatformId: p.id, title: '爆', heat: 900_000 });
    await createWork(t.db, { taskPlatformId: p.id, title: '冷', heat: 10 });
    expect(titles(await api.get('/api/works/list', { taskPlatformId: String(p.id), sort: 'hot' }))).toEqual(['爆', '温', '冷']);
  });

  it('sorts recommend with recommended works first, then by heat', async () => {
    const p = await createTaskPlatform(t.db);
    await createWork(t.db, { taskPlatformId: p.id, title: '热门未推荐', heat: 900_000 });
    await createWork(t.db, { taskPlatformId: p.id, title: '推荐冷门', heat: 100, isRecommended: true });
    await createWork(t.db, { taskPlatformId: p.id, title: '推荐热门', heat: 80_000, isRecommended: true });
    expect(titles(await api.get('/api/works/list', { taskPlatformId: String(p.id), sort: 'recommend' }))).toEqual([
      '推荐热门',
      '推荐冷门',
      '热门未推荐',
    ]);
  });

  it('hides unpublished works', async () => {
    const p = await createTaskPlatform(t.db);
    await createWork(t.db, { taskPlatformId: p.id, title: '已下架', published: false });
    await createWork(t.db, { taskPlatformId: p.id, title: '在架' });
    expect(titles(await api.get('/api/works/list', { taskPlatformId: String(p.id) }))).toEqual(['在架']);
  });

  it('marks works new for 14 days and hot from 500,000 heat, with times in +08:00', async () => {
    const p = await createTaskPlatform(t.db);
    await createWork(t.db, { taskPlatformId: p.id, title: '新且热', heat: 500_000, publishedAt: ago(13) });
    await createWork(t.db, { taskPlatformId: p.id, title: '旧且冷', heat: 499_999, publishedAt: ago(15) });
    const res = await api.get('/api/works/list', { taskPlatformId: String(p.id) });
    const [fresh, old] = res.body.data.records;
    expect(fresh).toMatchObject({ title: '新且热', isNew: true, isHot: true });
    expect(old).toMatchObject({ title: '旧且冷', isNew: false, isHot: false });
    expect(fresh.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });
});

describe('GET /api/works/detail', () => {
  it('answers one work with its promotion guide', async () => {
    const p = await createTaskPlatform(t.db, { name: '番茄小说' });
    const work = await createWork(t.db, {
      taskPlatformId: p.id,
      type: 2,
      title: '星河长明',
      tags: ['玄幻', '系统'],
      shareBps: 6500,
      howToPromote: '申请口令后发布',
      keywordRule: '口令 3–8 个字',
    });
    const res = await api.get('/api/works/detail', { id: String(work.id) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: work.id,
      type: 2,
      title: '星河长明',
      tags: ['玄幻', '系统'],
      shareBps: 6500,
      taskPlatformId: p.id,
      taskPlatformName: '番茄小说',
      howToPromote: '申请口令后发布',
      keywordRule: '口令 3–8 个字',
    });
  });

  it('answers 404 in the envelope for an unknown work', async () => {
    const res = await api.get('/api/works/detail', { id: '999999' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '作品不存在或已下架', data: null, errorCode: 'NOT_FOUND' });
  });

  it('answers 404 for an unpublished work', async () => {
    const work = await createWork(t.db, { published: false });
    const res = await api.get('/api/works/detail', { id: String(work.id) });
    expect(res.body).toEqual({ code: 404, msg: '作品不存在或已下架', data: null, errorCode: 'NOT_FOUND' });
  });

  it('rejects an id that is not positive naming the field', async () => {
    const res = await api.get('/api/works/detail', { id: '0' });
    expect(res.body).toEqual(errorBody(400, 'id：作品 id 必须是正整数', 'VALIDATION_FAILED', 'id'));
  });
});

describe('GET /api/works/videos', () => {
  it("answers the work's materials in the operator's order", async () => {
    const work = await createWork(t.db);
    await createMaterial(t.db, work.id, { kind: 'image', title: '竖版封面', url: '/media/a.svg', text: null, sort: 2 });
    await createMaterial(t.db, work.id, {
      kind: 'video',
      title: '高光片段',
      url: '/media/v.mp4',
      cover: '/media/c.svg',
      text: null,
      sort: 1,
    });
    await createMaterial(t.db, work.id, { kind: 'copy', title: '推荐文案', text: '全网爆火！', sort: 3 });
    const other = await createWork(t.db);
    await createMaterial(t.db, other.id, { title: '别的作品的素材' });

    const res = await api.get('/api/works/videos', { id: String(work.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { title: string }) => m.title)).toEqual(['高光片段', '竖版封面', '推荐文案']);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      kind: 'video',
      title: '高光片段',
      url: '/media/v.mp4',
      cover: '/media/c.svg',
      text: null,
    });
  });

  it('answers an audio material (background music) as it is stored', async () => {
    const work = await createWork(t.db);
    await createMaterial(t.db, work.id, { kind: 'audio', title: '背景音乐 · 战神归来', url: '/media/m.wav', text: null });
    const res = await api.get('/api/works/videos', { id: String(work.id) });
    expect(res.body.data).toEqual([
      { id: expect.any(Number), kind: 'audio', title: '背景音乐 · 战神归来', url: '/media/m.wav', cover: null, text: null },
    ]);
  });

  it('answers an empty list for a work without materials', async () => {
    const work = await createWork(t.db);
    expect((await api.get('/api/works/videos', { id: String(work.id) })).body).toEqual({ code: 200, msg: 'ok', data: [] });
  });

  it('answers 404 for an unknown work', async () => {
    const res = await api.get('/api/works/videos', { id: '999999' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '作品不存在或已下架', data: null, errorCode: 'NOT_FOUND' });
  });
});

describe('GET /api/works/list keyword search', () => {
  // Titles mixing Chinese and Latin, so the grams index and the ILIKE recheck must agree with a plain
  // case-insensitive substring test for every word below.
  const TITLES = [
    '霸道总裁爱上我',
    '总裁的替身新娘',
    '重生之我是总裁',
    'CEO的契约甜妻',
    '契约之外',
    'Ceo归来',
    '100%_心动',
    '龙',
    '龙王赘婿',
  ];
  const WORDS = [
    '总',
    '裁',
    '总裁',
    '总裁爱',
    '霸道总裁爱上我',
    '我',
    'ceo',
    'CEO的契',
    'e',
    '约甜',
    '%',
    '_',
    '%_',
    '0%',
    '龙',
    '龙王',
    '王龙',
    '无此词',
  ];
  let platformId: string;

  beforeAll(async () => {
    const p = await createTaskPlatform(t.db);
    platformId = String(p.id);
    for (const title of TITLES) await createWork(t.db, { taskPlatformId: p.id, title });
  });

  it.each(WORDS)('finds exactly the titles containing %s, ignoring case', async (word) => {
    const res = await api.get('/api/works/list', { taskPlatformId: platformId, keyword: word, size: '100' });
    expect(res.status).toBe(200);
    const expected = TITLES.filter((title) => title.toLowerCase().includes(word.toLowerCase()));
    expect(titles(res).sort()).toEqual(expected.sort());
  });

  it('keeps the search right when the title changes', async () => {
    const p = await createTaskPlatform(t.db);
    const work = await createWork(t.db, { taskPlatformId: p.id, title: '旧名字' });
    await t.db.update(works).set({ title: '新名字' }).where(eq(works.id, work.id));
    const search = async (keyword: string) => titles(await api.get('/api/works/list', { taskPlatformId: String(p.id), keyword }));
    expect(await search('旧名')).toEqual([]);
    expect(await search('新名')).toEqual(['新名字']);
  });
});

describe('GET /api/works/list paging by cursor', () => {
  it.each(['new', 'hot', 'recommend'] as const)('walks the whole %s list in order, each work once', async (sort) => {
    const p = await createTaskPlatform(t.db);
    // Ties on every sort key, so the id must break them and the cursor must carry it.
    const base = ago(1);
    for (let i = 0; i < 23; i++)
      await createWork(t.db, {
        taskPlatformId: p.id,
        title: `游标${i}`,
        heat: (i % 3) * 100,
        isRecommended: i % 2 === 0,
        publishedAt: new Date(base.getTime() + (i % 4)),
      });
    const query = { taskPlatformId: String(p.id), sort, size: '5' };
    const all = titles(await api.get('/api/works/list', { ...query, size: '100' }));
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await api.get('/api/works/list', cursor ? { ...query, cursor } : query);
      expect(res.status).toBe(200);
      seen.push(...titles(res));
      expect(res.body.data.nextCursor === null).toBe(!res.body.data.hasNextPages);
      if (!res.body.data.nextCursor) break;
      cursor = res.body.data.nextCursor;
    }
    expect(seen).toEqual(all);
    expect(all).toHaveLength(23);
  });

  it('keeps microsecond publication times apart', async () => {
    const p = await createTaskPlatform(t.db);
    for (const us of ['000100', '000900', '000500'])
      await createWork(t.db, {
        taskPlatformId: p.id,
        title: us,
        publishedAt: sql`${'2026-01-01 00:00:00.' + us + '+00'}::timestamptz` as unknown as Date,
      });
    const first = await api.get('/api/works/list', { taskPlatformId: String(p.id), size: '1' });
    const rest = await api.get('/api/works/list', {
      taskPlatformId: String(p.id),
      size: '5',
      cursor: first.body.data.nextCursor,
    });
    expect([...titles(first), ...titles(rest)]).toEqual(['000900', '000500', '000100']);
  });

  it('refuses a cursor of another sort or a made-up one, naming the field', async () => {
    const p = await createTaskPlatform(t.db);
    for (let i = 0; i < 2; i++) await createWork(t.db, { taskPlatformId: p.id });
    const first = await api.get('/api/works/list', { taskPlatformId: String(p.id), size: '1', sort: 'hot' });
    for (const cursor of [first.body.data.nextCursor, 'bm9wZQ', '!!']) {
      const res = await api.get('/api/works/list', { taskPlatformId: String(p.id), cursor });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'cursor' });
    }
  });

  it('serves page up to 1,000 rows deep and answers PAGE_TOO_DEEP beyond', async () => {
    expect((await api.get('/api/works/list', { page: '100', size: '10' })).status).toBe(200);
    expect((await api.get('/api/works/list', { page: '10', size: '100' })).status).toBe(200);
    const res = await api.get('/api/works/list', { page: '101', size: '10' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'page：每页 10 条时最多翻到第 100 页，请刷新列表', 'PAGE_TOO_DEEP', 'page'));
    // A cursor reaches any depth, whatever page says.
    expect(
      (await api.get('/api/works/list', { page: '5000', cursor: 'WyJuZXciLCIyMDAwLTAxLTAxIDAwOjAwOjAwKzAwIiwxXQ' })).status,
    ).toBe(200);
  });
});
