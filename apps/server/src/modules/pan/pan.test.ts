import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createDrivePlatform, createMediaAccount, createPanResource } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { isoOperator } from '../../lib/time';

let t: TestApp;
let api: ReturnType<typeof client>;
let quark: number;
let uc: number;
/** Resources by name. */
const res: Record<'drama' | 'novel' | 'hidden' | 'uc', number> = { drama: 0, novel: 0, hidden: 0, uc: 0 };

const CREATE = '/api/pan/CreatePromotion';
const FILL = '/api/pan/link/Fill';
const LINKS = '/api/pan/link/page';

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  quark = (await createDrivePlatform(t.db, { name: '夸克网盘' })).id;
  uc = (await createDrivePlatform(t.db, { name: 'UC网盘' })).id;
  res.drama = (
    await createPanResource(t.db, quark, {
      title: '重生之我在豪门当保姆',
      category: 1,
      summary: '全 80 集',
      linkTemplate: 'https://pan.quark.cn/s/8f3c2a7d1e?fr={uid}',
      sort: 2,
    })
  ).id;
  res.novel = (await createPanResource(t.db, quark, { title: '凡人修仙传 典藏版', category: 2, sort: 1 })).id;
  res.hidden = (await createPanResource(t.db, quark, { title: '已下架资源', listed: false })).id;
  res.uc = (
    await createPanResource(t.db, uc, { title: 'UC 资源', linkTemplate: 'https://drive.uc.cn/s/ab12?public=1&uid={uid}' })
  ).id;
}, 60_000);
afterAll(() => t.close());

let base: string | undefined;
/** The app over real HTTP, listening once for every parallel test of the file. */
const live = async () => httpClient((base ??= await t.listen()));

const ids = (body: { data: { records: Array<{ id: number }> } }) => body.data.records.map((r) => r.id);

describe('GET /api/pan/resource/page', () => {
  it('lists the listed resources of a drive platform in the operator’s order, by category on demand', async () => {
    const all = await api.get('/api/pan/resource/page', { taskPlatformId: quark });
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([res.drama, res.novel]);
    expect(all.body.data.records[0]).toEqual({
      id: res.drama,
      taskPlatformId: quark,
      title: '重生之我在豪门当保姆',
      category: 1,
      categoryLabel: '短剧',
      cover: '/media/cover.svg',
      summary: '全 80 集',
      promotedCount: 0,
    });
    expect(ids((await api.get('/api/pan/resource/page', { taskPlatformId: quark, category: 2 })).body)).toEqual([res.novel]);
  });
});

