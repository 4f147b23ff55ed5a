#!/usr/bin/env node
/**
 * Screenshots of one operator-console page at both desktop sizes (1440×900 and 1280×800) in Debian
 * Chromium, for looking at a page the way an operator sees it.
 *
 *   node scripts/screenshot-console.mjs [base-url] <path> <out-prefix> [--as admin|operator|finance] [--full-page]
 *
 * base-url defaults to http://127.0.0.1:3000 (or $SCREENSHOT_BASE_URL); path is below /admin/
 * (`/audit`, `/login`, `/audit?action=x`); the files are `<out-prefix>-1440x900.png` and
 * `<out-prefix>-1280x800.png`. `--as` logs in as that demo operator through the API first; without
 * it the page opens with no session (the login page, or the guard sending there). Page errors and
 * console errors are printed to stderr.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_OPERATORS, DESKTOP, LAPTOP } from '../e2e/support/chromium.mjs';

// apps/console/src/lib/session.ts
const TOKEN_KEY = 'tuike.console.token';

function parseArgs(argv) {
  const flags = argv.filter((a) => a.startsWith('--'));
  const rest = [];
  let as = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--as') as = argv[++i];
    else if (!argv[i].startsWith('--')) rest.push(argv[i]);
  }
  const base = /^https?:\/\//.test(rest[0] ?? '') ? rest.shift() : (process.env.SCREENSHOT_BASE_URL ?? 'http://127.0.0.1:3000');
  const [path, out] = rest;
  if (!path || !out || (as !== null && !DEMO_OPERATORS[as])) {
    console.error(
      'usage: node scripts/screenshot-console.mjs [base-url] <path> <out-prefix> [--as admin|operator|finance] [--full-page]',
    );
    process.exit(2);
  }
  return {
    base: base.replace(/\/+$/, ''),
    path: path.startsWith('/') ? path : `/${path}`,
    out,
    as,
    fullPage: flags.includes('--full-page'),
  };
}

async function login(base, who) {
  const res = await fetch(`${base}/admin-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OPERATORS[who]),
  });
  const json = await res.json().catch(() => null);
  if (json?.code !== 200) throw new Error(`login as ${who} → ${res.status} ${json?.msg ?? ''}`);
  return json.data.token;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const token = args.as ? await login(args.base, args.as) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const [size, device] of [
      ['1440x900', DESKTOP],
      ['1280x800', LAPTOP],
    ]) {
      const context = await browser.newContext({ ...device, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      if (token)
        await context.addInitScript(
          ([key, value]) => {
            if (location.protocol.startsWith('http')) localStorage.setItem(key, value);
          },
          [TOKEN_KEY, token],
        );
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') console.error(`console.error: ${msg.text()}`);
      });
      await page.goto(`${args.base}/admin${args.path}`, { waitUntil: 'networkidle', timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      // Lets skeleton-to-content transitions and antd's motion settle after the network is idle.
      await page.waitForTimeout(500);
      const file = `${args.out}-${size}.png`;
      await page.screenshot({ path: file, fullPage: args.fullPage });
      console.log(`${file}  (${page.url()})`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
