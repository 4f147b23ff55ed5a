import { expect, test } from '@playwright/test';
import { watchPageErrors } from './support/page-errors';

/**
 * A cold load paints the static shell before it asks for any of the app's files (index.html's loader,
 * apps/web/vite.config.ts): Lighthouse prices every request that finished before a paint as if it held that
 * paint. The app then starts under the document's real CSP, which allows the loader by its hash.
 */
for (const [name, hash] of [
  ['home', ''],
  ['短剧', '#/pages/shortPlay/shortPlay'],
] as const) {
  test(`${name}: the shell paints before the app's files are requested, then the app starts`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`/${hash}`);
    await expect(page.locator('nav.tab-bar')).toBeVisible();
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      assets: performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.startsWith('/assets/'))
        .map((r) => r.startTime),
    }));
    expect(timing.assets.length).toBeGreaterThan(0);
    expect(Math.min(...timing.assets)).toBeGreaterThan(timing.paint);
    expect(errors.take()).toEqual([]);
  });
}
