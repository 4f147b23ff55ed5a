import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fail, installFakeApi, ok } from '../../test/fake-api';
import { anAppSetting } from '../../test/factories/content';
import { aSummary } from '../../test/factories/income';
import {
  aBankCard,
  accountList,
  anAlipayAccount,
  aTaxMonth,
  aWithdrawal,
  aWithdrawalDetail,
} from '../../test/factories/withdrawals';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const SUMMARY = '/api/userAccount/summary';
const LIST = '/api/withdrawAccount/list';
const SETTING = '/dev/config/GetAppSetting';
const APPLY = '/api/withdraw/Apply';
const DETAIL = '/api/withdraw/detail';
const TAX_MONTH = '/api/withdraw/taxMonth';
const ROUTE = '/account/withdrawMoeny';

/** ¥1,000.00 withdrawable, ¥500.00 withdrawn this month; 6 %, at least ¥10, at most ¥80,000 a month. */
function withdrawApi() {
  return installFakeApi()
    .on('GET', SUMMARY, ok(aSummary({ withdrawable: 100000, frozen: 0, withdrawnThisMonth: 50000 })))
    .on('GET', LIST, ok(accountList([anAlipayAccount(), aBankCard()])))
    .on('GET', SETTING, ok(anAppSetting()))
    .on('GET', DETAIL, ok(aWithdrawalDetail()))
    .on('GET', TAX_MONTH, ok(aTaxMonth()));
}

const amountInput = () => screen.findByLabelText('提现金额（元）') as Promise<HTMLInputElement>;
const fact = (scope: HTMLElement, name: string) =>
  within(scope).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const figures = () => screen.getByLabelText('手续费与到账');
const sheet = () => screen.findByRole('form', { name: '确认提现' });
// The sheet ignores pointer events while it slides in; a person waits, the test does not.
const clickInSheet = async (name: string) =>
  userEvent.setup({ pointerEventsCheck: 0 }).click(within(await sheet()).getByRole('button', { name }));
const requestIdOf = (r: FakeRequest) => (r.body as { requestId: string }).requestId;

// A sheet closed at the end of the previous test slides out; this test's must be its own.
beforeEach(() => waitFor(() => expect(document.querySelector('.wd-sheet')).toBeNull()));

