import { VERSION_PATTERN } from '@tuike/contract/version';
import { detectPlatform } from '../lib/runtime-env';

/**
 * The one place that talks to a native shell (docs/BRIDGE.md is the contract). Every method
 * works everywhere: in the Android / iOS shell it asks the shell; elsewhere it falls back to what
 * a web page can do, or says that it cannot. Callers turn the outcome into messages (actions.ts).
 */

export type BridgeMethod = 'saveImage' | 'openApp' | 'getAppVersion' | 'installApk';
export interface BridgeRequest {
  id: string;
  method: BridgeMethod;
  params: Record<string, string>;
}
export interface BridgeReply {
  id: string;
  ok: boolean;
  data?: unknown;
  /** `download`, `save`, `notInstalled`, `unsupported`, or anything else the shell reports. */
  error?: string;
}

export const APPS = {
  douyin: { name: '抖音', scheme: 'snssdk1128://' },
  kuaishou: { name: '快手', scheme: 'kwai://' },
  weixin: { name: '微信', scheme: 'weixin://' },
} as const;
export type AppId = keyof typeof APPS;

declare global {
  interface Window {
    /** The shells answer a request by calling `__tuikeBridge.reply(reply)` with its id. */
    __tuikeBridge?: { reply(reply: BridgeReply | string): void };
    /** The WeChat JS-SDK, present when the mini-program web-view page loaded it. */
    wx?: { miniProgram?: { navigateTo(options: { url: string }): void } };
  }
}

export const BRIDGE_TIMEOUT_MS = 30_000;
/** The mini-program page that performs a request for the web-view (see docs/BRIDGE.md). */
export const MINI_PROGRAM_BRIDGE_PAGE = '/pages/bridge/bridge';

const waiting = new Map<string, (reply: BridgeReply) => void>();
let seq = 0;

function installReceiver(w: Window) {
  if (w.__tuikeBridge) return;
  w.__tuikeBridge = {
    reply(raw) {
      const reply = typeof raw === 'string' ? (JSON.parse(raw) as BridgeReply) : raw;
      waiting.get(reply.id)?.(reply);
    },
  };
}

/** True inside the Android or iOS shell, the only places `callNative` can reach. */
export const hasNativeShell = (w: Window = window) => ['android', 'ios'].includes(detectPlatform(w));

/** Sends one request to the shell; a missing shell or no answer in time is a failed reply. */
export function callNative(w: Window, method: BridgeMethod, params: Record<string, string> = {}, timeoutMs = BRIDGE_TIMEOUT_MS) {
  const id = `b${Date.now().toString(36)}${++seq}`;
  const request: BridgeRequest = { id, method, params };
  installReceiver(w);
  return new Promise<BridgeReply>((resolve) => {
    const finish = (reply: BridgeReply) => {
      w.clearTimeout(timer);
      waiting.delete(id);
      resolve(reply);
    };
    const timer = w.setTimeout(() => finish({ id, ok: false, error: 'timeout' }), timeoutMs);
    waiting.set(id, finish);
    const platform = detectPlatform(w);
    if (platform === 'android' && w.TuikeAndroid) w.TuikeAndroid.postMessage(JSON.stringify(request));
    else if (platform === 'ios' && w.webkit?.messageHandlers?.tuike) w.webkit.messageHandlers.tuike.postMessage(request);
    else finish({ id, ok: false, error: 'unsupported' });
  });
}

const absolute = (w: Window, url: string) => new URL(url, w.location.href).href;
const isWeChatBrowser = (w: Window) => /MicroMessenger/i.test(w.navigator.userAgent);

/** How an image can be saved here: by the shell, by the mini-program, as a browser download, or not at all. */
export function saveImageRoute(w: Window = window): 'native' | 'miniProgram' | 'download' | 'none' {
  const platform = detectPlatform(w);
  if (platform === 'android' || platform === 'ios') return 'native';
  if (platform === 'mp-weixin') return w.wx?.miniProgram ? 'miniProgram' : 'none';
  // WeChat's in-app browser swallows downloads; the user has to long-press the image instead.
  return isWeChatBrowser(w) ? 'none' : 'download';
}

