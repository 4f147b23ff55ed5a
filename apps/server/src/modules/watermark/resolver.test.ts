import type dns from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { SHARE_TEXTS, startWatermarkFixture, type WatermarkFixture } from '../../../test/watermark-fixture';
import { createWatermarkResolver, WATERMARK_MSG } from './resolver';
import { isPrivateAddress, publicOnlyLookup, UpstreamError, upstreamGet } from './upstream';

let fixture: WatermarkFixture;
beforeAll(async () => {
  fixture = await startWatermarkFixture();
});
afterAll(() => fixture.close());

const resolver = (options: Parameters<typeof createWatermarkResolver>[0] = {}) =>
  createWatermarkResolver({ fixtureOrigin: fixture.origin, timeoutMs: 1000, ...options });

/** The AppError a resolution fails with, as [status, errorCode, msg]. */
async function failure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const { status, errorCode, message } = err as AppError;
  return [status, errorCode, message];
}
const UNSUPPORTED = [400, 'WATERMARK_LINK_UNSUPPORTED', WATERMARK_MSG.unsupported];
const GONE = [404, 'WATERMARK_ITEM_GONE', WATERMARK_MSG.gone];
const UPSTREAM = [502, 'WATERMARK_UPSTREAM_FAILED', WATERMARK_MSG.upstream];
const TIMEOUT = [504, 'WATERMARK_UPSTREAM_TIMEOUT', WATERMARK_MSG.timeout];

describe('the resolver against the fixture platforms', () => {
  it('follows a Douyin short link to its share page, with a mobile user agent, and answers the clean video', async () => {
    const from = fixture.requests.length;
    const work = await resolver().resolve(SHARE_TEXTS.douyinVideo);
    expect(work).toMatchObject({
      platform: 'douyin',
      title: '凌晨三点的夜市，才是城市真正的样子 #夜市 #美食探店',
      author: { nickname: '夜市小王', uid: 'yeshi_xiaowang' },
      videoUrl: 'https://aweme.snssdk.com/aweme/v1/play/?video_id=v0200fg10000cl1a2b3c4d5e6f7g8h9i&ratio=720p&line=0',
    });
    const asked = fixture.requests.slice(from);
    expect(asked.map((r) => `${r.host}${r.url}`)).toEqual([
      'v.douyin.com/iRNBho6u/',
      'www.iesdouyin.com/share/video/7301234567890123456/',
    ]);
    expect(asked.every((r) => r.userAgent.includes('iPhone'))).toBe(true);
  });

  it('reads a Douyin image post from its note page', async () => {
    const work = await resolver().resolve(SHARE_TEXTS.douyinNote);
    expect(work.videoUrl).toBeNull();
    expect(work.images).toHaveLength(3);
  });

  it('falls back to iteminfo when the share page carries no data, and to slidesinfo after an empty iteminfo', async () => {
    expect(await resolver().resolve(SHARE_TEXTS.douyinApiOnly)).toMatchObject({ author: { nickname: '厨房老周' } });
    const from = fixture.requests.length;
    expect(await resolver().resolve(SHARE_TEXTS.douyinSlidesOnly)).toMatchObject({
      title: '一分钟学会糖醋排骨，酸甜不腻 #家常菜',
    });
    expect(fixture.requests.slice(from).map((r) => r.url.split('?')[0])).toEqual([
      '/share/video/7305678901234567890/',
      '/web/api/v2/aweme/iteminfo/',
      '/web/api/v2/aweme/slidesinfo/',
    ]);
  });

  it('follows a Kuaishou short link to its photo page (video and atlas)', async () => {
    expect(await resolver().resolve(SHARE_TEXTS.kuaishouVideo)).toMatchObject({
      platform: 'kuaishou',
      author: { nickname: '乡野阿强', uid: 'aqiang_xiangye' },
    });
    expect((await resolver().resolve(SHARE_TEXTS.kuaishouAtlas)).images).toHaveLength(4);
  });

  it('says deleted for an empty item list or a missing photo, and upstream failure for a captcha wall', async () => {
    expect(await failure(resolver().resolve(SHARE_TEXTS.douyinDeleted))).toEqual(GONE);
    expect(await failure(resolver().resolve(SHARE_TEXTS.kuaishouDeleted))).toEqual(GONE);
    expect(await failure(resolver().resolve(SHARE_TEXTS.kuaishouCaptcha))).toEqual(UPSTREAM);
  });

  it('says unsupported for a text without a platform link, or a platform page that is not a work', async () => {
    expect(await failure(resolver().resolve('今天天气不错'))).toEqual(UNSUPPORTED);
    expect(await failure(resolver().resolve('https://www.bilibili.com/video/BV1xx411c7mD'))).toEqual(UNSUPPORTED);
    fixture.routes.set('www.douyin.com/user/self', { body: '<html>个人主页</html>' });
    expect(await failure(resolver().resolve('https://www.douyin.com/user/self'))).toEqual(UNSUPPORTED);
    fixture.routes.set('www.kuaishou.com/profile/3xabc', { body: '<html>快手主页</html>' });
    expect(await failure(resolver().resolve('https://www.kuaishou.com/profile/3xabc'))).toEqual(UNSUPPORTED);
    fixture.routes.set('v.m.chenzhongtech.com/fw/photo/3xchanged0001', { body: '<html>改版后的页面</html>' });
    expect(await failure(resolver().resolve('https://v.m.chenzhongtech.com/fw/photo/3xchanged0001'))).toEqual(UPSTREAM);
  });

  it('gives up after too many redirects, on an upstream error status, on a slow answer and on a huge one', async () => {
    fixture.routes.set('v.douyin.com/loop1/', { redirect: 'https://v.douyin.com/loop2/' });
    fixture.routes.set('v.douyin.com/loop2/', { redirect: 'https://v.douyin.com/loop1/' });
    expect(await failure(resolver().resolve('https://v.douyin.com/loop1/'))).toEqual(UPSTREAM);
    fixture.routes.set('v.douyin.com/err500/', { status: 500, body: 'oops' });
    expect(await failure(resolver().resolve('https://v.douyin.com/err500/'))).toEqual(UPSTREAM);
    fixture.routes.set('v.douyin.com/slow/', { hang: true });
    expect(await failure(resolver({ timeoutMs: 200 }).resolve('https://v.douyin.com/slow/'))).toEqual(TIMEOUT);
    fixture.routes.set('v.douyin.com/huge/', { bytes: 5000 });
    expect(await failure(resolver({ maxBytes: 4096 }).resolve('https://v.douyin.com/huge/'))).toEqual(UPSTREAM);
  });
});

