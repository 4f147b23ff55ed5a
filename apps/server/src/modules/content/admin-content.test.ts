import { adminContentCalls } from '@tuike/contract/calls/admin-content';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { auditLog, noticeReads, notices } from '../../db/schema';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
// The app's public reads are cached for a second: each test starts past what an earlier one cached.
// Fresh sessions each test: a test that moves the clock by an hour leaves the last ones idle-expired.
beforeEach(async () => {
  t.clock.advance(1001);
  admin = (await createOperator(t, 'admin')).token;
  operator = (await createOperator(t, 'operator')).token;
});

const HOUR = 3_600_000;
const iso = (msFromNow: number) => new Date(t.clock.now().getTime() + msFromNow).toISOString();

/** The audit rows of one row, oldest first. */
const auditOf = (targetType: string, targetId: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);

const auditCount = async () => (await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id))).length;

/** A field error as the envelope carries it. */
const fieldError = (field: string, msg: string) => ({ code: 400, msg, data: null, errorCode: 'VALIDATION_FAILED', field });

describe('who may call the content calls', () => {
  const keys = Object.keys(adminContentCalls) as (keyof typeof adminContentCalls)[];

  it('answers finance 403 FORBIDDEN on every content call, and a promoter 401', async () => {
    const finance = (await createOperator(t, 'finance')).token;
    const promoter = await createUser(t.db);
    for (const key of keys) {
      const { method, path } = adminContentCalls[key];
      const send = method === 'GET' ? api.get : api.post;
      expect((await send(path, {}, finance)).body, key).toEqual({
        code: 403,
        msg: '没有权限执行此操作',
        data: null,
        errorCode: 'FORBIDDEN',
      });
      expect((await send(path, {}, promoter.token)).status, key).toBe(401);
    }
  });

  it('lets the operator role and admin write content', async () => {
    for (const token of [operator, admin]) {
      const res = await api.post('/admin-api/content/notices/save', { title: '运营公告', contentHtml: '<p>正文</p>' }, token);
      expect(res.status).toBe(200);
    }
  });
});

describe('banners', () => {
  const banner = { title: '新人福利', image: '/media/banner.svg', linkType: 'url', link: 'https://example.com/a', sort: 0 };

  it('creates, edits, switches off and deletes a banner, each write audited with the row before and after', async () => {
    const created = await api.post('/admin-api/content/banners/save', banner, admin);
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ ...banner, enabled: true, startsAt: null, endsAt: null, state: 'live' });

    const edited = await api.post('/admin-api/content/banners/save', { ...banner, id, title: '新人福利 2' }, admin);
    expect(edited.body.data.title).toBe('新人福利 2');
    expect((await api.post('/admin-api/content/banners/enable', { id, enabled: false }, admin)).body.data.state).toBe('off');
    // Switching off what is off changes nothing and records nothing.
    await api.post('/admin-api/content/banners/enable', { id, enabled: false }, admin);
    expect((await api.post('/admin-api/content/banners/delete', { id }, admin)).body).toEqual({
      code: 200,
      msg: 'ok',
      data: null,
    });
    expect((await api.get('/admin-api/content/banners/detail', { id }, admin)).status).toBe(404);

    const rows = await auditOf('banners', id);
    expect(rows.map((r) => r.action)).toEqual(['banner.create', 'banner.update', 'banner.disable', 'banner.delete']);
    expect(rows[1]).toMatchObject({ before: { title: '新人福利' }, after: { title: '新人福利 2' } });
    expect(rows[3]).toMatchObject({ before: { id, title: '新人福利 2' }, after: null });
  });

  it('shows the app only banners inside their window, within the cache second', async () => {
    const save = (title: string, extra: object) =>
      api.post('/admin-api/content/banners/save', { ...banner, title, ...extra }, admin).then((r) => r.body.data);
    const live = await save('进行中', { startsAt: iso(-HOUR), endsAt: iso(HOUR) });
    const later = await save('未开始', { startsAt: iso(HOUR) });
    const over = await save('已结束', { endsAt: iso(-1) });
    expect([live.state, later.state, over.state]).toEqual(['live', 'scheduled', 'ended']);

    const titles = async () => (await api.get('/dev/config/GetIndexBannerList')).body.data.map((b: { title: string }) => b.title);
    expect(await titles()).toContain('进行中');
    expect(await titles()).not.toContain('未开始');
    expect(await titles()).not.toContain('已结束');

    const scheduled = await api.get('/admin-api/content/banners/page', { state: 'scheduled', size: 100 }, admin);
    expect(scheduled.body.data.records.map((b: { title: string }) => b.title)).toEqual(['未开始']);

    t.clock.advance(HOUR + 1);
    expect(await titles()).toContain('未开始');
    expect(await titles()).not.toContain('进行中');
  });

  it('refuses a link that leads nowhere and a window that ends before it starts, naming the field', async () => {
    const save = (extra: object) => api.post('/admin-api/content/banners/save', { ...banner, ...extra }, admin);
    const before = await auditCount();
    expect((await save({ linkType: 'route', link: 'javascript:alert(1)' })).body).toEqual(
      fieldError('link', 'link：页面路径格式不正确（如 pages/shortPlay/shortPlay 或 my/notice/detail?id=3）'),
    );
    expect((await save({ linkType: 'url', link: '/relative' })).body).toEqual(
      fieldError('link', 'link：外链需以 http:// 或 https:// 开头'),
    );
    expect((await save({ linkType: 'article', link: '99999999' })).body).toEqual(fieldError('link', '文章 99999999 不存在'));
    expect((await save({ startsAt: iso(HOUR), endsAt: iso(0) })).body).toEqual(
      fieldError('endsAt', 'endsAt：结束时间必须晚于开始时间'),
    );
    expect((await save({ image: '' })).body).toEqual(fieldError('image', 'image：请填写图片地址'));
    expect(await auditCount()).toBe(before);
  });
});

