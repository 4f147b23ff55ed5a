import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { captchas } from './support/captcha';
import { MOBILE } from './support/chromium.mjs';
import { loginAsDemo, useSession } from './support/session';
import { lastSmsCode } from './support/sms';

/**
 * Issue 23's journey: the demo promoter opens 邀请好友 (code, link, poster saved as a PNG), a friend opens
 * the link in a browser of their own and registers with it, and the demo promoter then finds the newcomer
 * in 我的团队 at the first step of the funnel, and on the newcomer's page.
 */

const phone = `16${String(Date.now()).slice(-9)}`;
const nickname = `推客${phone.slice(-4)}`;

test('an invite link registers a friend, who then shows in the inviter’s team as registered', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const phoneContext = { ...MOBILE, baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };
  const inviter = await browser.newContext({ ...phoneContext, acceptDownloads: true });
  await useSession(inviter, await loginAsDemo(baseURL!));
  const page = await inviter.newPage();
  const crashes: string[] = [];
  page.on('pageerror', (err) => crashes.push(err.message));

  await page.goto('/#/team/invite');
  await expect(page.getByText('TK8888', { exact: true })).toBeVisible();
  const link = (await page.locator('.invite-link').textContent()) ?? '';
  expect(link).toBe(`${baseURL}/#/login/regesiter?inviteCode=TK8888`);

  // The poster is drawn in the page, with the QR code of that link, and saved as a PNG.
  const poster = page.getByRole('img', { name: '邀请海报，邀请码 TK8888' });
  await expect(poster).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '保存海报' }).click()]);
  expect(download.suggestedFilename()).toBe('tuike-invite-TK8888.png');
  const saved = testInfo.outputPath('invite-poster.png');
  await download.saveAs(saved);
  const png = fs.readFileSync(saved);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(750);
  expect(png.readUInt32BE(20)).toBe(1334);
  await expect(page.getByText('图片已下载')).toBeVisible();

  // A friend opens the link in a fresh browser and registers.
  const friend = await browser.newContext(phoneContext);
  const friendPage = await friend.newPage();
  friendPage.on('pageerror', (err) => crashes.push(err.message));
  const solve = captchas(friendPage);
  await friendPage.goto(link);
  await expect(friendPage.getByText('好友邀请你一起推广赚收益')).toBeVisible();
  await expect(friendPage.getByLabel('邀请码', { exact: true })).toHaveValue('TK8888');
  await friendPage.getByLabel('手机号', { exact: true }).fill(phone);
  await friendPage.getByLabel('图形验证码', { exact: true }).fill(await solve());
  await friendPage.getByRole('button', { name: '获取验证码' }).click();
  await friendPage.getByLabel('短信验证码', { exact: true }).fill(await lastSmsCode(friendPage, phone));
  await friendPage.getByLabel('设置密码', { exact: true }).fill('Friend2026');
  await friendPage.getByLabel('确认密码', { exact: true }).fill('Friend2026');
  await friendPage.locator('.agreement .adm-checkbox').click();
  await friendPage.getByRole('button', { name: '注册并登录' }).click();
  await expect(friendPage).toHaveURL(/#\/$/);
  await friend.close();

  // The inviter sees the newcomer in the team, registered and nothing more yet.
  await page.goto('/#/team/newTeam');
  const member = page.getByRole('button', { name: `${nickname} 已注册，查看详情` });
  await expect(member).toBeVisible();
  await expect(member).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await member.click();
  await expect(page).toHaveURL(/#\/team\/teamMateDeatil\?id=\d+$/);
  const steps = page.getByRole('region', { name: '成员进度' }).getByRole('listitem');
  await expect(steps.nth(0)).toContainText(/已注册今天 \d{2}:\d{2}/);
  await expect(steps.nth(1)).toHaveText('已绑定账号未完成');
  await expect(page.getByText('TA 还没有结算收益，收益结算后你的奖励会逐笔出现在这里')).toBeVisible();
  expect(crashes).toEqual([]);
  await inviter.close();
});
