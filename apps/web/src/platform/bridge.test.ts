import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BridgeReply,
  type BridgeRequest,
  getAppVersion,
  installApk,
  openApp,
  OPEN_APP_WAIT_MS,
  saveImage,
  saveImageRoute,
} from './bridge';

/** A stand-in window: only what the bridge reads, so each test picks the environment it runs in. */
function fakeWindow(extra: Record<string, unknown> = {}, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile') {
  const listeners = new Set<() => void>();
  const document = {
    hidden: false,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    createElement: () => ({ click: vi.fn() }),
  };
  const w = {
    navigator: { userAgent },
    location: { href: 'https://app.example.com/#/my/kefu' },
    document,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    ...extra,
  };
  const hide = () => {
    document.hidden = true;
    listeners.forEach((fn) => fn());
  };
  return { w: w as unknown as Window, hide };
}

/** An Android shell that answers every request with `answer`. */
function androidShell(answer: (req: BridgeRequest) => Omit<BridgeReply, 'id'>, extra: Record<string, unknown> = {}) {
  const sent: BridgeRequest[] = [];
  const shell = { postMessage: vi.fn() };
  const { w } = fakeWindow({ TuikeAndroid: shell, ...extra });
  shell.postMessage.mockImplementation((json: string) => {
    const req = JSON.parse(json) as BridgeRequest;
    sent.push(req);
    queueMicrotask(() => w.__tuikeBridge!.reply(JSON.stringify({ id: req.id, ...answer(req) })));
  });
  return { w, sent };
}

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.useRealTimers());

