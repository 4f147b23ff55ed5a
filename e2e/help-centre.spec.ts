import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed';
import { contentService } from '../apps/server/src/modules/content/service';
import { createMediaStorage } from '../apps/server/src/modules/media';
import { MOBILE } from './support/chromium.mjs';
import { loginAsDemo, useSession } from './support/session';

/**
 * Operator HTML carrying script, an onerror handler and javascript: URLs must never run. The
 * payload is stored through the same save the operator console uses (contentService, which
 * sanitises) into the test's own in-memory database and server; a second test hands the raw
 * payload straight to the page, so the client's DOMPurify pass is proven on its own.
 * CSP is bypassed so that a payload that got through would really run and be caught.
 */
const PAYLOAD = [
  '<p>正文开始</p>',
  '<script>window.__xss = "script"; alert("script")</script>',
  '<img src="/media/missing.png" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
  '<a id="bait" href="javascript:window.__xss=\'href\';alert(\'href\')">点我领奖</a>',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<svg><script>alert("svg")</script></svg>',
  '<p>正文结束</p>',
].join('');

type Served = { base: string; articleId: number; noticeId: number; close(): Promise<void> };

async function serveStoredPayload(): Promise<Served> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const now = new Date();
  const config = testConfig();
  await seedDemo(database.db, { config, media: await createMediaStorage(config.media) }, now);
  const article = await contentService.saveArticle(
    database.db,
    { kind: 'article', title: '攻击载荷文章', contentHtml: PAYLOAD },
    now,
  );
  const notice = await contentService.saveNotice(database.db, { title: '攻击载荷公告', contentHtml: PAYLOAD }, now);
  const app = await buildApp({ config: { ...loadConfig(), logLevel: 'warn', prettyLogs: false, seedDemo: false }, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: address,
    articleId: article.id,
    noticeId: notice.id,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The contexts these tests open, closed before the server: an open page can hold a connection that is
 * not idle, and the server's close then waited out the hook's timeout.
 */
const contexts: BrowserContext[] = [];

/** A phone page without CSP that records every dialog a payload might open. */
async function openPhone(browser: Browser, base: string) {
  const context = await browser.newContext({ ...MOBILE, baseURL: base, bypassCSP: true, locale: 'zh-CN' });
  contexts.push(context);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { page, dialogs };
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  const body = page.locator('.rich-text');
  await expect(body).toContainText('正文结束');
  await expect(body.locator('script, iframe, svg, [onerror]')).toHaveCount(0);
  await expect(body.locator('a[href^="javascript" i]')).toHaveCount(0);
  await body.getByText('点我领奖').click();
  // Time for a missed image error or a followed link to fire.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

let served: Served;
test.beforeAll(async () => {
  // Migrating and seeding an in-memory database takes several seconds on a busy machine.
  test.setTimeout(120_000);
  served = await serveStoredPayload();
});
test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await served?.close();
});

test('the detector works: an unsanitised payload on this page does run', async ({ browser }) => {
  const { page, dialogs } = await openPhone(browser, served.base);
  await page.goto('/');
  await page.evaluate((html) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    document.body.append(div);
  }, '<img src="/media/missing.png" onerror="window.__xss = \'control\'; alert(\'control\')">');
  await expect.poll(() => page.evaluate(() => (window as { __xss?: string }).__xss)).toBe('control');
  expect(dialogs).toEqual(['control']);
});

test('an article stored with the payload comes back clean and nothing runs', async ({ browser }) => {
  const { page, dialogs } = await openPhone(browser, served.base);
  const api = await page.request.get(`/api/article/detail?id=${served.articleId}`);
  const stored = (await api.json()).data.contentHtml as string;
  expect(stored).not.toMatch(/<script|onerror|javascript:|<iframe|<svg/i);

  await page.goto(`/#/article/article?id=${served.articleId}`);
  await expectNothingRan(page, dialogs);
});

test('a notice stored with the payload renders without running anything', async ({ browser }) => {
  const { page, dialogs } = await openPhone(browser, served.base);
  await page.goto(`/#/my/notice/detail?id=${served.noticeId}`);
  await expectNothingRan(page, dialogs);
});

test('the raw payload, as if written around the server, is still neutralised by the page', async ({ browser }) => {
  const { page, dialogs } = await openPhone(browser, served.base);
  await page.route('**/api/article/detail**', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: 'ok',
        data: {
          id: 1,
          kind: 'article',
          category: '',
          title: '原始载荷',
          summary: '',
          cover: null,
          videoUrl: null,
          publishedAt: '2026-11-21T10:00:00+08:00',
          contentHtml: PAYLOAD,
        },
      },
    }),
  );
  await page.goto('/#/article/article?id=1');
  await expectNothingRan(page, dialogs);
});

test('a home banner leads to the tutorial it promises', async ({ browser }) => {
  const { page } = await openPhone(browser, served.base);
  await page.goto('/');
  await page.getByRole('button', { name: '4步学会口令推广' }).click();
  await expect(page).toHaveURL(/#\/article\/article\?id=\d+$/);
  await expect(page.locator('.article-title')).toHaveText('4步学会口令推广');
});

test('opening a notice clears its unread dot for the logged-in promoter', async ({ browser }) => {
  const { page } = await openPhone(browser, served.base);
  await useSession(page.context(), await loginAsDemo(served.base));
  await page.goto('/#/my/notice/notice');
  // The newest unread notice of the first page, whichever it is (the demo's notices grow with its features).
  const unread = page.getByRole('link', { name: /^未读：/ }).first();
  const title = (await unread.getAttribute('aria-label'))?.replace(/^未读：/, '') ?? '';
  expect(title).not.toBe('');
  await unread.click();
  await expect(page.locator('.article-title')).toHaveText(title);
  await page.goBack();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `未读：${title}` })).toHaveCount(0);
});
