import { expect, type Page, test } from '@playwright/test';
import { captchas } from './support/captcha';
import { lastSmsCode } from './support/sms';

/**
 * The promoter's account journey: register with an invite link (SMS code read from the development
 * sender, picture captcha solved through the development helper), log out, log in by password,
 * change the nickname and the password, be refused with the old password, log in by SMS code.
 *
 * Registration and SMS login both send a code to the same phone, and the server allows one send per
 * phone per 60 s, so the journey really waits for the resend countdown once: it takes about a minute.
 */

const phone = `15${String(Date.now()).slice(-9)}`;
const FIRST_PASSWORD = 'Journey2026';
const NEW_PASSWORD = 'Changed2026x';
const NEW_NICKNAME = '短剧推广达人';

async function logOutFromSettings(page: Page) {
  await page.goto('/#/pages/my/my');
  await page.getByLabel('设置', { exact: true }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/#\/pages\/my\/my$/);
  await expect(page.getByText('登录 / 注册')).toBeVisible();
}

async function passwordLogin(page: Page, password: string, from = '/#/login/login') {
  await page.goto(from);
  const panel = page.getByRole('tabpanel', { name: '密码登录' });
  await panel.getByLabel('手机号', { exact: true }).fill(phone);
  await panel.getByLabel('密码', { exact: true }).fill(password);
  await panel.getByRole('button', { name: '登录', exact: true }).click();
  return panel;
}

test('a promoter registers, logs in by password and by SMS, edits the profile and changes the password', async ({ page }) => {
  test.setTimeout(180_000);
  const crashes: string[] = [];
  page.on('pageerror', (err) => crashes.push(err.message));
  page.on('response', (res) => {
    if (res.status() >= 500) crashes.push(`${res.url()} → ${res.status()}`);
  });
  const solve = captchas(page);

  // Register from an invite link: the code is prefilled.
  await page.goto('/#/login/regesiter?inviteCode=TK8888');
  await expect(page.getByLabel('邀请码', { exact: true })).toHaveValue('TK8888');
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('图形验证码', { exact: true }).fill(await solve());
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s 后重发$/ })).toBeDisabled();
  await page.getByLabel('短信验证码', { exact: true }).fill(await lastSmsCode(page, phone));
  await page.getByLabel('设置密码', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('确认密码', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByText('请先阅读并同意用户服务协议和隐私政策')).toBeVisible();
  await page.locator('.agreement .adm-checkbox').click();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/pages/my/my');
  await expect(page.getByText(`推客${phone.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('可提现余额（元）')).toBeVisible();

  // Logged out, settings sends the promoter to login, and login brings them back to settings.
  await logOutFromSettings(page);
  await passwordLogin(page, FIRST_PASSWORD, '/#/my/setting/setting');
  await expect(page).toHaveURL(/#\/my\/setting\/setting$/);

  // Nickname and password, from the settings screen.
  await page.getByText('昵称', { exact: true }).click();
  const nicknameSheet = page.getByRole('form', { name: '修改昵称' });
  await nicknameSheet.getByLabel('昵称', { exact: true }).fill(NEW_NICKNAME);
  await nicknameSheet.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称已修改')).toBeVisible();
  await expect(page.locator('.setting-value')).toHaveText(NEW_NICKNAME);

  await page.getByText('登录密码', { exact: true }).click();
  const passwordSheet = page.getByRole('form', { name: '修改密码' });
  await passwordSheet.getByLabel('原密码', { exact: true }).fill(FIRST_PASSWORD);
  await passwordSheet.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await passwordSheet.getByLabel('确认新密码', { exact: true }).fill(NEW_PASSWORD);
  await passwordSheet.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('密码已修改，其他设备已退出登录')).toBeVisible();

  await logOutFromSettings(page);
  const refused = await passwordLogin(page, FIRST_PASSWORD);
  await expect(refused.getByRole('alert')).toHaveText('账号或密码错误');
  await expect(refused.getByLabel('密码', { exact: true })).toHaveValue(FIRST_PASSWORD);

  // SMS login. The registration code went out less than a minute ago, so the first try is told to wait.
  await page.getByRole('tab', { name: '验证码登录' }).click();
  const sms = page.getByRole('tabpanel', { name: '验证码登录' });
  await expect(sms.getByLabel('手机号', { exact: true })).toHaveValue(phone);
  await sms.getByLabel('图形验证码', { exact: true }).fill(await solve());
  await sms.getByRole('button', { name: '获取验证码' }).click();
  await expect(sms.getByRole('button', { name: /s 后重发$/ })).toBeDisabled();
  if (await sms.getByText(/发送太频繁/).isVisible()) {
    await expect(sms.getByRole('button', { name: '获取验证码' })).toBeEnabled({ timeout: 75_000 });
    await sms.getByLabel('图形验证码', { exact: true }).fill(await solve());
    await sms.getByRole('button', { name: '获取验证码' }).click();
    await expect(sms.getByRole('button', { name: /s 后重发$/ })).toBeDisabled();
  }
  await sms.getByLabel('短信验证码', { exact: true }).fill(await lastSmsCode(page, phone));
  await sms.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/pages/my/my');
  await expect(page.getByText(NEW_NICKNAME)).toBeVisible();
  expect(crashes).toEqual([]);
});
