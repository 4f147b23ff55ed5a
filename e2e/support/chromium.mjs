/** Debian's Chromium (never a downloaded browser) with the flags every headless run here uses, at the spec's phone size. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MOBILE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export const DEMO = { account: '13800000000', password: 'Demo@123456' };

/** The hash-router URL of a route-table path (`/`, `pages/my/my`, `#/login/login`). */
export function hashUrl(base, route) {
  return `${base.replace(/\/+$/, '')}/#/${route.replace(/^#?\/?/, '')}`;
}
