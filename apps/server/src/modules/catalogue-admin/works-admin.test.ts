import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskPlatform, createWork } from '../../../test/factories';
import { uploadPicture } from '../../../test/factories-media';
import { createOperator } from '../../../test/factories-operators';
import { client, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let cover: string;
let platformId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = (await createOperator(t, 'operator')).token;
  cover = await uploadPicture(t, admin);
  platformId = (await createTaskPlatform(t.db, { name: '红果短剧' })).id;
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  type: 1,
  title: '重生之我在片场当导演',
  taskPlatformId: platformId,
  cover,
  intro: '第一行\n第二行',
  tags: ['重生', '逆袭'],
  length: 80,
  shareBps: 7000,
  materials: [
    { kind: 'copy', title: '推荐文案', text: '搜【口令】看全集' },
    { kind: 'image', title: '竖版海报', url: cover },
  ],
  ...overrides,
});

const auditOf = async (id: number) =>
  (await t.db.execute(sql`select action, operator_account, before, after from audit_log
    where target_type = 'works' and target_id = ${String(id)} order by id`)).rows as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

const publicTitles = async (query: Record<string, string> = {}) =>
  ((await api.get('/api/works/list', { taskPlatformId: String(platformId), size: '50', ...query })).body.data.records as { title: string }[]).map(
    (w) => w.title,
  );

describe('POST /admin-api/works/save', () => {
  it('creates an unlisted work with its materials, recorded in the audit log', async () => {
    const res = await api.post('/admin-api/works/save', form(), admin);
    expect(res.status).toBe(200);
    const w = res.body.data;
    expect(w).toMatchObject({
      title: '重生之我在片场当导演',
      listed: false,
      firstListedAt: null,
      taskPlatformName: '红果短剧',
      coverThumb: cover.replace('.png', '.thumb.webp'),
      intro: '第一行\n第二行',
      materialCounts: { video: 0, image: 1, copy: 1, audio: 0 },
    });
    expect(w.materials.map((m: { kind: string }) => m.kind)).toEqual(['copy', 'image']);
    const [entry] = await auditOf(w.id);
    expect(entry).toMatchObject({ action: 'work.create', before: null, after: { title: '重生之我在片场当导演', published: false } });
    // Not in the app until listed.
    expect((await api.get('/api/works/detail', { id: String(w.id) })).status).toBe(404);
  });

  it('updates a work: its materials kept by id, changed, added and removed; before and after audited', async () => {
    const created = (await api.post('/admin-api/works/save', form({ title: '旧标题' }), admin)).body.data;
    const [copy, image] = created.materials as { id: number }[];
    const res = await api.post(
      '/admin-api/works/save',
      form({
        id: created.id,
        title: '新标题',
        materials: [
          { id: image?.id, kind: 'image', title: '横版海报', url: cover },
          { kind: 'audio', title: '背景音乐', url: cover },
        ],
      }),
      admin,
    );
    expect(res.status).toBe(200);
    const materials = res.body.data.materials as { id: number; title: string; kind: string }[];
    expect(materials.map((m) => [m.kind, m.title])).toEqual([
      ['image', '横版海报'],
      ['audio', '背景音乐'],
    ]);
    expect(materials[0]?.id).toBe(image?.id);
    expect(materials.some((m) => m.id === copy?.id)).toBe(false);
    const entries = await auditOf(created.id);
    expect(entries.at(-1)).toMatchObject({ action: 'work.update', before: { title: '旧标题' }, after: { title: '新标题' } });
  });

  it('refuses a material of another work, a file never uploaded, an unknown platform, each naming its field', async () => {
    const other = (await api.post('/admin-api/works/save', form(), admin)).body.data;
    const mine = (await api.post('/admin-api/works/save', form({ title: '我的' }), admin)).body.data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: mine.id, materials: [{ id: other.materials[0].id, kind: 'copy', title: 'x', text: 'y' }] }, 'materials.0.id', 'materials.0.id：素材不存在'],
      [{ cover: '/media/up/0123456789abcdef0123456789abcdef.png' }, 'cover', 'cover：文件不存在，请重新上传'],
      [{ cover: 'https://evil.example/x.png' }, 'cover', 'cover：封面必须是上传后的文件地址'],
      [{ materials: [{ kind: 'video', title: '片段', url: '/media/up/0123456789abcdef0123456789abcdef.mp4' }] }, 'materials.0.url', 'materials.0.url：文件不存在，请重新上传'],
      [{ taskPlatformId: 999_999 }, 'taskPlatformId', 'taskPlatformId：任务平台不存在'],
      [{ tags: ['重生', '重生'] }, 'tags', 'tags：标签不能重复'],
      [{ title: '   ' }, 'title', 'title：请填写作品名称'],
      [{ shareBps: 10_001 }, 'shareBps', 'shareBps：分成不能超过 100%'],
    ];
    for (const [overrides, field, msg] of cases) {
      const res = await api.post('/admin-api/works/save', form(overrides), admin);
      expect(res.body, field).toEqual({ code: 400, msg, data: null, errorCode: 'VALIDATION_FAILED', field });
    }
    expect((await api.post('/admin-api/works/save', form({ id: 999_999 }), admin)).status).toBe(404);
  });
});