describe('提现 (account/withdrawMoeny)', () => {
  it('shows a skeleton, then the balance, the rules, the accounts and the fee rate', async () => {
    const api = withdrawApi();
    const held = api.hold('GET', LIST);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(accountList([anAlipayAccount(), aBankCard()])));
    const balance = await screen.findByRole('region', { name: '可提现金额' });
    expect(within(balance).getByText('¥1,000.00')).toBeTruthy();
    expect(screen.getByText('单笔最低 ¥10.00，每月最多 ¥80,000.00（本月还可提 ¥79,500.00）')).toBeTruthy();
    // A deduction of nothing is written without a sign (the one money formatter), never "-¥0.00".
    expect(fact(figures(), '手续费（6%）')).toBe('¥0.00');
    // Withholding is off: no tax row.
    expect(within(figures()).queryByText('代扣个税（劳务报酬）')).toBeNull();
    expect(fact(figures(), '到账时间')).toBe('预计 3 个工作日内到账，遇周末顺延');
    const radios = within(screen.getByRole('radiogroup', { name: '到账账户' })).getAllByRole('radio');
    expect(radios.map((r) => [r.textContent, r.getAttribute('aria-checked')])).toEqual([
      ['138****8000支付宝 · 张三', 'true'],
      ['招商银行尾号 1111 · 张三', 'false'],
    ]);
    expect((await amountInput()).inputMode).toBe('decimal');
  });

  it('shows fee and net live, rounding half a fen up, and keeps two decimals at most', async () => {
    withdrawApi();
    renderRoute(ROUTE, { user: true });
    const amount = await amountInput();
    await userEvent.type(amount, '1005.079');
    expect(amount.value).toBe('1005.07');
    // Over the balance: said at once, and 确认提现 waits.
    expect(await screen.findByText('超出可提现金额')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认提现' }).hasAttribute('disabled')).toBe(true);

    await userEvent.clear(amount);
    await userEvent.type(amount, '10.25');
    // 1025 × 6 % = 61.5 fen → 62.
    expect(fact(figures(), '手续费（6%）')).toBe('-¥0.62');
    expect(fact(figures(), '实际到账')).toBe('¥9.63');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.29');
    expect(fact(figures(), '手续费（6%）')).toBe('-¥0.02');
    expect(fact(figures(), '实际到账')).toBe('¥0.27');
    expect(screen.getByRole('button', { name: '确认提现' }).hasAttribute('disabled')).toBe(false);
  });

  it('fills 全部提现 with the balance', async () => {
    withdrawApi();
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '全部提现' }));
    expect((await amountInput()).value).toBe('1000.00');
    expect(fact(figures(), '实际到账')).toBe('¥940.00');
  });

  it('fills 全部提现 with what this month still allows when that is less than the balance', async () => {
    withdrawApi().on('GET', SUMMARY, ok(aSummary({ withdrawable: 100000, withdrawnThisMonth: 7_950_001 })));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '全部提现' }));
    expect((await amountInput()).value).toBe('499.99');
    await userEvent.type(await amountInput(), '9');
    expect((await amountInput()).value).toBe('499.99');
    await userEvent.clear(await amountInput());
    await userEvent.type(await amountInput(), '500');
    expect(await screen.findByText('超出本月提现额度，本月还可提现 ¥499.99')).toBeTruthy();
  });

  it('refuses too little on 确认提现 and sends nothing', async () => {
    const api = withdrawApi();
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '确认提现' }));
    expect(await screen.findByText('请输入提现金额')).toBeTruthy();
    await userEvent.type(await amountInput(), '9.99');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(await screen.findByText('单笔提现金额不能低于 ¥10.00')).toBeTruthy();
    expect(document.querySelector('.wd-sheet')).toBeNull();
    expect(api.calls('POST', APPLY)).toHaveLength(0);
  });

  it('confirms amount, fee, net and account in a sheet, then opens the withdrawal with the balance refreshed', async () => {
    const api = withdrawApi().on('POST', APPLY, ok(aWithdrawal({ id: 5 })));
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await amountInput(), '1000');
    await userEvent.click(screen.getByRole('radio', { name: /招商银行/ }));
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    const confirm = await sheet();
    expect(within(confirm).getByText('¥1,000.00')).toBeTruthy();
    expect(fact(confirm, '手续费（6%）')).toBe('-¥60.00');
    expect(fact(confirm, '实际到账')).toBe('¥940.00');
    expect(fact(confirm, '到账账户')).toBe('招商银行 尾号 1111（张三）');
    const summaries = api.calls('GET', SUMMARY).length;
    await clickInSheet('确认提现');
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawDetail?id=5'));
    const body = api.firstCall('POST', APPLY).body as { accountId: number; amount: number; requestId: string };
    expect(body).toEqual({ accountId: 2, amount: 100000, requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(toastsShown()).toContain('提现申请已提交');
    await waitFor(() => expect(api.calls('GET', SUMMARY).length).toBeGreaterThan(summaries));
  });

  it('with tax withheld, shows this payout’s tax (the month’s cumulative tax less what it withheld) before confirming', async () => {
    // ¥3,000 withdrawn this month with ¥440 withheld: another ¥3,000 makes ¥6,000, taxed ¥960, so ¥520 now.
    withdrawApi()
      .on('GET', SUMMARY, ok(aSummary({ withdrawable: 1_000_000, withdrawnThisMonth: 300_000 })))
      .on('GET', TAX_MONTH, ok(aTaxMonth({ withholding: true, gross: 300_000, withheld: 44_000 })));
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await amountInput(), '3000');
    expect(fact(figures(), '手续费（6%）')).toBe('-¥180.00');
    expect(fact(figures(), '代扣个税（劳务报酬）')).toBe('-¥520.00');
    expect(fact(figures(), '实际到账')).toBe('¥2,300.00');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    const confirm = await sheet();
    expect(fact(confirm, '代扣个税（劳务报酬）')).toBe('-¥520.00');
    expect(fact(confirm, '实际到账')).toBe('¥2,300.00');
  });

  it('after a lost answer, confirming again sends the same requestId; a new confirmation gets a new one', async () => {
    const api = withdrawApi().on('POST', APPLY, () => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await amountInput(), '100');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await clickInSheet('确认提现');
    expect(await within(await sheet()).findByText('没有收到提交结果，请点击重新提交，不会重复提现')).toBeTruthy();

    api.on(
      'POST',
      APPLY,
      fail('超出本月提现额度，本月还可提现 ¥50.00', { code: 409, errorCode: 'WITHDRAW_MONTHLY_LIMIT', field: 'amount' }),
    );
    await clickInSheet('重新提交');
    // A refusal ends the confirmation and is said at the amount.
    expect(await screen.findByText('超出本月提现额度，本月还可提现 ¥50.00')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.wd-sheet')).toBeNull());
    expect((await amountInput()).getAttribute('aria-invalid')).toBe('true');

    api.on('POST', APPLY, ok(aWithdrawal({ id: 8 })));
    await userEvent.clear(await amountInput());
    await userEvent.type(await amountInput(), '50');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await clickInSheet('确认提现');
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawDetail?id=8'));

    const [lost, retried, fresh] = api.calls('POST', APPLY);
    expect(requestIdOf(retried!)).toBe(requestIdOf(lost!));
    expect(requestIdOf(fresh!)).not.toBe(requestIdOf(lost!));
    expect(api.calls('POST', APPLY).map((r) => (r.body as { amount: number }).amount)).toEqual([10000, 10000, 5000]);
  });

  it('places a short balance at the amount and a closed day above the button', async () => {
    const api = withdrawApi().on('POST', APPLY, fail('余额不足', { code: 409, errorCode: 'INSUFFICIENT_BALANCE' }));
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await amountInput(), '500');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await clickInSheet('确认提现');
    expect(await screen.findByText('余额不足')).toBeTruthy();
    expect((await amountInput()).getAttribute('aria-invalid')).toBe('true');
    expect((await amountInput()).value).toBe('500');

    api.on('POST', APPLY, fail('提现开放日为每月 1、15 日，今天不能提现', { code: 409, errorCode: 'WITHDRAW_CLOSED_TODAY' }));
    await waitFor(() => expect(document.querySelector('.wd-sheet')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await clickInSheet('确认提现');
    expect((await screen.findByText('提现开放日为每月 1、15 日，今天不能提现')).className).toBe('form-alert');
  });

  it('without accounts, leads to adding one', async () => {
    withdrawApi().on('GET', LIST, ok(accountList([])));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('还没有提现账户，添加支付宝或银行卡后即可提现')).toBeTruthy();
    expect(screen.queryByLabelText('提现金额（元）')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去添加' }));
    await waitFor(() => expect(currentPath()).toBe('/account/addWithdrawAccount'));
  });

  it('shows the error view; 重试 loads what failed', async () => {
    const api = withdrawApi().on('GET', SUMMARY, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', SUMMARY, ok(aSummary({ withdrawable: 100000 })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await amountInput()).toBeTruthy();
  });
});