describe('notices', () => {
  const DIRTY =
    '<p>升级公告</p><script>window.__xss = 1</script><img src="/media/a.png" onerror="alert(1)">' +
    '<a href="javascript:alert(1)">点我</a>';
  const CLEAN = '<p>升级公告</p><img src="/media/a.png" /><a>点我</a>';

  it('strips a script, an onerror attribute and a javascript: link on save, before the row is stored', async () => {
    const saved = await api.post('/admin-api/content/notices/save', { title: '净化', contentHtml: DIRTY }, admin);
    expect(saved.body.data.contentHtml).toBe(CLEAN);
    const [row] = await t.db.select().from(notices).where(eq(notices.id, saved.body.data.id));
    expect(row?.contentHtml).toBe(CLEAN);
    expect((await api.get('/api/siteNotice/detail', { id: saved.body.data.id })).body.data.contentHtml).toBe(CLEAN);
    // The audit log keeps what was stored, never the operator's raw input.
    const [audit] = await auditOf('notices', saved.body.data.id);
    expect(audit?.after).toMatchObject({ contentHtml: CLEAN });
  });

  it('keeps a draft from the app until it is published, and takes it back on unpublish', async () => {
    const draft = await api.post(
      '/admin-api/content/notices/save',
      { title: '草稿公告', contentHtml: '<p>稍后</p>', published: false },
      admin,
    );
    const id = draft.body.data.id as number;
    expect(draft.body.data.state).toBe('off');
    expect((await api.get('/api/siteNotice/detail', { id })).status).toBe(404);

    expect((await api.post('/admin-api/content/notices/publish', { id, published: true }, admin)).body.data.state).toBe('live');
    t.clock.advance(1001);
    expect((await api.get('/api/siteNotice/detail', { id })).status).toBe(200);

    await api.post('/admin-api/content/notices/publish', { id, published: false }, admin);
    t.clock.advance(1001);
    expect((await api.get('/api/siteNotice/detail', { id })).status).toBe(404);
    expect((await auditOf('notices', id)).map((r) => r.action)).toEqual(['notice.create', 'notice.publish', 'notice.unpublish']);
  });

  it('deletes a notice with the read marks promoters left on it', async () => {
    const saved = await api.post('/admin-api/content/notices/save', { title: '已读公告', contentHtml: '<p>读</p>' }, admin);
    const id = saved.body.data.id as number;
    const promoter = await createUser(t.db);
    await api.get('/api/siteNotice/detail', { id }, promoter.token);
    expect(await t.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id))).toHaveLength(1);

    expect((await api.post('/admin-api/content/notices/delete', { id }, operator)).status).toBe(200);
    expect(await t.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id))).toEqual([]);
    expect((await api.post('/admin-api/content/notices/delete', { id }, operator)).body).toMatchObject({
      code: 404,
      msg: '公告不存在或已删除',
    });
  });

  it('refuses a publication time outside the years PostgreSQL and the app read alike', async () => {
    const res = await api.post(
      '/admin-api/content/notices/save',
      { title: '远古', contentHtml: '<p>x</p>', publishedAt: '0000-01-01T00:00:00+08:00' },
      admin,
    );
    expect(res.body).toEqual(fieldError('publishedAt', 'publishedAt：时间须在 2000 年至 2099 年之间'));
  });

  it('lists drafts and scheduled notices by state and title', async () => {
    await api.post(
      '/admin-api/content/notices/save',
      { title: '定时公告甲', contentHtml: '<p>x</p>', publishedAt: iso(HOUR) },
      admin,
    );
    const page = await api.get('/admin-api/content/notices/page', { state: 'scheduled', keyword: '定时公告' }, admin);
    expect(page.body.data.records.map((n: { title: string; state: string }) => [n.title, n.state])).toEqual([
      ['定时公告甲', 'scheduled'],
    ]);
  });
});

