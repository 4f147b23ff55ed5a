import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ALIAS_STATE } from '@tuike/contract/enums';
import type { WorksAlias } from '@tuike/contract/promotion';
import type { AccountRecord, AccountSummary, IncomeDetail, IncomeLine } from '@tuike/contract/wallet';
import { DEMO_OPERATORS, hashUrl, MOBILE } from '../support/chromium.mjs';
import { watchPageErrors } from '../support/page-errors';
import { loginAsDemo, useSession } from '../support/session';

/**
 * Issue 22's journey at 1440×900: finance imports a settled report naming the demo promoter's live alias
 * through 结算 → 报表导入, reads the preview (one row matched, its amounts), confirms and waits for 已入账;
 * the promoter then finds the line with its provenance (the import, the row, the alias, the price rule),
 * through the API and in the app at 390×844, and the balance raised by exactly the line's amount.
 */

// Unique per run: a row identity the demo data cannot hold, so the report is never a duplicate.
const RUN = Date.now().toString(36).slice(-6);
const ROW_ID = `E2E-${RUN}`;
const BILLED = '88.88';
/** antd writes two-character button labels with a space between (「登 录」). */
const named = (label: string) => new RegExp(`^${label.split('').join('\\s*')}$`);
/** Yesterday in the operator's zone (Asia/Shanghai): the day a daily report is about. */
const yesterday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - 86_400_000));

async function promoterGet<T>(request: APIRequestContext, token: string, path: string) {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.msg, `GET ${path}`).toBe('ok');
  return envelope.data;
}