describe('request forgery', () => {
  it('never requests an address the user typed outside the two platforms', async () => {
    const from = fixture.requests.length;
    for (const link of [
      'http://127.0.0.1:8080/video/7301234567890123456',
      'http://localhost/video/7301234567890123456',
      'http://10.0.0.8/fw/photo/3xk9m2p4q6r8s2u',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/video/7301234567890123456',
      'https://douyin.com.evil.cn/video/7301234567890123456',
      'https://evil-douyin.com/video/7301234567890123456',
      'https://v.douyin.com:8443/iRNBho6u/',
      'https://user:pw@v.douyin.com/iRNBho6u/',
      'file:///etc/passwd',
    ])
      expect(await failure(resolver().resolve(`看看 ${link}`))).toEqual(UNSUPPORTED);
    expect(fixture.requests.slice(from)).toEqual([]);
  });

  it('checks every hop: a redirect from an allowed host to a private address is not followed', async () => {
    for (const [code, target] of [
      ['toLoopback', 'http://127.0.0.1:22/'],
      ['toMetadata', 'http://169.254.169.254/latest/meta-data/iam/'],
      ['toPrivate', 'http://10.1.2.3/admin'],
      ['toOther', 'https://example.com/video/7301234567890123456'],
    ]) {
      fixture.routes.set(`v.douyin.com/${code}/`, { redirect: target! });
      const from = fixture.requests.length;
      expect(await failure(resolver().resolve(`https://v.douyin.com/${code}/`))).toEqual(UPSTREAM);
      expect(fixture.requests.slice(from).map((r) => r.host)).toEqual(['v.douyin.com']);
    }
  });

  it('refuses at connect time an allowed name whose DNS answer is private', async () => {
    const lookup = ((_host: string, _options: unknown, callback: (err: null, list: dns.LookupAddress[]) => void) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof dns.lookup;
    // No fixture origin: the production path, with DNS answering loopback for v.douyin.com.
    const err = await upstreamGet(new URL('http://v.douyin.com/iRNBho6u/'), { timeoutMs: 1000, maxBytes: 1000, lookup }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).reason).toBe('private-address');
    expect(await failure(createWatermarkResolver({ lookup, timeoutMs: 1000 }).resolve('http://v.douyin.com/iRNBho6u/'))).toEqual(
      UPSTREAM,
    );
  });

  it('knows which addresses are private', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ])
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    for (const a of ['110.242.68.66', '2408:8756:2cfe::11', '::ffff:110.242.68.66'])
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  });

  it('fails the lookup when any answer of a name is private', async () => {
    const base = ((_h: string, _o: unknown, cb: (e: null, l: dns.LookupAddress[]) => void) =>
      cb(null, [
        { address: '110.242.68.66', family: 4 },
        { address: '10.0.0.2', family: 4 },
      ])) as unknown as typeof dns.lookup;
    const err = await new Promise((resolve) => publicOnlyLookup(base)('v.douyin.com', {}, (e) => resolve(e)));
    expect(String(err)).toContain('private-address');
  });
});