describe('articles, tutorials and FAQ', () => {
  it('sanitises a FAQ answer on save and lists it by kind and category', async () => {
    const saved = await api.post(
      '/admin-api/content/articles/save',
      {
        kind: 'faq',
        category: '提现问题',
        title: '多久到账？',
        contentHtml: '<p onclick="x()">1-3 个工作日</p><script>x</script>',
      },
      admin,
    );
    expect(saved.body.data).toMatchObject({ kind: 'faq', contentHtml: '<p>1-3 个工作日</p>', state: 'live' });
    const page = await api.get('/admin-api/content/articles/page', { kind: 'faq', category: '提现问题' }, admin);
    expect(page.body.data.records.map((a: { title: string }) => a.title)).toEqual(['多久到账？']);
    expect((await api.get('/admin-api/content/articles/categories', { kind: 'faq' }, admin)).body.data).toContain('提现问题');
    const faq = await api.get('/api/article/FAQ', { keyword: '多久到账' });
    expect(faq.body.data.map((a: { contentHtml: string }) => a.contentHtml)).toEqual(['<p>1-3 个工作日</p>']);
  });

  it('refuses to delete an article a banner opens, then deletes it once the banner leads elsewhere', async () => {
    const article = await api.post(
      '/admin-api/content/articles/save',
      { kind: 'tutorial', title: '入门教程', contentHtml: '<p>a</p>' },
      admin,
    );
    const id = article.body.data.id as number;
    const banner = await api.post(
      '/admin-api/content/banners/save',
      { title: '看教程', image: '/media/b.svg', linkType: 'article', link: String(id) },
      admin,
    );
    expect((await api.post('/admin-api/content/articles/delete', { id }, admin)).body).toEqual({
      code: 409,
      msg: '轮播图「看教程」链接到这篇文章，请先修改或删除轮播图',
      data: null,
      errorCode: 'CONTENT_IN_USE',
    });
    await api.post('/admin-api/content/banners/delete', { id: banner.body.data.id }, admin);
    expect((await api.post('/admin-api/content/articles/delete', { id }, admin)).status).toBe(200);
    expect((await auditOf('articles', id)).map((r) => r.action)).toEqual(['article.create', 'article.delete']);
  });

  it('unpublishes an article so the app answers it is gone', async () => {
    const saved = await api.post(
      '/admin-api/content/articles/save',
      { kind: 'article', title: '活动说明', contentHtml: '<p>b</p>' },
      admin,
    );
    const id = saved.body.data.id as number;
    await api.post('/admin-api/content/articles/publish', { id, published: false }, admin);
    expect((await api.get('/api/article/detail', { id })).body).toMatchObject({ code: 404, msg: '文章不存在或已下架' });
  });
});