describe('POST /api/pan/CreatePromotion', () => {
  it('binds my UID on my first promotion, builds my link and copy text, and answers the same promotion again', async () => {
    const me = await createUser(t.db);
    const res1 = await api.post(CREATE, { resourceId: res.drama, uid: 'Quark_88231' }, me.token);
    expect(res1.status).toBe(200);
    expect(res1.body.data).toEqual({
      id: expect.any(Number),
      resourceId: res.drama,
      resourceTitle: '重生之我在豪门当保姆',
      resourceCover: '/media/cover.svg',
      category: 1,
      categoryLabel: '短剧',
      taskPlatformId: quark,
      taskPlatformName: '夸克网盘',
      uid: 'Quark_88231',
      shareLink: 'https://pan.quark.cn/s/8f3c2a7d1e?fr=Quark_88231',
      copyText:
        '【重生之我在豪门当保姆】短剧资源已整理好，复制链接打开「夸克网盘」App 即可保存查看：https://pan.quark.cn/s/8f3c2a7d1e?fr=Quark_88231',
      linkCount: 0,
      createdAt: isoOperator(t.clock.now()),
    });
    const again = await api.post(CREATE, { resourceId: res.drama }, me.token);
    expect(again.body.data).toEqual(res1.body.data);
    // The second resource of the platform takes the UID already bound; a different one typed is ignored.
    const novel = await api.post(CREATE, { resourceId: res.novel, uid: 'other1234' }, me.token);
    expect(novel.body.data.uid).toBe('Quark_88231');
    const mine = await api.get('/api/pan/promotion/page', {}, me.token);
    expect(mine.body.data.records.map((p: { resourceId: number }) => p.resourceId)).toEqual([res.novel, res.drama]);
    expect((await api.get('/api/pan/resource/page', { taskPlatformId: quark })).body.data.records[0].promotedCount).toBe(1);
  });

  it('asks for the UID on the first promotion of a platform, and refuses a UID another promoter holds', async () => {
    const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
    expect((await api.post(CREATE, { resourceId: res.uc }, a.token)).body).toEqual(
      errorBody(400, 'uid：首次推广该网盘，请先填写你的网盘UID', 'PAN_UID_REQUIRED', 'uid'),
    );
    expect((await api.post(CREATE, { resourceId: res.uc, uid: 'a b' }, a.token)).body).toEqual(
      errorBody(400, 'uid：网盘UID为 4-32 位字母、数字、下划线或短横线', 'VALIDATION_FAILED', 'uid'),
    );
    expect((await api.post(CREATE, { resourceId: res.uc, uid: 'UcUser01' }, a.token)).status).toBe(200);
    // The same UID in another case is the same UID.
    expect((await api.post(CREATE, { resourceId: res.uc, uid: 'ucuser01' }, b.token)).body).toEqual(
      errorBody(409, 'uid：该网盘UID已被其他推客绑定，请核对后重新填写', 'PAN_UID_TAKEN', 'uid'),
    );
    // On another platform the UID is free.
    expect((await api.post(CREATE, { resourceId: res.drama, uid: 'UcUser01' }, b.token)).status).toBe(200);
  });

  it('refuses an unlisted resource, a missing one alike for everyone, and needs a login', async () => {
    const me = await createUser(t.db);
    expect((await api.post(CREATE, { resourceId: res.hidden, uid: 'hidden01' }, me.token)).body).toEqual(
      errorBody(409, 'resourceId：该资源已下架，不能再创建推广', 'PAN_RESOURCE_UNLISTED', 'resourceId'),
    );
    expect((await api.post(CREATE, { resourceId: 999_999, uid: 'hidden01' }, me.token)).body).toEqual(
      errorBody(404, '资源不存在或已删除', 'NOT_FOUND', 'resourceId'),
    );
    expect((await api.post(CREATE, { resourceId: res.drama, uid: 'hidden01' })).status).toBe(401);
  });

  it('creates one promotion and binds one UID when asked several times at the same moment', async () => {
    const me = await createUser(t.db);
    const http = await live();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => http.post(CREATE, { resourceId: res.uc, uid: 'SameTime9' }, me.token)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => (a.body.data as { id: number }).id)).size).toBe(1);
  });
});

describe('GET /api/pan/GetUid', () => {
  it('answers my UID (none before my first promotion) and the steps to find it, never another promoter’s', async () => {
    const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const before = await api.get('/api/pan/GetUid', { taskPlatformId: quark }, a.token);
    expect(before.body.data).toEqual({
      taskPlatformId: quark,
      taskPlatformName: '夸克网盘',
      uid: null,
      boundAt: null,
      steps: [
        '打开「夸克网盘」App 并登录你要收益的账号',
        '点底部「我的」，再点顶部头像进入个人信息页',
        '找到「UID」或「用户ID」一栏，点复制',
        '回到这里粘贴：首次创建推广时绑定，之后的分享链接都带上这个UID',
      ],
    });
    await api.post(CREATE, { resourceId: res.drama, uid: 'qk20260001' }, a.token);
    expect((await api.get('/api/pan/GetUid', { taskPlatformId: quark }, a.token)).body.data).toMatchObject({
      uid: 'qk20260001',
      boundAt: isoOperator(t.clock.now()),
    });
    expect((await api.get('/api/pan/GetUid', { taskPlatformId: quark }, b.token)).body.data.uid).toBeNull();
    expect((await api.get('/api/pan/GetUid', { taskPlatformId: 999_999 }, a.token)).body).toEqual(
      errorBody(404, '网盘平台不存在或已停用', 'NOT_FOUND', 'taskPlatformId'),
    );
  });
});

