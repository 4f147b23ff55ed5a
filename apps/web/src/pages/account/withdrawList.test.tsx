import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../test/fake-api';
import { aWithdrawal } from '../../test/factories/withdrawals';
import { currentPath, renderRoute } from '../../test/render-route';

const LIST = '/api/withdraw/page';
const ROUTE = '/account/withdrawList';

describe('提现记录 (account/withdrawList)', () => {
  it('needs a login', async () => {
    installFakeApi();
    renderRoute(ROUTE);
    await waitFor(() => expect(currentPath()).toBe(`/login/login?redirect=${encodeURIComponent(ROUTE)}`));
  });

  it('shows a skeleton, then each withdrawal with amount, status, net and fee (or the amount returned), account and time', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([
        aWithdrawal(),
        aWithdrawal({
          id: 6,
          amount: 200000,
          fee: 12000,
          net: 188000,
          status: 'rejected',
          statusLabel: '已驳回',
          account: { type: 'bank', typeLabel: '银行卡', title: '招商银行', subtitle: '尾号 1234', holder: '张三' },
        }),
      ]),
    );
    const first = await screen.findByRole('button', { name: '提现 ¥1,000.00 待审核，查看详情' });
    expect(within(first).getByText('待审核').className).toContain('withdrawal-chip-submitted');
    expect(first.textContent).toContain('到账 ¥940.00 · 手续费 ¥60.00');
    expect(within(first).getByText('支付宝 138****8000')).toBeTruthy();
    expect(within(first).getByText(dayjs(aWithdrawal().createdAt).format('YYYY-MM-DD HH:mm'))).toBeTruthy();
    const second = screen.getByRole('button', { name: '提现 ¥2,000.00 已驳回，查看详情' });
    expect(within(second).getByText('已驳回').className).toContain('withdrawal-chip-rejected');
    expect(second.textContent).toContain('已退回余额 ¥2,000.00');
    expect(second.textContent).not.toContain('到账 ¥1,880.00');
    expect(within(second).getByText('招商银行 尾号 1234')).toBeTruthy();
    expect(api.firstCall('GET', LIST).query).toEqual({ page: '1', size: '10' });
  });

  it('filters by status and opens a withdrawal', async () => {
    const api = installFakeApi().on('GET', LIST, (req) =>
      page([req.query.status === 'paid' ? aWithdrawal({ id: 8, status: 'paid', statusLabel: '已到账' }) : aWithdrawal()]),
    );
    renderRoute(ROUTE, { user: true });
    await screen.findByText('待审核', { selector: '.withdrawal-chip' });
    await userEvent.click(screen.getByRole('tab', { name: '已到账' }));
    await waitFor(() => expect(api.lastCall('GET', LIST).query).toEqual({ page: '1', size: '10', status: 'paid' }));
    expect(currentPath()).toBe(`${ROUTE}?status=paid`);
    await userEvent.click(await screen.findByRole('button', { name: '提现 ¥1,000.00 已到账，查看详情' }));
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawDetail?id=8'));
  });

  it('offers to withdraw when there is none, and all withdrawals when a status has none', async () => {
    installFakeApi().on('GET', LIST, page([]));
    renderRoute(`${ROUTE}?status=failed`, { user: true });
    expect(await screen.findByText('没有打款失败的提现')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看全部' }));
    expect(await screen.findByText('还没有提现记录，收益到账后可以提现到支付宝或银行卡')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去提现' }));
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawMoeny'));
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([aWithdrawal()]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '提现 ¥1,000.00 待审核，查看详情' })).toBeTruthy();
  });
});