describe('saveImage', () => {
  it('asks the Android shell with an absolute URL and reports the outcome', async () => {
    const { w, sent } = androidShell(() => ({ ok: true }));
    expect(await saveImage('/media/qr.svg', w)).toBe('saved');
    expect(sent[0]).toMatchObject({ method: 'saveImage', params: { url: 'https://app.example.com/media/qr.svg' } });

    expect(await saveImage('/media/qr.svg', androidShell(() => ({ ok: false, error: 'download' })).w)).toBe('downloadFailed');
    expect(await saveImage('/media/qr.svg', androidShell(() => ({ ok: false, error: 'permission' })).w)).toBe('saveFailed');
    expect(await saveImage('/media/qr.svg', androidShell(() => ({ ok: false, error: 'unsupported' })).w)).toBe('unsupported');
  });

  it('posts to the iOS message handler', async () => {
    const tuike = { postMessage: vi.fn() };
    const { w } = fakeWindow({ webkit: { messageHandlers: { tuike } } }, 'Mozilla/5.0 (iPhone) AppleWebKit');
    tuike.postMessage.mockImplementation((req: BridgeRequest) =>
      queueMicrotask(() => w.__tuikeBridge!.reply({ id: req.id, ok: true })),
    );
    expect(await saveImage('https://cdn.example.com/a.png', w)).toBe('saved');
    expect(tuike.postMessage.mock.calls[0]?.[0]).toMatchObject({
      method: 'saveImage',
      params: { url: 'https://cdn.example.com/a.png' },
    });
  });

  it('fails the save when the shell never answers', async () => {
    vi.useFakeTimers();
    const { w } = fakeWindow({ TuikeAndroid: { postMessage: vi.fn() } });
    const result = saveImage('/media/qr.svg', w);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await result).toBe('saveFailed');
  });

  it('hands the request to the mini-program page when the JS-SDK is there, else it is unsupported', async () => {
    const navigateTo = vi.fn();
    const { w } = fakeWindow({ __wxjs_environment: 'miniprogram', wx: { miniProgram: { navigateTo } } });
    expect(await saveImage('/media/qr.svg', w)).toBe('handedOver');
    expect(navigateTo).toHaveBeenCalledWith({
      url: '/pages/bridge/bridge?method=saveImage&url=https%3A%2F%2Fapp.example.com%2Fmedia%2Fqr.svg',
    });
    expect(saveImageRoute(fakeWindow({ __wxjs_environment: 'miniprogram' }).w)).toBe('none');
  });

  it('is unsupported in the WeChat in-app browser and a download in a plain browser', async () => {
    expect(await saveImage('/media/qr.svg', fakeWindow({}, 'Mozilla/5.0 MicroMessenger/8.0').w)).toBe('unsupported');
    const failing = fakeWindow({ fetch: vi.fn(async () => new Response('', { status: 404 })) });
    expect(await saveImage('/media/qr.svg', failing.w)).toBe('downloadFailed');
    expect(saveImageRoute(fakeWindow().w)).toBe('download');
  });

  it('downloads an image drawn in the app under the name given; the mini-program page cannot fetch one', async () => {
    const link = { click: vi.fn(), href: '', download: '' };
    const fetch = vi.fn();
    const { w } = fakeWindow({ fetch });
    (w.document as unknown as { createElement: () => typeof link }).createElement = () => link;
    expect(await saveImage('data:image/png;base64,iVBORw0KGgo=', w, 'tuike-invite-K7M2QX.png')).toBe('downloaded');
    expect(link).toMatchObject({ href: 'data:image/png;base64,iVBORw0KGgo=', download: 'tuike-invite-K7M2QX.png' });
    expect(fetch).not.toHaveBeenCalled();
    expect(link.click).toHaveBeenCalledOnce();
    const navigateTo = vi.fn();
    const mp = fakeWindow({ __wxjs_environment: 'miniprogram', wx: { miniProgram: { navigateTo } } });
    expect(await saveImage('data:image/png;base64,iVBORw0KGgo=', mp.w)).toBe('unsupported');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('openApp', () => {
  it('asks the shell and reports a missing app', async () => {
    const { w, sent } = androidShell(() => ({ ok: false, error: 'notInstalled' }));
    expect(await openApp('douyin', w)).toBe('notInstalled');
    expect(sent[0]).toMatchObject({ method: 'openApp', params: { app: 'douyin' } });
    expect(await openApp('weixin', androidShell(() => ({ ok: true })).w)).toBe('opened');
  });

  it('tries the URL scheme in a browser: opened when the page goes away, missing when it stays', async () => {
    vi.useFakeTimers();
    const stays = fakeWindow();
    const missing = openApp('kuaishou', stays.w);
    expect(stays.w.location.href).toBe('kwai://');
    await vi.advanceTimersByTimeAsync(OPEN_APP_WAIT_MS);
    expect(await missing).toBe('notInstalled');

    const leaves = fakeWindow();
    const opened = openApp('douyin', leaves.w);
    leaves.hide();
    expect(await opened).toBe('opened');
  });

  it('is unsupported in the mini-program', async () => {
    expect(await openApp('weixin', fakeWindow({ __wxjs_environment: 'miniprogram' }).w)).toBe('unsupported');
  });
});

describe('getAppVersion and installApk', () => {
  it('reads the Android version synchronously when the shell offers it, and asks iOS', async () => {
    expect(await getAppVersion(fakeWindow({ TuikeAndroid: { postMessage: vi.fn(), getAppVersion: () => '1.0.70' } }).w)).toBe(
      '1.0.70',
    );
    const tuike = { postMessage: vi.fn() };
    const ios = fakeWindow({ webkit: { messageHandlers: { tuike } } });
    tuike.postMessage.mockImplementation((req: BridgeRequest) =>
      queueMicrotask(() => ios.w.__tuikeBridge!.reply({ id: req.id, ok: true, data: '2.1.0' })),
    );
    expect(await getAppVersion(ios.w)).toBe('2.1.0');
  });

  it('has no app version outside a shell, and ignores a malformed one', async () => {
    expect(await getAppVersion(fakeWindow().w)).toBeNull();
    expect(await getAppVersion(fakeWindow({ TuikeAndroid: { postMessage: vi.fn(), getAppVersion: () => 'dev' } }).w)).toBeNull();
  });

  it('installs through the Android shell and downloads in a browser', async () => {
    const { w, sent } = androidShell(() => ({ ok: true }));
    expect(await installApk('/download/app-1.0.64.apk', w)).toBe('started');
    expect(sent[0]).toMatchObject({ method: 'installApk', params: { url: 'https://app.example.com/download/app-1.0.64.apk' } });
    const browser = fakeWindow();
    expect(await installApk('/download/app-1.0.64.apk', browser.w)).toBe('started');
    expect(browser.w.location.href).toBe('https://app.example.com/download/app-1.0.64.apk');
  });
});
