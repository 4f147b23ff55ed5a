import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeRequest } from '../../platform/bridge';
import { describeRequest, parseWorkerRequest, runWorkerRequest } from './call-worker';
import { updateOffer } from './update-offer';

const parse = (qs: string) => parseWorkerRequest(new URLSearchParams(qs));

describe('parseWorkerRequest', () => {
  it('reads each bridge method with its parameters', () => {
    expect(parse('method=saveImage&url=%2Fmedia%2Fqr.svg')).toEqual({ method: 'saveImage', url: '/media/qr.svg' });
    expect(parse('method=openApp&app=kuaishou')).toEqual({ method: 'openApp', app: 'kuaishou' });
    expect(parse('method=installApk')).toEqual({ method: 'installApk' });
    expect(parse('method=getAppVersion')).toEqual({ method: 'getAppVersion' });
  });

  it('ignores any package URL a link brings along', () => {
    expect(parse('method=installApk&url=https%3A%2F%2Fevil.example%2Fa.apk')).toEqual({ method: 'installApk' });
    expect(parse('method=installApk&url=%2F%2Fevil.example%2Fa.apk')).toEqual({ method: 'installApk' });
  });

  it('refuses unknown methods, unknown apps and unsafe or missing URLs', () => {
    expect(parse('')).toBeNull();
    expect(parse('method=deleteEverything')).toBeNull();
    expect(parse('method=openApp&app=taobao')).toBeNull();
    expect(parse('method=openApp&app=toString')).toBeNull();
    expect(parse('method=saveImage')).toBeNull();
    expect(parse('method=saveImage&url=javascript%3Aalert(1)')).toBeNull();
    expect(parse('method=saveImage&url=%2F%2Fevil.example%2Fa.png')).toBeNull();
  });

  it('names the request in plain words', () => {
    expect(describeRequest({ method: 'openApp', app: 'douyin' })).toBe('打开抖音');
    expect(describeRequest({ method: 'saveImage', url: '/x.png' })).toBe('保存图片到相册');
    expect(describeRequest({ method: 'installApk' })).toBe('下载安装新版本');
  });
});

describe('runWorkerRequest installApk', () => {
  /** An Android shell at version 1.0.60 that accepts every request, and the upgrade API's answer. */
  function android(latest: unknown) {
    const sent: BridgeRequest[] = [];
    window.TuikeAndroid = {
      getAppVersion: () => '1.0.60',
      postMessage: (json: string) => {
        const req = JSON.parse(json) as BridgeRequest;
        sent.push(req);
        queueMicrotask(() => window.__tuikeBridge!.reply({ id: req.id, ok: true }));
      },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: latest })));
    vi.stubGlobal('fetch', fetch);
    return { sent, fetch };
  }
  const release = (over: object = {}) => ({
    currentVersion: '1.0.63',
    url: '/download/tuikexing-1.0.63.apk',
    notes: '',
    force: false,
    ...over,
  });

  afterEach(() => {
    delete window.TuikeAndroid;
    vi.unstubAllGlobals();
  });

  it('installs only the package the upgrade API names for android', async () => {
    const { sent, fetch } = android(release());
    expect(await runWorkerRequest({ method: 'installApk' })).toEqual({
      ok: true,
      text: 'V1.0.63 安装包开始下载，请按提示完成安装',
    });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/upgrade/latestVersion?platform=android&version=1.0.60');
    expect(sent).toHaveLength(1);
    // The page has taken over this start's update, so the start-up dialog does not offer it again.
    expect(updateOffer.isHandled()).toBe(true);
    expect(sent[0]).toMatchObject({
      method: 'installApk',
      params: { url: new URL('/download/tuikexing-1.0.63.apk', location.href).href },
    });
  });

  it('says so, and installs nothing, when there is no newer release or no package', async () => {
    const cases: [unknown, boolean, string][] = [
      [null, false, '暂无可安装的新版本'],
      [release({ currentVersion: '1.0.60' }), true, '当前已是最新版本 V1.0.60，无需更新'],
      [release({ url: '' }), false, '新版本 V1.0.63 的安装包暂未提供，请稍后再试'],
      [release({ url: 'javascript:alert(1)' }), false, '新版本 V1.0.63 的安装包暂未提供，请稍后再试'],
    ];
    for (const [latest, ok, text] of cases) {
      const { sent } = android(latest);
      expect(await runWorkerRequest({ method: 'installApk' })).toEqual({ ok, text });
      expect(sent).toEqual([]);
    }
  });

  it('says so when the upgrade API cannot be reached', async () => {
    const { sent } = android(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await runWorkerRequest({ method: 'installApk' })).toEqual({ ok: false, text: '检查新版本失败，请稍后重试' });
    expect(sent).toEqual([]);
  });

  it('is refused outside the Android shell', async () => {
    expect(await runWorkerRequest({ method: 'installApk' })).toEqual({
      ok: false,
      text: '只有安卓版推客星 App 支持下载安装新版本',
    });
  });
});
