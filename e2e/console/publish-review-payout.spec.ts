import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { png } from '../../apps/server/test/upload-files';
import { DEMO_OPERATORS } from '../support/chromium.mjs';
import { watchPageErrors } from '../support/page-errors';
import { loginAsDemo } from '../support/session';

/**
 * Issue 21's console journey at 1440×900, one operator's day end to end on the demo data: the operator
 * publishes a work with a cover uploaded through the works form and lists it; the demo promoter (through
 * the API, as the app would) applies for an alias of it on 河马剧场, a manual-review platform; the
 * operator approves it in the review queue; the promoter withdraws; finance (a second login) approves,
 * starts the manual payout and records the transfer as paid; the admin finds every step in the audit log.
 */

// Unique per run: the data directory is fresh, but a name the demo already holds would be refused.
const RUN = Date.now().toString(36).slice(-5);
const TITLE = `验收短剧${RUN}`;
const ALIAS = `星光${RUN}`.slice(0, 8);
/** ¥123.45: an amount no demo withdrawal has, so finance's filter finds exactly this one. */
const AMOUNT = 12_345;
const TRANSFER_NO = `E2E${RUN}20261126`;
/** antd writes two-character button labels with a space between (「通 过」). */
const named = (label: string) => new RegExp(`^${label.split('').join('\\s*')}$`);

async function consoleLogin(browser: Browser, who: keyof typeof DEMO_OPERATORS) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill(DEMO_OPERATORS[who].account);
  await page.getByLabel('密码').fill(DEMO_OPERATORS[who].password);
  await page.getByRole('button', { name: named('登录') }).click();
  await expect(page.getByRole('button', { name: '账号菜单' })).toBeVisible();
  return { page, errors, close: () => context.close() };
}

/** A promoter call with the demo promoter's token; the envelope's data, or the test fails with its msg. */
async function promoterCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { data: body } : {}),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.msg, `${method} ${path}`).toBe('ok');
  return envelope.data;
}

const toast = (page: Page, text: string) => expect(page.locator('.ant-message').getByText(text)).toBeVisible();

