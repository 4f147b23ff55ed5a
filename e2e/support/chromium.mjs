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

/** The operator console's two desktop sizes: the 1440×900 and a 1280×800 laptop. */
export const DESKTOP = { viewport: { width: 1440, height: 900 } };
export const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** The demo operators the seed creates (apps/server/src/seed/demo-operators.ts). */
export const DEMO_OPERATORS = {
  admin: { account: 'admin', password: 'Admin@123456' },
  operator: { account: 'operator', password: 'Operator@123456' },
  finance: { account: 'finance', password: 'Finance@123456' },
};