describe('back-fills: POST /api/pan/link/Fill, GET /api/pan/link/page', () => {
  async function promoter(uid: string) {
    const user = await createUser(t.db);
    const promotion = (await api.post(CREATE, { resourceId: res.drama, uid }, user.token)).body.data as { id: number };
    const douyin = await createMediaAccount(t.db, user.user.id, { platform: 1, nickname: '追剧小能手' });
    return { ...user, promotion, douyin };
  }

  it('takes the link out of a share text on my bound account, and lists it', async () => {
    const me = await promoter('fill0001');
    const filled = await api.post(
      FILL,
      {
        promotionId: me.promotion.id,
        platformAccountId: me.douyin.id,
        url: '3.51 复制打开抖音，看看【追剧小能手的作品】网盘资源合集 https://v.douyin.com/iPan7x2/ 06/12',
      },
      me.token,
    );
    expect(filled.status).toBe(200);
    expect(filled.body.data).toEqual({
      id: expect.any(Number),
      promotionId: me.promotion.id,
      resourceTitle: '重生之我在豪门当保姆',
      resourceCover: '/media/cover.svg',
      taskPlatformName: '夸克网盘',
      url: 'https://v.douyin.com/iPan7x2/',
      platform: 1,
      platformLabel: '抖音',
      accountId: me.douyin.id,
      accountNickname: '追剧小能手',
      // As a works back-fill, it waits for the operator.
      state: 1,
      stateLabel: '待审核',
      reason: null,
      createdAt: isoOperator(t.clock.now()),
      reviewedAt: null,
    });
    const page = await api.get(LINKS, {}, me.token);
    expect(page.body.data).toEqual({ records: [filled.body.data], hasNextPages: false });
    expect((await api.get(LINKS, { promotionId: me.promotion.id }, me.token)).body.data.records).toHaveLength(1);
    const promotions = (await api.get('/api/pan/promotion/page', {}, me.token)).body.data.records;
    expect(promotions[0].linkCount).toBe(1);
  });

  it('keeps to the works back-fill’s host rule, naming the platform and the field url', async () => {
    const me = await promoter('fill0002');
    const body = { promotionId: me.promotion.id, platformAccountId: me.douyin.id };
    expect((await api.post(FILL, { ...body, url: 'https://v.kuaishou.com/Jb8sQ2' }, me.token)).body).toEqual(
      errorBody(400, '这是快手链接，请填写抖音作品链接', 'VALIDATION_FAILED', 'url'),
    );
    const foreign = await api.post(FILL, { ...body, url: 'https://evil.example/x' }, me.token);
    expect(foreign.body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'url' });
    expect(foreign.body.msg).toMatch(/^请填写抖音作品链接（/);
  });

  it('answers someone else’s promotion, account or filter exactly like a missing one', async () => {
    const [me, other] = await Promise.all([promoter('fill0003'), promoter('fill0004')]);
    const url = 'https://v.douyin.com/iNotMine/';
    const missingPromotion = errorBody(404, '推广不存在', 'NOT_FOUND', 'promotionId');
    expect(
      (await api.post(FILL, { promotionId: other.promotion.id, platformAccountId: me.douyin.id, url }, me.token)).body,
    ).toEqual(missingPromotion);
    expect((await api.post(FILL, { promotionId: 999_999, platformAccountId: me.douyin.id, url }, me.token)).body).toEqual(
      missingPromotion,
    );
    const theirAccount = await api.post(
      FILL,
      { promotionId: me.promotion.id, platformAccountId: other.douyin.id, url },
      me.token,
    );
    const noAccount = await api.post(FILL, { promotionId: me.promotion.id, platformAccountId: 999_999, url }, me.token);
    expect(theirAccount.body).toEqual(noAccount.body);
    expect(theirAccount.status).toBe(404);
    expect((await api.get(LINKS, { promotionId: other.promotion.id }, me.token)).body).toEqual(missingPromotion);
    await api.post(FILL, { promotionId: other.promotion.id, platformAccountId: other.douyin.id, url }, other.token);
    expect((await api.get(LINKS, {}, me.token)).body.data.records).toEqual([]);
    expect((await api.get('/api/pan/promotion/page', {}, me.token)).body.data.records).toHaveLength(1);
  });

  it('holds one back-fill of a link when it is sent several times at the same moment', async () => {
    const me = await promoter('fill0005');
    const http = await live();
    const body = { promotionId: me.promotion.id, platformAccountId: me.douyin.id, url: 'https://v.douyin.com/iSamePan/' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => http.post(FILL, body, me.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.body).toEqual(errorBody(409, '该链接已回填过，请勿重复提交', 'LINK_ALREADY_FILLED', 'url'));
    }
    // The same link with another query string is the same link.
    const again = await api.post(FILL, { ...body, url: 'https://v.douyin.com/iSamePan?utm=1' }, me.token);
    expect(again.status).toBe(409);
    expect((await api.get(LINKS, {}, me.token)).body.data.records).toHaveLength(1);
  });
});

describe('GET /api/pan/resource/detail', () => {
  it('answers a resource with its drive, listed or not, and a missing one with 404', async () => {
    const res1 = await api.get('/api/pan/resource/detail', { id: res.hidden });
    expect(res1.body.data).toMatchObject({ id: res.hidden, title: '已下架资源', taskPlatformName: '夸克网盘', listed: false });
    expect((await api.get('/api/pan/resource/detail', { id: 999_999 })).body).toEqual(
      errorBody(404, '资源不存在或已删除', 'NOT_FOUND', 'id'),
    );
  });
});
