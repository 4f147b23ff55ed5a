import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { createBanner } from '../../../test/factories';
import { writeSetting } from './settings';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
// Public settings are cached for a second (PUBLIC_READ_CACHE): each test reads after the operator's change shows.
beforeEach(() => t.clock.advance(1001));

describe('GET /dev/config/Enums/*', () => {
  it('answers UserPromotionResourceTypeEnum as [{value, label}]', async () => {
    const res = await api.get('/dev/config/Enums/UserPromotionResourceTypeEnum');
    expect(res.body).toEqual({
      code: 200,
      msg: 'ok',
      data: [
        { value: 1, label: '短剧' },
        { value: 2, label: '小说' },
        { value: 3, label: '网盘资源' },
        { value: 9, label: '其他' },
      ],
    });
  });

  it('answers UserPromotionMethodEnum as [{value, label}]', async () => {
    const res = await api.get('/dev/config/Enums/UserPromotionMethodEnum');
    expect(res.body.data).toEqual([
      { value: 1, label: '短视频' },
      { value: 2, label: '图文' },
      { value: 3, label: '直播' },
      { value: 4, label: '文字口令' },
    ]);
  });

  it('answers UserPromotionWayEnum as [{value, label}]', async () => {
    const res = await api.get('/dev/config/Enums/UserPromotionWayEnum');
    expect(res.body.data).toEqual([
      { value: 1, label: '抖音' },
      { value: 2, label: '快手' },
      { value: 3, label: '微信视频号' },
      { value: 4, label: '小红书' },
      { value: 9, label: '其他' },
    ]);
  });
});

describe('GET /dev/config/GetAppSetting', () => {
  it('carries withdrawalServiceFeeRate 0.06 and the spec config version before the operator saves anything', async () => {
    const res = await api.get('/dev/config/GetAppSetting');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      withdrawalServiceFeeRate: 0.06,
      minWithdrawal: 1000,
      maxMonthlyWithdrawal: 8_000_000,
      withdrawalDays: [],
      configVersion: '1.0.43',
      webviewHosts: ['douyin.com', 'iesdouyin.com', 'kuaishou.com', 'qq.com', 'xiaohongshu.com'],
    });
  });

  it("answers the operator's saved values", async () => {
    await writeSetting(t.db, 'app', {
      withdrawalServiceFeeBps: 800,
      minWithdrawal: 2000,
      taxWithholding: false,
      maxMonthlyWithdrawal: 5_000_000,
      withdrawalDays: [10, 20],
      configVersion: '1.0.43',
      webviewHosts: ['douyin.com'],
    });
    const res = await api.get('/dev/config/GetAppSetting');
    expect(res.body.data).toMatchObject({ withdrawalServiceFeeRate: 0.08, minWithdrawal: 2000, withdrawalDays: [10, 20] });
    await t.db.delete(settings);
  });

  it('falls back to the defaults when the stored value is broken', async () => {
    await t.db.insert(settings).values({ key: 'app', value: { withdrawalServiceFeeBps: 'lots' } });
    const res = await api.get('/dev/config/GetAppSetting');
    expect(res.body.data.withdrawalServiceFeeRate).toBe(0.06);
    await t.db.delete(settings);
  });
});

describe('app setting webviewHosts', () => {
  const base = {
    withdrawalServiceFeeBps: 600,
    minWithdrawal: 1000,
    maxMonthlyWithdrawal: 8_000_000,
    withdrawalDays: [],
    taxWithholding: false,
    configVersion: '1.0.43',
  };

  it("answers the operator's allow-list, trimmed and lower-cased", async () => {
    await writeSetting(t.db, 'app', { ...base, webviewHosts: [' Tuikexing.CN ', 'v.douyin.com'] });
    const res = await api.get('/dev/config/GetAppSetting');
    expect(res.body.data.webviewHosts).toEqual(['tuikexing.cn', 'v.douyin.com']);
    await t.db.delete(settings);
  });

  it('refuses entries that are not hostnames when the operator saves', async () => {
    for (const host of ['https://douyin.com', 'douyin.com/path', '*.douyin.com', 'douyin.com:443', '127.0.0.1', 'localhost', ''])
      await expect(writeSetting(t.db, 'app', { ...base, webviewHosts: [host] })).rejects.toThrow('不是有效的域名');
  });

  it('answers the default list when the stored list is broken, keeping the other fields', async () => {
    await t.db.insert(settings).values({ key: 'app', value: { ...base, minWithdrawal: 3000, webviewHosts: ['evil.cn/x'] } });
    const res = await api.get('/dev/config/GetAppSetting');
    expect(res.body.data.webviewHosts).toEqual(['douyin.com', 'iesdouyin.com', 'kuaishou.com', 'qq.com', 'xiaohongshu.com']);
    expect(res.body.data.minWithdrawal).toBe(3000);
    await t.db.delete(settings);
  });
});

describe('GET /dev/config/GetCustomerSetting', () => {
  it('answers the customer-service contact', async () => {
    await writeSetting(t.db, 'customer', {
      wechat: 'kefu01',
      qrCode: '/media/qr.svg',
      serviceHours: '9:00-18:00',
      phone: '400-000-0000',
    });
    const res = await api.get('/dev/config/GetCustomerSetting');
    expect(res.body).toEqual({
      code: 200,
      msg: 'ok',
      data: { wechat: 'kefu01', qrCode: '/media/qr.svg', serviceHours: '9:00-18:00', phone: '400-000-0000' },
    });
    await t.db.delete(settings);
  });
});

describe('GET /dev/config/GetIndexBannerList', () => {
  it('answers the enabled banners in the operator order', async () => {
    await createBanner(t.db, { title: '第二', sort: 2, linkType: 'url', link: 'https://example.com/a' });
    await createBanner(t.db, { title: '第一', sort: 1, linkType: 'route', link: 'pages/shortPlay/shortPlay' });
    await createBanner(t.db, { title: '停用', sort: 0, enabled: false });
    const res = await api.get('/dev/config/GetIndexBannerList');
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { title: string }) => b.title)).toEqual(['第一', '第二']);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      title: '第一',
      image: '/media/banner.svg',
      linkType: 'route',
      link: 'pages/shortPlay/shortPlay',
    });
  });
});
