import type { Platform } from '@tuike/contract/constants';

declare global {
  interface Window {
    __wxjs_environment?: string;
    /** Injected by the Android shell (addJavascriptInterface). */
    TuikeAndroid?: { postMessage(json: string): void; getAppVersion?(): string };
    webkit?: { messageHandlers?: { tuike?: { postMessage(message: unknown): void } } };
  }
}

/**
 * Where the app runs. The WeChat mini-program web-view sets `__wxjs_environment` (or says
 * "miniProgram" in the user agent); the native shells announce themselves through their bridge.
 */
export function detectPlatform(w: Window = window): Platform {
  const ua = w.navigator.userAgent;
  if (w.__wxjs_environment === 'miniprogram' || /miniProgram/i.test(ua)) return 'mp-weixin';
  if (w.TuikeAndroid) return 'android';
  if (w.webkit?.messageHandlers?.tuike) return 'ios';
  return 'h5';
}

export const isMiniProgram = () => detectPlatform() === 'mp-weixin';

/** The device OS for the request header, independent of the shell. */
export function deviceOs(ua: string = navigator.userAgent): 'android' | 'ios' | 'other' {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  return 'other';
}
