import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipLevels, watermarkUsage } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { SHARE_TEXTS, startWatermarkFixture, type WatermarkFixture } from '../../../test/watermark-fixture';
import { createWatermarkResolver, lookupWorkAuthor } from './index';
import { WATERMARK_MSG } from './resolver';

let fixture: WatermarkFixture;
let t: TestApp;
let api: ReturnType<typeof client>;

/** Level 0's quota and level 1's: every promoter here is at level 0 unless the test gives them 1. */
const QUOTAS: [number, number] = [5, 30];
const levels = ([base, vip]: [number, number]) => [
  {
    level: 0,
    name: '普通推客',
    minSettledIncome: null,
    minTeamSize: null,
    watermarkDailyQuota: base,
    rebateBps: null,
    priorityReview: false,
  },
  {
    level: 1,
    name: '青铜推客',
    minSettledIncome: 30_000,
    minTeamSize: 3,
    watermarkDailyQuota: vip,
    rebateBps: null,
    priorityReview: false,
  },
];

beforeAll(async () => {
  fixture = await startWatermarkFixture();
  t = await createTestApp({ watermark: createWatermarkResolver({ fixtureOrigin: fixture.origin, timeoutMs: 2000 }) });
  api = client(t);
  await t.db.delete(vipLevels);
  await t.db.insert(vipLevels).values(levels(QUOTAS));
});
afterAll(async () => {
  await t.close();
  await fixture.close();
});

const remove = (token: string | undefined, text: unknown) => api.post('/api/common/removeWatermark', { text }, token);
const quota = async (token: string) => (await api.get('/api/common/removeWatermark/quota', {}, token)).body.data;

