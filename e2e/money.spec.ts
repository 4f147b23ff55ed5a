import { type Browser, expect, type Page, test } from '@playwright/test';
import { idCheckChar } from '@tuike/contract/check-digits';
import { rateToBps, serviceFee } from '@tuike/contract/fee';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import type { Deps } from '../apps/server/src/deps';
import { ymdOperator } from '../apps/server/src/lib/time';
import { promoter } from '../apps/server/src/lib/authorize';
import { accountService } from '../apps/server/src/modules/account';
import { percentFromBps, yuan } from '../apps/web/src/lib/format';
import { createUser } from '../apps/server/test/factories';
import { createIncomeLine } from '../apps/server/test/factories-income';
import { checkMoneyInvariants } from '../apps/server/src/modules/ledger';
import { MOBILE } from './support/chromium.mjs';
import { watchPageErrors } from './support/page-errors';
import { lastSmsCode } from './support/sms';

/**
 * The promoter's first withdrawal (issue 12), at 390×844: a promoter with earned income but no real
 * name opens 推广收益 → 提现, is sent to 提现账户, sets the real name, adds an Alipay account with the
 * code sent to their own phone, withdraws with the fee and net shown before confirming, and sees the
 * withdrawal 待审核 with the balance reduced and the amount frozen.
 *
 * The promoter's income is credited through the ledger, which needs the database the server uses; the
 * shared webServer keeps its PGlite directory to itself, so this spec runs its own in-process server
 * on an in-memory database. The promoter is written directly rather than registered: registering
 * sends an SMS code, and the one-send-per-phone-per-60-s rule would hold back the account's code.
 */

/** Two settled lines, credited: ¥123.45 in all. */
const INCOME = [8_800, 3_545];
const BALANCE = INCOME.reduce((a, b) => a + b, 0);
/** ¥58.25 at 6 % is 349.5 fen: the half fen is rounded up, so a truncating fee would show. */
const AMOUNT = 5_825;
const AMOUNT_TEXT = '58.25';
const REAL_NAME = '张晓明';
const ALIPAY = 'zhangxiaoming@example.com';

/** A fictional resident ID number of someone born on 7 March 1990, with its GB 11643 check character. */
function fictionalIdNumber() {
  const first17 = '11010119900307231';
  return first17 + idCheckChar(first17);
}

type Served = {
  base: string;
  database: Database;
  deps: Deps;
  phone: string;
  password: string;
  userId: number;
  close(): Promise<void>;
};

