import { expect, test } from '@playwright/test';
import { DEMO_OPERATORS } from '../support/chromium.mjs';
import { watchPageErrors } from '../support/page-errors';

/**
 * The console's shell end to end at 1440×900: the demo admin opens a deep link without a session, logs
 * in, lands back on it inside the layout with the audit log, reloads (the server answers
 * the document for any /admin/* path), and logs out after confirming.
 */
test('the demo admin logs in, reads the audit log and logs out', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Faudit$/);
  await expect(page.getByRole('heading', { name: '推客星运营后台' })).toBeVisible();

  await page.getByLabel('账号').fill(DEMO_OPERATORS.admin.account);
  await page.getByLabel('密码').fill(DEMO_OPERATORS.admin.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();

  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();
  await expect(page.getByRole('menu').getByText('系统管理')).toBeVisible();
  await expect(page.getByRole('button', { name: '账号菜单' })).toContainText('管理员');
  await expect(page).toHaveTitle('操作日志 - 推客星运营后台');
  // The table settles to rows or its empty state; either way the page and its filters are usable.
  await expect(page.locator('.server-table, .server-table-empty')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();

  await expect(page.getByRole('button', { name: '账号菜单' })).toContainText('管理员');
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  // The session is over on the server too: the old token opens nothing.
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(errors.take()).toEqual([]);
});