describe('POST /api/common/removeWatermark', () => {
  it('answers the work of a Douyin share text and counts one of the day', async () => {
    const me = await createUser(t.db);
    expect(await quota(me.token)).toEqual({ limit: 5, remaining: 5 });
    const res = await remove(me.token, SHARE_TEXTS.douyinVideo);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      platform: 'douyin',
      platformLabel: '抖音',
      title: '凌晨三点的夜市，才是城市真正的样子 #夜市 #美食探店',
      author: { nickname: '夜市小王', uid: 'yeshi_xiaowang' },
      cover: 'https://p3-sign.douyinpic.com/tos-cn-p-0015/oQAbCdEfGh~c5_300x400.jpeg',
      kind: 'video',
      videoUrl: 'https://aweme.snssdk.com/aweme/v1/play/?video_id=v0200fg10000cl1a2b3c4d5e6f7g8h9i&ratio=720p&line=0',
      images: [],
      quota: { limit: 5, remaining: 4 },
    });
    expect(await quota(me.token)).toEqual({ limit: 5, remaining: 4 });
  });

  it('answers a Kuaishou image post as images', async () => {
    const me = await createUser(t.db);
    const res = await remove(me.token, SHARE_TEXTS.kuaishouAtlas);
    expect(res.body.data).toMatchObject({ platform: 'kuaishou', platformLabel: '快手', kind: 'images', videoUrl: null });
    expect(res.body.data.images).toHaveLength(4);
  });

  it('says what went wrong, and a failed try costs nothing', async () => {
    const me = await createUser(t.db);
    expect((await remove(me.token, '今天天气不错')).body).toEqual(
      errorBody(400, WATERMARK_MSG.unsupported, 'WATERMARK_LINK_UNSUPPORTED', 'text'),
    );
    expect((await remove(me.token, 'http://127.0.0.1:3000/api/user/info')).body).toEqual(
      errorBody(400, WATERMARK_MSG.unsupported, 'WATERMARK_LINK_UNSUPPORTED', 'text'),
    );
    expect((await remove(me.token, SHARE_TEXTS.douyinDeleted)).body).toEqual(
      errorBody(404, WATERMARK_MSG.gone, 'WATERMARK_ITEM_GONE', 'text'),
    );
    expect((await remove(me.token, SHARE_TEXTS.kuaishouCaptcha)).body).toEqual(
      errorBody(502, WATERMARK_MSG.upstream, 'WATERMARK_UPSTREAM_FAILED'),
    );
    expect((await remove(me.token, '  ')).body).toEqual(
      errorBody(400, 'text：请粘贴分享文案或链接', 'VALIDATION_FAILED', 'text'),
    );
    expect(await quota(me.token)).toEqual({ limit: 5, remaining: 5 });
  });

  it('needs a login', async () => {
    expect((await remove(undefined, SHARE_TEXTS.douyinVideo)).status).toBe(401);
    expect((await api.get('/api/common/removeWatermark/quota')).status).toBe(401);
  });

  it("counts each promoter's day apart, and refuses past the quota", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await remove(me.token, SHARE_TEXTS.kuaishouVideo)).status).toBe(200);
    expect((await remove(me.token, SHARE_TEXTS.kuaishouVideo)).body).toEqual(
      errorBody(429, '今日去水印次数已用完（每日 5 次），明天再来吧', 'WATERMARK_DAILY_LIMIT'),
    );
    expect(await quota(me.token)).toEqual({ limit: 5, remaining: 0 });
    expect(await quota(other.token)).toEqual({ limit: 5, remaining: 5 });
    expect((await remove(other.token, SHARE_TEXTS.kuaishouVideo)).body.data.quota).toEqual({ limit: 5, remaining: 4 });

    // The next operator day starts afresh.
    t.clock.advance(24 * 3600_000);
    expect(await quota(me.token)).toEqual({ limit: 5, remaining: 5 });
  });

  it("takes the limit from the promoter's VIP level, and an operator's change of it from the next request", async () => {
    const me = await createUser(t.db);
    const vip = await createUser(t.db, { vipLevel: 1 });
    expect(await quota(me.token)).toEqual({ limit: 5, remaining: 5 });
    expect(await quota(vip.token)).toEqual({ limit: 30, remaining: 30 });
    expect((await remove(vip.token, SHARE_TEXTS.douyinVideo)).body.data.quota).toEqual({ limit: 30, remaining: 29 });

    const { token: admin } = await createOperator(t, 'admin');
    const save = (quotas: [number, number]) =>
      api.post('/admin-api/vip/levels/save', { incomePeriodDays: 30, levels: levels(quotas) }, admin);
    try {
      expect((await save([0, 12])).status).toBe(200);
      expect(await quota(me.token)).toEqual({ limit: 0, remaining: 0 });
      expect(await quota(vip.token)).toEqual({ limit: 12, remaining: 11 });
      // A level that grants none refuses before asking the platform, and counts nothing.
      expect((await remove(me.token, SHARE_TEXTS.douyinVideo)).body).toEqual(
        errorBody(429, '当前 VIP 等级没有去水印次数，升级等级后即可使用', 'WATERMARK_DAILY_LIMIT'),
      );
      const [row] = await t.db.select().from(watermarkUsage).where(eq(watermarkUsage.userId, me.user.id));
      expect(row).toBeUndefined();
    } finally {
      expect((await save(QUOTAS)).status).toBe(200);
    }
  });

  it('lets exactly the quota through when 20 requests come at once', async () => {
    const http = httpClient(await t.listen());
    const me = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => http.post('/api/common/removeWatermark', { text: SHARE_TEXTS.douyinVideo }, me.token)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    expect(
      answers
        .map((a) => a.body.data?.quota.remaining)
        .filter((r) => r !== undefined)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    const [row] = await t.db.select().from(watermarkUsage).where(eq(watermarkUsage.userId, me.user.id));
    expect(row?.used).toBe(5);
  });
});

describe('lookupWorkAuthor', () => {
  it("reads a work's platform and author UID, null when it cannot tell", async () => {
    expect(await lookupWorkAuthor(SHARE_TEXTS.douyinVideo, t.app.deps.watermark)).toEqual({
      platform: 'douyin',
      authorUid: 'yeshi_xiaowang',
    });
    expect(await lookupWorkAuthor(SHARE_TEXTS.kuaishouVideo, t.app.deps.watermark)).toEqual({
      platform: 'kuaishou',
      authorUid: 'aqiang_xiangye',
    });
    expect(await lookupWorkAuthor(SHARE_TEXTS.douyinDeleted, t.app.deps.watermark)).toBeNull();
    expect(await lookupWorkAuthor('http://10.0.0.1/video/1', t.app.deps.watermark)).toBeNull();
  });
});