test('finance imports a report naming the demo alias, confirms it; the promoter sees the line, its provenance and the balance', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const promoter = await loginAsDemo(baseURL ?? '');
  const { records: aliases } = await promoterGet<{ records: WorksAlias[] }>(
    request,
    promoter.token,
    `/api/worksAlias/list?state=${ALIAS_STATE.active.value}&size=50`,
  );
  const alias = aliases.find((a) => a.activatedAt !== null);
  expect(alias, 'the demo promoter has a live alias').toBeDefined();
  if (!alias) return;
  const day = yesterday();
  const before = await promoterGet<AccountSummary>(request, promoter.token, '/api/userAccount/summary');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-e2e-report-'));
  const report = path.join(dir, `${alias.taskPlatformName}-${day}.csv`);
  fs.writeFileSync(
    report,
    `row_id,date,alias,uid,link,work_title,new_users,orders,amount_yuan\n${ROW_ID},${day},${alias.alias},,,,3,1,${BILLED}\n`,
  );

  // Finance logs in and opens 结算 → 报表导入 from the menu.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill(DEMO_OPERATORS.finance.account);
  await page.getByLabel('密码').fill(DEMO_OPERATORS.finance.password);
  await page.getByRole('button', { name: named('登录') }).click();
  await expect(page.getByRole('button', { name: '账号菜单' })).toBeVisible();
  await page.getByRole('menuitem', { name: '结算' }).click();
  await page.getByRole('menuitem', { name: '报表导入' }).click();
  await expect(page).toHaveURL(/\/admin\/settlement\/imports$/);

  // 导入报表: the alias's platform, yesterday, a settled report, the file.
  await page.getByRole('button', { name: '导入报表' }).first().click();
  const dialog = page.getByRole('dialog', { name: '导入报表' });
  await dialog.getByLabel('任务平台').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${alias.taskPlatformName}$`) })
    .click();
  await dialog.getByLabel('报表日期').fill(day);
  await dialog.getByLabel('报表日期').press('Enter');
  await dialog.getByText('结算', { exact: true }).click();
  await dialog.locator('input[type=file]').setInputFiles(report);
  await expect(dialog.getByText(path.basename(report))).toBeVisible();
  await dialog.getByRole('button', { name: '上传并解析' }).click();

  // The import's page: parsed into a preview of one matched row and its amounts.
  await expect(page).toHaveURL(/\/admin\/settlement\/imports\/\d+$/);
  await expect(page.locator('.ant-tag', { hasText: '待确认' })).toBeVisible({ timeout: 30_000 });
  const figure = (title: string) =>
    page
      .locator('.preview-figures-card')
      .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
      .locator('.ant-statistic-content');
  await expect(figure('总行数')).toHaveText('1');
  await expect(figure('已匹配')).toHaveText('1');
  await expect(figure('未匹配')).toHaveText('0');
  await expect(figure('错误行')).toHaveText('0');
  await expect(figure('上游计费合计')).toHaveText(`¥${BILLED}`);
  const earnedText = (await figure('推客收益合计').textContent()) ?? '';
  const amount = Math.round(Number(earnedText.replace(/[¥,]/g, '')) * 100);
  expect(amount).toBeGreaterThan(0);

  // 确认入账 asks first with the totals, then the import is applied.
  await page.getByRole('button', { name: '确认入账' }).click();
  const ask = page.locator('.ant-popconfirm');
  await expect(ask).toContainText('1 行已匹配，共 1 位推客');
  await ask.getByRole('button', { name: '确认入账' }).click();
  await expect(page.locator('.ant-card-head .ant-tag', { hasText: '已入账' })).toBeVisible({ timeout: 30_000 });
  expect(errors.take()).toEqual([]);
  await context.close();

  // The promoter: the new line with its provenance (its row is the file's line: the header is line 1), and the
  // balance raised by exactly its amount.
  const { records } = await promoterGet<{ records: IncomeLine[] }>(
    request,
    promoter.token,
    '/api/userAccount/income/page?size=50',
  );
  const line = records.find(
    (l) => l.matched.includes(alias.alias) && l.amount === amount && l.incomeDate === day && l.status === 'credited',
  );
  expect(line, 'the imported line in the income list').toBeDefined();
  if (!line) return;
  const detail = await promoterGet<IncomeDetail>(request, promoter.token, `/api/userAccount/income/detail?id=${line.id}`);
  expect(detail).toMatchObject({
    amount,
    status: 'credited',
    matchedBy: 'alias',
    taskPlatformName: alias.taskPlatformName,
    // The report as finance imported it, by its file name (which names the day), not the import's internal id.
    provenance: { source: 'report', batch: path.basename(report), row: 2, aliasId: alias.id },
  });
  expect(detail.provenance.rule).not.toBe('');
  const after = await promoterGet<AccountSummary>(request, promoter.token, '/api/userAccount/summary');
  expect(after.totalEarned - before.totalEarned).toBe(amount);
  // The ledger row of the line: the balance it left is the one before it plus exactly the line (another journey
  // may move the demo balance meanwhile, so the row says it rather than two reads of the balance).
  const { records: ledger } = await promoterGet<{ records: AccountRecord[] }>(
    request,
    promoter.token,
    '/api/userAccount/record/page?size=50',
  );
  const at = ledger.findIndex((r) => r.type === 'income' && r.amount === amount);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(ledger[at]!.balanceAfter - (ledger[at + 1]?.balanceAfter ?? 0)).toBe(amount);

  // And in the app at 390×844: the line in 推广收益, its provenance sheet.
  const app = await browser.newContext(MOBILE);
  await useSession(app, promoter);
  const phone = await app.newPage();
  const appErrors = watchPageErrors(phone);
  await phone.goto(hashUrl(baseURL ?? '', 'account/account'));
  const yuanText = `+¥${(amount / 100).toFixed(2)}`;
  const item = phone.getByRole('button', { name: `${line.workTitle ?? line.taskPlatformName} ${yuanText}，查看来源` }).first();
  await item.click();
  await expect(phone.locator('.provenance-matched')).toHaveText(alias.alias);
  await expect(phone.getByText(path.basename(report))).toBeVisible();
  await expect(phone.getByText('第 2 行')).toBeVisible();
  await expect(phone.getByText(detail.provenance.rule)).toBeVisible();
  expect(appErrors.take()).toEqual([]);
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
