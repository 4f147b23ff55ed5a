import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_OPERATORS, DESKTOP, LAPTOP } from '../e2e/support/chromium.mjs';
// Like scripts/screenshot-console.mjs, but waits for the page's content and its pictures (a loaded machine
// loads the lazy page chunk and the images after "network idle + 500 ms").
const base = 'http://127.0.0.1:3417';
const [, , path, out, as = 'operator', selector = '.ant-table-row, form', fullPage] = process.argv;
const res = await fetch(`${base}/admin-api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OPERATORS[as]) });
const token = (await res.json()).data.token;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
for (const [size, device] of [['1440x900', DESKTOP], ['1280x800', LAPTOP]]) {
  const context = await browser.newContext({ ...device, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript(([k, v]) => localStorage.setItem(k, v), ['tuike.console.token', token]);
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`pageerror: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && console.error(`console.error: ${msg.text()}`));
  await page.goto(`${base}/admin${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForSelector(selector, { timeout: 60_000 });
  await page.waitForFunction(() => [...document.images].every((i) => i.complete || i.getBoundingClientRect().top > innerHeight), null, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}-${size}.png`, fullPage: fullPage === 'full' });
  console.log(`${out}-${size}.png`);
  await context.close();
}
await browser.close();
