import { expect, type Page, test } from '@playwright/test';

/**
 * The two pages a link into the app can aim at the shell: webview/webview frames only hosts on the
 * operator's allow-list (the server's defaults here), and webview/callWorker installs only the
 * package the upgrade API names, never one the link brings. External pages are answered by
 * Playwright, so nothing leaves the machine.
 */

const EXTERNAL_PAGE = '<!doctype html><html><body><h1 id="external">外部页面内容</h1></body></html>';

test.beforeEach(async ({ page }) => {
  // Any external request is answered here; the test fails later if a refused host was framed.
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: EXTERNAL_PAGE }),
  );
});

const webview = (url: string, title: string) =>
  `/#/webview/webview?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`;

test.describe('webview/webview', () => {
  test('frames a page of an allowed host under the title from the link', async ({ page }) => {
    await page.goto(webview('https://www.douyin.com/video/7', '抖音活动'));
    await expect(page.locator('h1.nav-bar-title')).toHaveText('抖音活动');
    const frame = page.frameLocator('.webview-frame iframe');
    await expect(frame.locator('#external')).toHaveText('外部页面内容');
  });

  test('refuses a look-alike host with a message, no frame and no title from the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const framed: string[] = [];
    page.on('request', (req) => {
      if (req.frame() !== page.mainFrame()) framed.push(req.url());
    });
    const url = 'https://douyin.com.evil.cn/prize?code=1';
    await page.goto(webview(url, '官方领奖中心'));
    await expect(page.getByText('该链接不在可打开的范围内')).toBeVisible();
    await expect(page.locator('h1.nav-bar-title')).toHaveText('无法打开');
    await expect(page.locator('.webview-refused-value')).toHaveText('douyin.com.evil.cn');
    await expect(page.getByText('官方领奖中心')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('已复制')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(framed).toEqual([]);
  });

  test('refuses a host that merely contains an allowed one', async ({ page }) => {
    await page.goto(webview('https://evil-douyin.com/', '抖音'));
    await expect(page.getByText('该链接不在可打开的范围内')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

/** A fake Android shell at `version` that records every request and accepts it. */
async function androidShell(page: Page, version: string) {
  await page.addInitScript((v) => {
    const sent: unknown[] = [];
    Object.assign(window, {
      __sent: sent,
      TuikeAndroid: {
        getAppVersion: () => v,
        postMessage(json: string) {
          const req = JSON.parse(json) as { id: string };
          sent.push(req);
          setTimeout(() =>
            (window as unknown as { __tuikeBridge: { reply(r: unknown): void } }).__tuikeBridge.reply({ id: req.id, ok: true }),
          );
        },
      },
    });
  }, version);
}
const sentToShell = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sent: { method: string; params: Record<string, string> }[] }).__sent);

test.describe('webview/callWorker installApk', () => {
  const foreign = `/#/webview/callWorker?method=installApk&url=${encodeURIComponent('https://evil.example/app.apk')}`;

  test('installs the upgrade API package, never the url from the link', async ({ page, baseURL }) => {
    await androidShell(page, '1.0.60');
    await page.goto(foreign);
    await expect(page.getByText('V1.0.63 安装包开始下载，请按提示完成安装')).toBeVisible();
    const installs = (await sentToShell(page)).filter((r) => r.method === 'installApk');
    expect(installs).toEqual([expect.objectContaining({ params: { url: `${baseURL}/download/tuikexing-1.0.63.apk` } })]);
    // The page has taken this update over, so the start-up dialog does not offer it a second time.
    await expect(page.getByTestId('update-dialog')).toHaveCount(0);
  });

  test('installs nothing when the app is already the latest version', async ({ page }) => {
    await androidShell(page, '1.0.63');
    await page.goto(foreign);
    await expect(page.getByText('当前已是最新版本 V1.0.63，无需更新')).toBeVisible();
    expect((await sentToShell(page)).filter((r) => r.method === 'installApk')).toEqual([]);
  });
});
