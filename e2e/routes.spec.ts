import { type Browser, expect, type Page, test as base } from '@playwright/test';
import { ROUTES, type RouteDef } from '../apps/web/src/app/route-table';
import { MOBILE } from './support/chromium.mjs';
import { openAndSettle, watchPageErrors } from './support/page-errors';
import { loginAsDemo, useSession } from './support/session';

/**
 * Opens every route of the route table as a deep link (a fresh document each time), as a visitor
 * and as the logged-in demo promoter, and fails on any page error. One page per worker and role
 * keeps 130 page loads well under a minute.
 */
type Tab = { page: Page; errors: ReturnType<typeof watchPageErrors> };

async function newTab(browser: Browser, baseURL: string): Promise<Tab & { close(): Promise<void> }> {
  const context = await browser.newContext({ ...MOBILE, baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page), close: () => context.close() };
}

const test = base.extend<object, { visitor: Tab; demo: Tab }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const tab = await newTab(browser, workerInfo.project.use.baseURL!);
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  demo: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const tab = await newTab(browser, baseURL);
      await useSession(tab.page.context(), await loginAsDemo(baseURL));
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
});

async function open(tab: Tab, def: RouteDef) {
  tab.errors.take();
  await openAndSettle(tab.page, `/#/${def.path}`);
}

/** The frame every page shows: the 50px tab bar on tab pages, a navigation bar with a title elsewhere. */
async function expectFrame(page: Page, def: RouteDef) {
  if (def.tab) {
    const tabBar = page.locator('nav.tab-bar');
    await expect(tabBar).toBeVisible();
    expect((await tabBar.boundingBox())?.height).toBeGreaterThanOrEqual(50);
  } else {
    await expect(page.locator('header.nav-bar')).toBeVisible();
    await expect(page.locator('h1.nav-bar-title')).not.toBeEmpty();
  }
}

test.describe('as a visitor', () => {
  for (const def of ROUTES) {
    test(`opens /${def.path}`, async ({ visitor }) => {
      await open(visitor, def);
      if (def.auth) {
        await expect(visitor.page).toHaveURL(/#\/login\/login\?redirect=/);
        expect(decodeURIComponent(new URL(visitor.page.url()).hash)).toContain(`redirect=/${def.path}`);
        await expect(visitor.page.locator('h1.nav-bar-title')).toHaveText('登录');
      } else {
        await expectFrame(visitor.page, def);
      }
      expect(visitor.errors.take()).toEqual([]);
    });
  }
});

test.describe('as the demo promoter', () => {
  for (const def of ROUTES) {
    test(`opens /${def.path}`, async ({ demo }) => {
      await open(demo, def);
      expect(new URL(demo.page.url()).hash).toBe(`#/${def.path}`);
      await expectFrame(demo.page, def);
      expect(demo.errors.take()).toEqual([]);
    });
  }
});