describe('listing, as the app sees it', () => {
  it('shows a listed work in the app within its cache second, and hides an unlisted one the same way, no restart', async () => {
    const w = (await api.post('/admin-api/works/save', form({ title: '上架测试' }), admin)).body.data;
    // The app's list is read (and cached) before the change.
    expect(await publicTitles()).not.toContain('上架测试');
    t.clock.advance(60_000);
    expect(await publicTitles()).not.toContain('上架测试');
    const listed = await api.post('/admin-api/works/list', { id: w.id }, admin);
    expect(listed.body.data).toMatchObject({ listed: true, firstListedAt: listed.body.data.publishedAt });
    t.clock.advance(1_001);
    expect(await publicTitles()).toContain('上架测试');

    // An edit of a listed work, the same way.
    await api.post('/admin-api/works/save', form({ id: w.id, title: '上架测试（改）' }), admin);
    t.clock.advance(1_001);
    expect(await publicTitles()).toContain('上架测试（改）');

    expect((await api.post('/admin-api/works/unlist', { id: w.id }, admin)).body.data.listed).toBe(false);
    // Within the second the app may still answer from its cache; after it, never.
    t.clock.advance(1_001);
    expect(await publicTitles()).not.toContain('上架测试（改）');
    expect((await api.get('/api/works/detail', { id: String(w.id) })).status).toBe(404);

    // Listed again: it keeps its first publication time (no jump to the top of 最新).
    const again = await api.post('/admin-api/works/list', { id: w.id }, admin);
    expect(again.body.data.publishedAt).toBe(listed.body.data.publishedAt);
    expect((await auditOf(w.id)).map((e) => e.action)).toEqual(['work.create', 'work.list', 'work.update', 'work.unlist', 'work.list']);
    // Asking for the state it is in writes nothing.
    await api.post('/admin-api/works/list', { id: w.id }, admin);
    expect(await auditOf(w.id)).toHaveLength(5);
  });

  it("orders the app's 推荐 list by the operator's weights, recommended first", async () => {
    const p = (await createTaskPlatform(t.db)).id;
    const [a, b, c] = await Promise.all(
      ['甲', '乙', '丙'].map((title, i) => createWork(t.db, { title, taskPlatformId: p, heat: 1000 * (3 - i), isRecommended: true })),
    );
    const order = async () =>
      ((await api.get('/api/works/list', { taskPlatformId: String(p), sort: 'recommend' })).body.data.records as { title: string }[]).map(
        (w) => w.title,
      );
    expect(await order()).toEqual(['甲', '乙', '丙']);
    const res = await api.post('/admin-api/works/reorder', { items: [{ id: c?.id, weight: 30 }, { id: a?.id, weight: 10 }, { id: b?.id, weight: 20 }] }, admin);
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: null });
    t.clock.advance(1_001);
    expect(await order()).toEqual(['丙', '乙', '甲']);
    expect((await auditOf(c?.id ?? 0)).at(-1)).toMatchObject({ action: 'work.reorder', before: { weight: 0 }, after: { weight: 30 } });

    // One unknown id refuses the whole reorder.
    const bad = await api.post('/admin-api/works/reorder', { items: [{ id: a?.id, weight: 99 }, { id: 999_999, weight: 1 }] }, admin);
    expect(bad.body).toEqual({ code: 400, msg: 'items.1.id：作品不存在', data: null, errorCode: 'VALIDATION_FAILED', field: 'items.1.id' });
    t.clock.advance(1_001);
    expect(await order()).toEqual(['丙', '乙', '甲']);
  });
});