describe('app releases', () => {
  const release = {
    platform: 'android',
    version: '3.0.0',
    url: 'https://dl.example.com/tuike-3.0.0.apk',
    notes: '1. 新功能',
    force: true,
  };

  it('publishes a release the upgrade call offers, and withdraws it', async () => {
    const saved = await api.post('/admin-api/content/versions/save', release, admin);
    expect(saved.body.data).toMatchObject({ ...release, state: 'live' });
    const latest = await api.get('/api/upgrade/latestVersion', { platform: 'android', version: '2.9.0' });
    expect(latest.body.data).toEqual({ currentVersion: '3.0.0', url: release.url, notes: '1. 新功能', force: true });

    expect((await api.post('/admin-api/content/versions/delete', { id: saved.body.data.id }, admin)).status).toBe(200);
    expect(
      (await api.get('/api/upgrade/latestVersion', { platform: 'android', version: '2.9.0' })).body.data?.currentVersion,
    ).not.toBe('3.0.0');
    expect((await auditOf('app_versions', saved.body.data.id)).map((r) => r.action)).toEqual([
      'appVersion.create',
      'appVersion.delete',
    ]);
  });

  it('refuses a version number the platform has, spelt alike or not (4.1 = 4.1.0), naming the field', async () => {
    await api.post('/admin-api/content/versions/save', { ...release, version: '4.1' }, admin);
    const again = await api.post('/admin-api/content/versions/save', { ...release, version: '4.1.0' }, admin);
    expect(again.body).toEqual({
      code: 409,
      msg: '该平台已有版本 4.1',
      data: null,
      errorCode: 'APP_VERSION_EXISTS',
      field: 'version',
    });
    expect(
      (await api.post('/admin-api/content/versions/save', { ...release, version: '4.1', platform: 'ios' }, admin)).status,
    ).toBe(200);
    expect((await api.post('/admin-api/content/versions/save', { ...release, version: 'v5' }, admin)).body).toEqual(
      fieldError('version', 'version：版本号格式应为 1.0.63'),
    );
  });

  it('keeps one release when two operators enter the same version at the same moment', async () => {
    const http = httpClient(await t.listen());
    const answers = await Promise.all(
      ['5.0', '5.0.0', '5.0', '5.0.0'].map((version) =>
        http.post('/admin-api/content/versions/save', { ...release, version }, admin),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const page = await api.get('/admin-api/content/versions/page', { platform: 'android', size: 100 }, admin);
    expect(page.body.data.records.filter((v: { version: string }) => v.version.startsWith('5.0'))).toHaveLength(1);
  });
});

describe('customer service', () => {
  const contact = { wechat: 'tuike-kefu2', qrCode: '/media/qr2.svg', serviceHours: '每天 9:00-21:00', phone: '400-800-1234' };

  it('saves the contact the app shows, within the cache second, audited', async () => {
    await api.get('/dev/config/GetCustomerSetting');
    const saved = await api.post('/admin-api/content/customer/save', contact, operator);
    expect(saved.body.data).toEqual(contact);
    t.clock.advance(1001);
    expect((await api.get('/dev/config/GetCustomerSetting')).body.data).toEqual(contact);
    expect((await api.get('/admin-api/content/customer', {}, operator)).body.data).toEqual(contact);
    const [row] = (await auditOf('settings', 'customer')).slice(-1);
    expect(row).toMatchObject({ action: 'customerSetting.update', after: { wechat: 'tuike-kefu2' } });
  });

  it('refuses a malformed wechat id, QR address or phone, naming the field', async () => {
    const save = (extra: object) => api.post('/admin-api/content/customer/save', { ...contact, ...extra }, operator);
    expect((await save({ wechat: '12' })).body).toEqual(
      fieldError('wechat', 'wechat：客服微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号'),
    );
    expect((await save({ qrCode: 'javascript:alert(1)' })).body).toEqual(
      fieldError('qrCode', 'qrCode：二维码只能是 http(s) 地址或站内路径（最多 500 个字符）'),
    );
    expect((await save({ phone: '电话' })).body).toEqual(
      fieldError('phone', 'phone：客服电话只能含数字、空格和减号（如 400-800-8888）'),
    );
  });
});
