import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aReconciliation, aSummary } from '../../test/factories/income';
import { currentPath, renderRoute } from '../../test/render-route';

const RECON = '/api/userAccount/income/reconciliation';
const ROUTE = '/account/account?tab=recon';

/** The page around the tab: the balance, and no UID notice. */
const withPage = () =>
  installFakeApi().on('GET', '/api/userAccount/summary', ok(aSummary())).on('GET', '/api/userAccount/income/uidNotices', ok([]));

describe('推广收益 › 对账 (account/account?tab=recon)', () => {
  it('shows a skeleton, then this month: estimated, settled and each difference with its reason', async () => {
    const api = withPage();
    const held = api.hold('GET', RECON);
    renderRoute(ROUTE, { user: true });
    await waitFor(() => expect(api.calls('GET', RECON)).toHaveLength(1));
    expect(screen.getAllByLabelText('加载中').length).toBeGreaterThan(0);
    expect(api.firstCall('GET', RECON).query).toEqual({ month: dayjs().format('YYYY-MM') });
    expect(screen.getByText(dayjs().format('YYYY年M月'))).toBeTruthy();
    held.release(ok(aReconciliation()));
    const figures = await screen.findByRole('region', { name: '本月对账' });
    expect(within(figures).getByText('¥300.00')).toBeTruthy();
    expect(within(figures).getByText('¥268.50')).toBeTruthy();
    expect(within(figures).getByText('-¥31.50')).toBeTruthy();
    const reasons = screen.getByRole('region', { name: '差额原因' });
    expect(within(reasons).getByText('退款').closest('li')?.textContent).toBe('退款3 条-¥20.00');
    expect(within(reasons).getByText('无效流量扣量').closest('li')?.textContent).toBe('无效流量扣量2 条-¥11.50');
    expect(within(reasons).queryByText(/正在核对/)).toBeNull();
    const platforms = screen.getByRole('region', { name: '按任务平台' });
    expect(within(platforms).getByText('数据更新至 2026-10-30')).toBeTruthy();
    expect((screen.getByRole('button', { name: '下个月' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes back a month through the URL, and says what is still being checked', async () => {
    const api = withPage().on('GET', RECON, ok(aReconciliation({ unexplained: -500 })));
    renderRoute(`${ROUTE}&month=2026-10`, { user: true });
    expect(await screen.findByText('2026年10月')).toBeTruthy();
    expect((await screen.findByText(/正在核对/)).textContent).toBe('另有 -¥5.00 正在核对，核对后会计入上面的原因');
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    await waitFor(() => expect(api.lastCall('GET', RECON).query).toEqual({ month: '2026-09' }));
    expect(currentPath()).toBe(`${ROUTE}&month=2026-09`);
  });

  it('says when the month has no income, with the way to promote', async () => {
    const empty = aReconciliation({ estimated: 0, settled: 0, difference: 0, explained: [], byPlatform: [] });
    withPage().on('GET', RECON, ok(empty));
    renderRoute(`${ROUTE}&month=2026-01`, { user: true });
    expect(await screen.findByText('这个月还没有收益，推广作品后这里会对比预估与结算')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去推广' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/shortPlay/shortPlay'));
  });

  it('shows an error with 重试', async () => {
    const api = withPage().on('GET', RECON, fail('服务器开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    const alert = await screen.findByRole('alert');
    api.on('GET', RECON, ok(aReconciliation()));
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '本月对账' })).toBeTruthy();
  });
});