describe('GET /admin-api/works/page and detail', () => {
  it('lists every work with filters and sorts, and the counts of each material kind', async () => {
    const p = (await createTaskPlatform(t.db)).id;
    const listed = (await api.post('/admin-api/works/save', form({ title: '筛选甲', taskPlatformId: p, weight: 5 }), admin)).body.data;
    await api.post('/admin-api/works/list', { id: listed.id }, admin);
    await api.post('/admin-api/works/save', form({ title: '筛选乙', taskPlatformId: p, type: 2, weight: 9, materials: [] }), admin);
    const page = async (q: Record<string, string>) =>
      ((await api.get('/admin-api/works/page', { taskPlatformId: String(p), ...q }, admin)).body.data.records as { title: string }[]).map(
        (w) => w.title,
      );
    expect(await page({ sort: 'weight', order: 'desc' })).toEqual(['筛选乙', '筛选甲']);
    expect(await page({ sort: 'weight', order: 'asc' })).toEqual(['筛选甲', '筛选乙']);
    expect(await page({ listed: 'true' })).toEqual(['筛选甲']);
    expect(await page({ listed: 'false' })).toEqual(['筛选乙']);
    expect(await page({ type: '2' })).toEqual(['筛选乙']);
    expect(await page({ keyword: '甲' })).toEqual(['筛选甲']);
    expect(await page({ keyword: String(listed.id) })).toEqual(['筛选甲']);
    const res = await api.get('/admin-api/works/page', { keyword: '筛选甲' }, admin);
    expect(res.body.data.records[0].materialCounts).toEqual({ video: 0, image: 1, copy: 1, audio: 0 });
    const bad = await api.get('/admin-api/works/page', { sort: 'title' }, admin);
    expect(bad.body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'sort' });
  });
});

describe('who may do what', () => {
  it('lets finance read the catalogue but not change it (403), and a promoter not at all (401)', async () => {
    const finance = (await createOperator(t, 'finance')).token;
    const w = (await api.post('/admin-api/works/save', form({ title: '权限' }), admin)).body.data;
    expect((await api.get('/admin-api/works/page', {}, finance)).status).toBe(200);
    expect((await api.get('/admin-api/works/detail', { id: String(w.id) }, finance)).status).toBe(200);
    const forbidden = { code: 403, msg: '没有权限执行此操作', data: null, errorCode: 'FORBIDDEN' };
    expect((await api.post('/admin-api/works/save', form({ id: w.id, title: '改名' }), finance)).body).toEqual(forbidden);
    expect((await api.post('/admin-api/works/list', { id: w.id }, finance)).body).toEqual(forbidden);
    expect((await api.post('/admin-api/works/unlist', { id: w.id }, finance)).body).toEqual(forbidden);
    expect((await api.post('/admin-api/works/reorder', { items: [{ id: w.id, weight: 1 }] }, finance)).body).toEqual(forbidden);
    expect((await api.get('/admin-api/works/detail', { id: String(w.id) }, admin)).body.data).toMatchObject({ title: '权限', listed: false, weight: 0 });
    expect(await auditOf(w.id)).toHaveLength(1);
    expect((await api.get('/admin-api/works/page', {})).status).toBe(401);
  });
});