async function servePromoterWithIncome(): Promise<Served> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const { db } = database;
  const now = new Date();
  const { user, password } = await createUser(db);
  for (const amount of INCOME)
    await createIncomeLine(db, { userId: user.id, incomeDate: ymdOperator(now), status: 'credited', amount, createdAt: now });
  const app = await buildApp({ config: testConfig({ logLevel: 'warn' }), database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    database,
    deps: app.deps,
    phone: user.phone,
    password,
    userId: user.id,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function openPhone(browser: Browser, base: string) {
  const context = await browser.newContext({ ...MOBILE, baseURL: base, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  return context.newPage();
}

/** The value beside a label in one of the withdrawal pages' fact lists. */
const fact = (list: ReturnType<Page['getByLabel']>, label: string) =>
  list.locator('div', { has: list.page().getByText(label, { exact: true }) }).locator('dd');

let served: Served;
test.beforeAll(async () => {
  // Migrating an in-memory database takes several seconds on a busy machine.
  test.setTimeout(120_000);
  served = await servePromoterWithIncome();
});
test.afterAll(async () => {
  await served?.close();
});

test('a promoter sets the real name, adds an Alipay account and withdraws, seeing fee and net first', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await openPhone(browser, served.base);
  const errors = watchPageErrors(page);

  // The fee rate is the server's, as the app reads it.
  const setting = await page.request.get('/dev/config/GetAppSetting');
  const bps = rateToBps(((await setting.json()) as { data: { withdrawalServiceFeeRate: number } }).data.withdrawalServiceFeeRate);
  const fee = serviceFee(AMOUNT, bps);
  const net = AMOUNT - fee;

  // Log in and open 我的 → 推广收益: the whole income is withdrawable, nothing frozen.
  await page.goto(`/#/login/login?redirect=${encodeURIComponent('/pages/my/my')}`);
  const login = page.getByRole('tabpanel', { name: '密码登录' });
  await login.getByLabel('手机号', { exact: true }).fill(served.phone);
  await login.getByLabel('密码', { exact: true }).fill(served.password);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/my\/my$/);
  await page.getByRole('region', { name: '收益与提现' }).getByRole('link', { name: '推广收益' }).click();
  await expect(page).toHaveURL(/#\/account\/account$/);
  const summary = page.getByRole('region', { name: '我的余额' });
  await expect(summary.locator('.wallet-summary-amount')).toHaveText(yuan(BALANCE));
  await expect(fact(summary, '提现中')).toHaveText(yuan(0));

  // 提现 without a real name sends the promoter to 提现账户 first.
  await summary.getByRole('button', { name: '提现', exact: true }).click();
  await expect(page).toHaveURL(/#\/account\/withdrawMoeny$/);
  await expect(page.getByText('提现前需先完成实名认证并添加提现账户')).toBeVisible();
  await page.getByRole('button', { name: '去添加' }).click();
  await expect(page).toHaveURL(/#\/account\/withDrawAccount$/);

  // 实名认证: a Chinese name and a checksum-valid ID number; afterwards shown masked.
  const idNumber = fictionalIdNumber();
  const realNameForm = page.getByRole('form', { name: '实名认证' });
  await realNameForm.getByLabel('真实姓名', { exact: true }).fill(REAL_NAME);
  await realNameForm.getByLabel('身份证号', { exact: true }).fill(idNumber);
  await expect(realNameForm.getByText('校验通过')).toBeVisible();
  await realNameForm.getByRole('button', { name: '提交认证' }).click();
  // Set once and never changed: read back in a confirmation first.
  await page.getByRole('dialog').getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('实名认证成功', { exact: true })).toBeVisible();
  const realName = page.getByRole('region', { name: '实名信息' });
  await expect(fact(realName, '姓名')).toHaveText(REAL_NAME);
  await expect(fact(realName, '身份证号')).not.toHaveText(idNumber);
  await expect(fact(realName, '身份证号')).toHaveText(new RegExp(`^${idNumber.slice(0, 4)}\\*+${idNumber.slice(-4)}$`));

  // 添加提现账户 → 支付宝, in the real name, with the code sent to the promoter's own phone.
  await page.getByRole('button', { name: '添加提现账户' }).click();
  await expect(page).toHaveURL(/#\/account\/addWithdrawAccount$/);
  const addForm = page.getByRole('form', { name: '添加提现账户' });
  await expect(addForm.getByRole('radio', { name: '支付宝' })).toHaveAttribute('aria-checked', 'true');
  await addForm.getByLabel('支付宝账号', { exact: true }).fill(ALIPAY);
  await expect(addForm.getByLabel('账户姓名', { exact: true })).toHaveValue(REAL_NAME);
  await addForm.getByRole('button', { name: '获取验证码' }).click();
  await expect(addForm.getByRole('button', { name: /s 后重发$/ })).toBeDisabled();
  await addForm.getByLabel('短信验证码', { exact: true }).fill(await lastSmsCode(page, served.phone));
  await addForm.getByRole('button', { name: '确认添加' }).click();
  await expect(page.getByText('添加成功', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/account\/withDrawAccount$/);
  const accounts = page.getByRole('list', { name: '提现账户' }).getByRole('listitem');
  await expect(accounts).toHaveCount(1);
  await expect(accounts.first()).toContainText(`· ${REAL_NAME}`);
  await expect(accounts.first()).not.toContainText(ALIPAY);
  await expect(accounts.first().getByRole('button', { name: /^删除 支付宝 / })).toBeVisible();

  // Back to 提现, which now has somewhere to send the money.
  await page.goBack();
  await expect(page).toHaveURL(/#\/account\/withdrawMoeny$/);
  const form = page.getByRole('form', { name: '提现' });
  await expect(form.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  await form.getByLabel('提现金额（元）', { exact: true }).fill(AMOUNT_TEXT);

  // Fee and net at the server's rate, live before confirming, and again on the confirmation sheet.
  const figures = page.getByLabel('手续费与到账');
  await expect(fact(figures, `手续费（${percentFromBps(bps)}）`)).toHaveText(`-${yuan(fee)}`);
  await expect(fact(figures, '实际到账')).toHaveText(yuan(net));
  await form.getByRole('button', { name: '确认提现' }).click();
  const sheet = page.getByRole('form', { name: '确认提现' });
  await expect(sheet.locator('.wd-sheet-amount')).toHaveText(yuan(AMOUNT));
  await expect(fact(sheet, `手续费（${percentFromBps(bps)}）`)).toHaveText(`-${yuan(fee)}`);
  await expect(fact(sheet, '实际到账')).toHaveText(yuan(net));
  await expect(fact(sheet, '到账账户')).toContainText(`（${REAL_NAME}）`);
  await sheet.getByRole('button', { name: '确认提现' }).click();

  // The withdrawal's page: 待审核, the same figures, and its timeline so far.
  await expect(page.getByText('提现申请已提交', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/account\/withdrawDetail\?id=\d+$/);
  await expect(page.locator('.withdraw-detail-head .withdrawal-chip')).toHaveText('待审核');
  const facts = page.getByRole('region', { name: '提现信息' });
  await expect(fact(facts, '提现金额')).toHaveText(yuan(AMOUNT));
  await expect(fact(facts, `手续费（${percentFromBps(bps)}）`)).toHaveText(`-${yuan(fee)}`);
  await expect(fact(facts, '实际到账')).toHaveText(yuan(net));
  const timeline = page.getByRole('list', { name: '提现进度' });
  // Where it is (待审核, current) and the three steps still to come, greyed.
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('待审核');
  await expect(timeline.locator('.withdrawal-step-todo')).toHaveText([/^审核通过/, /^打款中/, /^已到账预计/]);

  // 推广收益: the amount left the withdrawable balance and is frozen while in flight.
  await page.goBack();
  await expect(page).toHaveURL(/#\/account\/account$/);
  await expect(summary.locator('.wallet-summary-amount')).toHaveText(yuan(BALANCE - AMOUNT));
  await expect(fact(summary, '提现中')).toHaveText(yuan(AMOUNT));

  // Behind the screens: the balance is the ledger's sum, and one withdrawal took the amount out.
  expect((await checkMoneyInvariants(served.database.db)).problems).toEqual([]);
  // The summary is read with the phone's own token, as the route reads it (the session check is in its statement).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tuike:token') ?? '""') as string);
  const wallet = await accountService.summary(served.deps, token);
  expect(wallet?.data).toMatchObject({ withdrawable: BALANCE - AMOUNT, frozen: AMOUNT });
  const ledger = await accountService.recordPage(served.deps, promoter(served.userId), { page: 1, size: 10 });
  expect(ledger.records.filter((r) => r.type === 'withdrawal').map((r) => r.amount)).toEqual([-AMOUNT]);

  expect(errors.take()).toEqual([]);
});
