#!/usr/bin/env node
/**
 * Screenshot of one hash route at 390×844 (2×, touch) in Debian Chromium.
 *
 *   node scripts/screenshot.mjs [base-url] <hash-path> <out.png> [token] [--login] [--full-page] [--narrow]
 *
 * base-url defaults to http://127.0.0.1:3000 (or $SCREENSHOT_BASE_URL); hash-path is a route of the
 * route table such as `pages/my/my` or `/`. A token logs in as its owner; --login logs in as the demo
 * promoter through the API. Page errors and console errors are printed to stderr.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, MOBILE, hashUrl } from '../e2e/support/chromium.mjs';

// The keys of apps/web/src/lib/storage.ts: one fixed prefix, JSON values.
const STORAGE_PREFIX = 'tuike:';
const TOKEN_KEY = `${STORAGE_PREFIX}token`;
const USER_KEY = `${STORAGE_PREFIX}user`;

function parseArgs(argv) {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const rest = argv.filter((a) => !a.startsWith('--'));
  const base = /^https?:\/\//.test(rest[0] ?? '') ? rest.shift() : (process.env.SCREENSHOT_BASE_URL ?? 'http://127.0.0.1:3000');
  const [route, out, token] = rest;
  if (!route || !out) {
    console.error(
      'usage: node scripts/screenshot.mjs [base-url] <hash-path> <out.png> [token] [--login] [--full-page] [--narrow]',
    );
    process.exit(2);
  }
  return {
    base: base.replace(/\/+$/, ''),
    route,
    out,
    token,
    login: flags.has('--login'),
    fullPage: flags.has('--full-page'),
    narrow: flags.has('--narrow'),
  };
}

async function api(base, method, path, { body, token } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!json || json.code !== 200) throw new Error(`${method} ${path} → ${res.status} ${json?.msg ?? ''}`);
  return json.data;
}

/** The session to put in local storage: from the demo login, or the user that owns the given token. */
async function session(base, { token, login }) {
  const origin = new URL(base).origin;
  if (login) return api(origin, 'POST', '/api/user/login', { body: DEMO });
  if (!token) return null;
  const home = await api(origin, 'GET', '/api/user/home/data', { token });
  return { token, user: home.user };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const auth = await session(args.base, args);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    // --narrow: the smallest phone the app is checked on (320×640).
    const viewport = args.narrow ? { width: 320, height: 640 } : MOBILE.viewport;
    const context = await browser.newContext({ ...MOBILE, viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    if (auth) {
      await context.addInitScript(
        ([entries]) => {
          if (!location.protocol.startsWith('http')) return;
          for (const [k, v] of entries) localStorage.setItem(k, v);
        },
        [
          [
            [TOKEN_KEY, JSON.stringify(auth.token)],
            [USER_KEY, JSON.stringify(auth.user)],
          ],
        ],
      );
    }
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') console.error(`console.error: ${msg.text()}`);
    });
    await page.goto(hashUrl(args.base, args.route), { waitUntil: 'networkidle', timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    // Lets skeleton-to-content transitions and image decoding settle after the network is idle.
    await page.waitForTimeout(300);
    await page.screenshot({ path: args.out, fullPage: args.fullPage });
    console.log(`${args.out}  (${page.url()})`);
  } finally {
    await browser.close();
  }
}

await main();