export type SaveImageResult = 'saved' | 'downloaded' | 'handedOver' | 'downloadFailed' | 'saveFailed' | 'unsupported';

/** `name`: the downloaded file's name, for an image drawn in the app (a data: URL has no path to take it from). */
export async function saveImage(url: string, w: Window = window, name?: string): Promise<SaveImageResult> {
  const route = saveImageRoute(w);
  if (route === 'none') return 'unsupported';
  // The mini-program page downloads by URL; an image drawn here has none it could fetch.
  if (route === 'miniProgram' && url.startsWith('data:')) return 'unsupported';
  if (route === 'miniProgram') {
    w.wx!.miniProgram!.navigateTo({
      url: `${MINI_PROGRAM_BRIDGE_PAGE}?method=saveImage&url=${encodeURIComponent(absolute(w, url))}`,
    });
    return 'handedOver';
  }
  if (route === 'native') {
    const reply = await callNative(w, 'saveImage', { url: absolute(w, url) });
    if (reply.ok) return 'saved';
    if (reply.error === 'unsupported') return 'unsupported';
    return reply.error === 'download' ? 'downloadFailed' : 'saveFailed';
  }
  // An image drawn here is already in the page: the link takes it as it is (the CSP lets no fetch read a data: URL).
  const drawn = url.startsWith('data:');
  try {
    let href = url;
    if (!drawn) {
      const res = await w.fetch(url);
      if (!res.ok) return 'downloadFailed';
      href = URL.createObjectURL(await res.blob());
    }
    const a = w.document.createElement('a');
    a.href = href;
    a.download = name ?? (new URL(url, w.location.href).pathname.split('/').pop() || 'image');
    a.click();
    if (!drawn) w.setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return 'downloaded';
  } catch {
    return 'downloadFailed';
  }
}

/** How long a page waits to be hidden after asking the browser to open an app by its URL scheme. */
export const OPEN_APP_WAIT_MS = 2_000;

export async function openApp(app: AppId, w: Window = window): Promise<'opened' | 'notInstalled' | 'unsupported'> {
  const platform = detectPlatform(w);
  if (platform === 'mp-weixin') return 'unsupported';
  if (platform === 'android' || platform === 'ios') {
    const reply = await callNative(w, 'openApp', { app });
    if (reply.ok) return 'opened';
    return reply.error === 'unsupported' ? 'unsupported' : 'notInstalled';
  }
  // A browser cannot ask whether an app is installed: try its scheme and see whether the page went away.
  return new Promise((resolve) => {
    const onHide = () => {
      if (!w.document.hidden) return;
      w.clearTimeout(timer);
      w.document.removeEventListener('visibilitychange', onHide);
      resolve('opened');
    };
    const timer = w.setTimeout(() => {
      w.document.removeEventListener('visibilitychange', onHide);
      resolve('notInstalled');
    }, OPEN_APP_WAIT_MS);
    w.document.addEventListener('visibilitychange', onHide);
    w.location.href = APPS[app].scheme;
  });
}

/** The shell's version; null outside the Android / iOS shell or when it does not say. */
export async function getAppVersion(w: Window = window): Promise<string | null> {
  if (!hasNativeShell(w)) return null;
  const sync = detectPlatform(w) === 'android' ? w.TuikeAndroid?.getAppVersion?.() : undefined;
  const version = sync ?? (await callNative(w, 'getAppVersion', {}, 3_000)).data;
  return typeof version === 'string' && VERSION_PATTERN.test(version) ? version : null;
}

/** The Android shell downloads and installs the apk; anywhere else the browser downloads it. */
export async function installApk(url: string, w: Window = window): Promise<'started' | 'failed'> {
  if (detectPlatform(w) !== 'android') {
    w.location.href = absolute(w, url);
    return 'started';
  }
  const reply = await callNative(w, 'installApk', { url: absolute(w, url) });
  return reply.ok ? 'started' : 'failed';
}
