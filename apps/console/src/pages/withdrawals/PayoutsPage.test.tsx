import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminWithdrawal, withdrawalCounts } from '../../test/factories/withdrawals';
import { operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
  api.on('GET /admin-api/withdrawals/counts', ok(withdrawalCounts({ approved: 1, paying: 2 })));
});
afterEach(() => vi.unstubAllGlobals());

// The whole console in happy-dom on a loaded machine: room for the lazy page and each test.
const PAGE = { timeout: 15_000 };
const UUID = /^[0-9a-f-]{36}$/;
const rowOf = async (text: string) => (await screen.findByText(text, {}, PAGE)).closest('tr')!;
const paying = (over: Parameters<typeof adminWithdrawal>[0] = {}) =>
  adminWithdrawal({ id: 51, status: 'paying', payoutChannel: 'manual', payoutNo: 'TKW0000000051', ...over });

describe('打款 (/admin/payouts)', { timeout: 60_000 }, () => {
  it('lists approved withdrawals first and starts a payout after a confirmation naming the promoter and the amount', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal({ id: 50, status: 'approved' })]));
    api.on('POST /admin-api/withdrawals/startPayout', ok(paying({ id: 50 })));
    renderConsole('/payouts');
    const row = await rowOf('星星推客');
    expect(api.sent('GET /admin-api/withdrawals/page').at(-1)?.query).toEqual({ page: '1', size: '20', status: 'approved' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['待打款1', '打款中2', '已到账0', '打款失败0']);
    await userEvent.click(within(row).getByRole('button', { name: '发起打款' }));
    expect(await screen.findByText('确定发起打款吗？')).toBeTruthy();
    expect(screen.getByText(/实付/, { selector: '.ant-popconfirm-description' }).textContent).toBe(
      '星星推客（20261121）实付 ¥188.00 至 支付宝 138****0000',
    );
    await userEvent.click(screen.getAllByRole('button', { name: '发起打款' }).at(-1)!);
    expect(await screen.findByText('已发起打款')).toBeTruthy();
    expect(api.sent('POST /admin-api/withdrawals/startPayout')[0]?.body).toEqual({
      id: 50,
      requestId: expect.stringMatching(UUID),
    });
  });

  it('records a manual transfer: its number is required, a failure needs its reason, and the body is what was entered', async () => {
    api.on('GET /admin-api/withdrawals/page', page([paying()]));
    api.on('POST /admin-api/withdrawals/recordTransfer', ok(paying({ status: 'failed', reason: '退票' })));
    renderConsole('/payouts?status=paying');
    await userEvent.click(within(await rowOf('星星推客')).getByRole('button', { name: '登记转账' }));
    const dialog = (await screen.findByText('登记转账结果')).closest('.ant-modal')! as HTMLElement;
    expect(within(dialog).getByText('TKW0000000051')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '登记到账' }));
    expect(await within(dialog).findByText('请填写转账流水号')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('转账流水号'), 'HX2025030100018');
    await userEvent.click(within(dialog).getByText('打款失败'));
    await userEvent.click(within(dialog).getByRole('button', { name: '登记失败并退回金额' }));
    expect(await within(dialog).findByText('请填写失败原因')).toBeTruthy();
    expect(api.sent('POST /admin-api/withdrawals/recordTransfer')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('失败原因'), '收款银行退票');
    await userEvent.click(within(dialog).getByRole('button', { name: '登记失败并退回金额' }));
    expect(await screen.findByText('已登记打款失败，金额已退回推客余额')).toBeTruthy();
    expect(api.sent('POST /admin-api/withdrawals/recordTransfer')[0]?.body).toEqual({
      id: 51,
      transferNo: 'HX2025030100018',
      outcome: 'failed',
      reason: '收款银行退票',
      requestId: expect.stringMatching(UUID),
    });
  });

  it('puts the server’s refusal of a field under it, and keeps the dialog open', async () => {
    api.on('GET /admin-api/withdrawals/page', page([paying()]));
    api.on(
      'POST /admin-api/withdrawals/recordTransfer',
      fail('transferNo：转账流水号只能含字母、数字和 - _ . / #', { field: 'transferNo', errorCode: 'VALIDATION_FAILED' }),
    );
    renderConsole('/payouts?status=paying');
    await userEvent.click(within(await rowOf('星星推客')).getByRole('button', { name: '登记转账' }));
    const dialog = (await screen.findByText('登记转账结果')).closest('.ant-modal')! as HTMLElement;
    await userEvent.type(within(dialog).getByLabelText('转账流水号'), 'X1');
    await userEvent.click(within(dialog).getByRole('button', { name: '登记到账' }));
    expect(await within(dialog).findByText('转账流水号只能含字母、数字和 - _ . / #')).toBeTruthy();
    const [first] = api.sent('POST /admin-api/withdrawals/recordTransfer');
    expect(first?.body).toMatchObject({ transferNo: 'X1', outcome: 'paid' });
    // The same dialog sends the same key again: a resend after a lost answer records nothing twice.
    await userEvent.click(within(dialog).getByRole('button', { name: '登记到账' }));
    await waitFor(() => expect(api.sent('POST /admin-api/withdrawals/recordTransfer')).toHaveLength(2));
    expect(api.sent('POST /admin-api/withdrawals/recordTransfer')[1]?.body).toEqual(first?.body);
  });

  it('an Alipay payout under way is synced with Alipay, never recorded by hand', async () => {
    api.on('GET /admin-api/withdrawals/page', page([paying({ payoutChannel: 'alipay' })]));
    api.on('POST /admin-api/withdrawals/sync', ok(paying({ payoutChannel: 'alipay', status: 'paid', statusLabel: '已到账' })));
    renderConsole('/payouts?status=paying');
    const row = await rowOf('星星推客');
    expect(within(row).queryByRole('button', { name: '登记转账' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: '同步结果' }));
    expect(await screen.findByText('向支付宝查询这笔打款的结果？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^同\s*步$/ }));
    expect(await screen.findByText('已同步：已到账')).toBeTruthy();
    expect(api.sent('POST /admin-api/withdrawals/sync')[0]?.body).toEqual({ id: 51 });
  });

  it('exports a quarter’s withheld tax: the last quarter by default, warning that the file carries whole ID numbers', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal({ id: 50, status: 'approved' })]));
    api.on('GET /admin-api/withdrawals/tax-export', fail('quarter：季度必须是 1-4', { field: 'quarter' }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderConsole('/payouts');
    await rowOf('星星推客');
    await userEvent.click(screen.getByRole('button', { name: /个税季度汇总/ }));
    const dialog = (await screen.findByText('导出个税季度汇总')).closest('.ant-modal')! as HTMLElement;
    expect(within(dialog).getByText('文件含推客姓名与完整身份证号，仅用于个税扣缴申报；每次导出都会记入操作日志。')).toBeTruthy();
    const today = new Date();
    const q = Math.floor(today.getMonth() / 3) + 1;
    const last = q === 1 ? { year: today.getFullYear() - 1, quarter: 4 } : { year: today.getFullYear(), quarter: q - 1 };
    expect((within(dialog).getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe(String(last.quarter));
    const other = last.quarter === 1 ? 2 : 1;
    await userEvent.click(within(dialog).getByText(`Q${other}（${other * 3 - 2}-${other * 3}月）`));

    // A refusal says why and keeps the dialog; the same choice sent again downloads the file.
    await userEvent.click(within(dialog).getByRole('button', { name: '导出 CSV' }));
    expect(await screen.findByText('quarter：季度必须是 1-4')).toBeTruthy();
    api.on('GET /admin-api/withdrawals/tax-export', ok('csv'));
    // happy-dom never ends the spinner's leave animation, so its 「loading」 label stays in the name.
    await userEvent.click(within(dialog).getByRole('button', { name: /导出 CSV$/ }));
    expect(await screen.findByText('已导出 tax.csv')).toBeTruthy();
    expect(api.sent('GET /admin-api/withdrawals/tax-export').map((r) => r.query)).toEqual([
      { year: String(last.year), quarter: String(other) },
      { year: String(last.year), quarter: String(other) },
    ]);
    expect(saved).toEqual(['tax.csv']);
  });
});
