import { expect, test } from '@playwright/test';
import { loginAsDemo, useSession } from './support/session';

/**
 * 去水印 on a phone: the server resolves against the local fixture platforms (WATERMARK_FIXTURE_ORIGIN
 * in playwright.config.ts), so the journey never reaches Douyin or the internet.
 */

const SHARE =
  '7.43 复制打开抖音，看看【夜市小王的作品】凌晨三点的夜市，才是城市真正的样子 # 夜市 https://v.douyin.com/iRNBho6u/ 08/20 abc:/';

test('pastes a Douyin share text from 我的 → 去水印 and gets the video without its watermark', async ({
  page,
  context,
  baseURL,
}) => {
  await useSession(context, await loginAsDemo(baseURL!));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/#/pages/my/my');
  await page.getByRole('link', { name: '去水印' }).click();
  await expect(page.locator('h1.nav-bar-title')).toHaveText('去水印');
  const remaining = page.getByText(/今日剩余/);
  // The demo promoter's level (白银推客) grants 20 a day.
  await expect(remaining).toContainText('/ 20 次');
  const before = Number((await remaining.locator('b').textContent()) ?? '0');

  await page.evaluate((text) => navigator.clipboard.writeText(text), SHARE);
  await page.getByRole('button', { name: '粘贴' }).click();
  await expect(page.getByLabel('分享链接')).toHaveValue(SHARE);
  await page.getByRole('button', { name: '解析' }).click();

  const result = page.getByRole('region', { name: '解析结果' });
  await expect(result.getByText('凌晨三点的夜市，才是城市真正的样子 #夜市 #美食探店')).toBeVisible();
  await expect(result.getByText('夜市小王')).toBeVisible();
  await expect(result.getByRole('link', { name: '保存视频' })).toHaveAttribute(
    'href',
    'https://aweme.snssdk.com/aweme/v1/play/?video_id=v0200fg10000cl1a2b3c4d5e6f7g8h9i&ratio=720p&line=0',
  );
  await expect(remaining.locator('b')).toHaveText(String(before - 1));

  await result.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/aweme/v1/play/');

  // A second work replaces the first: a Kuaishou image post, its pictures in place of the video.
  await page.getByLabel('分享链接').fill('https://v.kuaishou.com/Atl4sQ 周末去了趟古镇，随手拍几张');
  await page.getByRole('button', { name: '解析' }).click();
  await expect(result.getByText('图文 · 4 张')).toBeVisible();
  await expect(result.getByText('小满去旅行')).toBeVisible();
  await expect(result.getByRole('button', { name: '保存全部图片' })).toBeVisible();
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
});

test('says so when the text holds no Douyin or Kuaishou link, and asks nothing of the address typed', async ({
  page,
  context,
  baseURL,
}) => {
  await useSession(context, await loginAsDemo(baseURL!));
  await page.goto('/#/my/water');
  await page.getByLabel('分享链接').fill('看看这个 http://127.0.0.1:22/admin');
  await page.getByRole('button', { name: '解析' }).click();
  await expect(page.getByText('未识别到抖音或快手的作品链接，请粘贴完整的分享文案或链接')).toBeVisible();
  await expect(page.getByRole('region', { name: '解析结果' })).toHaveCount(0);
});