test('an operator publishes a work, approves its alias; finance pays a withdrawal; the audit log lists each step', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const promoter = await loginAsDemo(baseURL ?? '');

  // The operator publishes the work with a real cover upload.
  const operator = await consoleLogin(browser, 'operator');
  const op = operator.page;
  await op.goto('/admin/works/new');
  await expect(op.getByRole('heading', { name: '新建作品' })).toBeVisible();
  const chooser = op.waitForEvent('filechooser');
  await op.getByRole('button', { name: /上传封面/ }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(600, 800) });
  await expect(op.locator('.media-upload img')).toHaveAttribute('src', /^\/media\/up\/[0-9a-f]{32}\.thumb\.webp$/);
  await op.getByLabel('作品名称').fill(TITLE);
  await op.getByLabel('任务平台').click();
  await op
    .locator('.ant-select-item-option')
    .filter({ hasText: /^河马剧场$/ })
    .click();
  await op.getByLabel('集数').fill('80');
  await op.getByLabel('推客分成').fill('70');
  await op.getByLabel('简介').fill('验收用作品：封面经作品表单上传。');
  await op.getByRole('button', { name: named('保存') }).click();
  await toast(op, '作品已创建，上架后推客端可见');
  await expect(op).toHaveURL(/\/admin\/works\/\d+$/);
  const workId = Number(/\/works\/(\d+)$/.exec(op.url())?.[1]);

  await op.goto(`/admin/works?keyword=${encodeURIComponent(TITLE)}`);
  const workRow = op.locator('tr', { hasText: TITLE });
  await workRow.getByRole('switch').click();
  await op.getByRole('button', { name: named('上架') }).click();
  await toast(op, `《${TITLE}》已上架`);
  await expect(workRow.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

  // The promoter applies for an alias of it; 河马剧场 reviews aliases by hand.
  const alias = await promoterCall<{ id: number; state: number; stateLabel: string }>(
    request,
    promoter.token,
    'POST',
    '/api/worksAlias/CreateAlias',
    { workId, alias: ALIAS },
  );
  expect(alias.stateLabel).toBe('审核中');

  await op.goto('/admin/reviews/aliases');
  const aliasRow = op.locator('tr', { hasText: ALIAS });
  await expect(aliasRow).toContainText(TITLE);
  await expect(aliasRow).toContainText('河马剧场');
  await aliasRow.getByRole('button', { name: named('通过') }).click();
  await expect(op.getByText(`确定通过口令「${ALIAS}」吗？`)).toBeVisible();
  await op
    .locator('.ant-popconfirm')
    .getByRole('button', { name: named('通过') })
    .click();
  await toast(op, '已通过 1 条口令');
  const mine = await promoterCall<{ aliases: { alias: string; stateLabel: string }[] }>(
    request,
    promoter.token,
    'GET',
    `/api/worksAlias/ForWork?workId=${workId}`,
  );
  expect(mine.aliases.find((a) => a.alias === ALIAS)?.stateLabel).toBe('生效中');
  expect(operator.errors.take()).toEqual([]);
  await operator.close();

  // The promoter withdraws ¥123.45 to the demo Alipay account.
  const { accounts } = await promoterCall<{ accounts: { id: number; type: string }[] }>(
    request,
    promoter.token,
    'GET',
    '/api/withdrawAccount/list',
  );
  const alipay = accounts.find((a) => a.type === 'alipay');
  expect(alipay).toBeDefined();
  const withdrawal = await promoterCall<{ id: number; statusLabel: string }>(
    request,
    promoter.token,
    'POST',
    '/api/withdraw/Apply',
    {
      accountId: alipay?.id,
      amount: AMOUNT,
      requestId: `e2e-${RUN}-withdraw`,
    },
  );
  expect(withdrawal.statusLabel).toBe('待审核');

  // Finance approves it, starts the manual payout and records the transfer as paid.
  const finance = await consoleLogin(browser, 'finance');
  const fin = finance.page;
  await fin.goto('/admin/withdrawals?minYuan=123.45&maxYuan=123.45');
  const row = fin.locator('tr', { hasText: '¥123.45' });
  await expect(row).toContainText('推客小星');
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: named('通过') }).click();
  await fin
    .locator('.ant-popconfirm')
    .getByRole('button', { name: named('通过') })
    .click();
  await toast(fin, '已审核通过');

  await fin.getByRole('tab', { name: /审核通过/ }).click();
  await row.getByRole('button', { name: '发起打款' }).click();
  await fin.locator('.ant-popconfirm').getByRole('button', { name: '发起打款' }).click();
  await toast(fin, '已发起打款');

  await fin.getByRole('tab', { name: /打款中/ }).click();
  await row.getByRole('button', { name: '登记转账' }).click();
  const dialog = fin.getByRole('dialog', { name: '登记转账结果' });
  await dialog.getByLabel('转账流水号').fill(TRANSFER_NO);
  await dialog.getByRole('button', { name: '登记到账' }).click();
  await toast(fin, '已登记到账');
  await fin.getByRole('tab', { name: /已到账/ }).click();
  await expect(row).toContainText('已到账');
  expect(finance.errors.take()).toEqual([]);
  await finance.close();

  const paid = await promoterCall<{ statusLabel: string; timeline: { label: string }[] }>(
    request,
    promoter.token,
    'GET',
    `/api/withdraw/detail?id=${withdrawal.id}`,
  );
  expect(paid.statusLabel).toBe('已到账');

  // The admin reads the steps in the audit log, newest first.
  const admin = await consoleLogin(browser, 'admin');
  const ad = admin.page;
  const actionsOn = async (targetType: string, targetId: number) => {
    await ad.goto(`/admin/audit?targetType=${targetType}&targetId=${targetId}`);
    await expect(ad.locator('.server-table')).toBeVisible();
    // Each row's action in Chinese, then the code the server recorded in small grey.
    return ad
      .locator('.server-table tbody tr .audit-action')
      .evaluateAll((cells) =>
        cells.map((c) => [c.querySelector('.ant-tag')?.textContent, c.querySelector('.audit-action-code')?.textContent]),
      );
  };
  expect(await actionsOn('works', workId)).toEqual([
    ['上架作品', 'work.list'],
    ['新建作品', 'work.create'],
  ]);
  expect(await actionsOn('works_aliases', alias.id)).toEqual([['通过口令', 'alias.approve']]);
  expect(await actionsOn('withdrawals', withdrawal.id)).toEqual([
    ['登记转账结果', 'withdrawal.recordTransfer'],
    ['发起打款', 'withdrawal.startPayout'],
    ['提现审核通过', 'withdrawal.approve'],
  ]);
  const paidRow = ad.locator('.server-table tbody tr').first();
  await expect(paidRow).toContainText('finance');
  expect(admin.errors.take()).toEqual([]);
  await admin.close();
});
