import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { anEstimate } from '../../test/factories/income';
import { currentPath, renderRoute } from '../../test/render-route';

const ESTIMATE = '/api/userAccount/GetEstimateIncome';
const ROUTE = '/account/preIncome';

describe('预估收益 (account/preIncome)', () => {
  it('needs a login', async () => {
    installFakeApi();
    renderRoute(ROUTE);
    await waitFor(() => expect(currentPath()).toBe(`/login/login?redirect=${encodeURIComponent(ROUTE)}`));
  });

  it('shows a skeleton, then today, yesterday and the months, the 30-day chart and both splits', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', ESTIMATE);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(anEstimate()));
    const figures = await screen.findByRole('region', { name: '预估收益' });
    expect(within(figures).getByText('¥15.20')).toBeTruthy();
    expect(within(figures).getByText('¥33.80')).toBeTruthy();
    expect(within(figures).getByText('¥456.00')).toBeTruthy();
    expect(within(figures).getByText('¥812.34')).toBeTruthy();
    // Ten days of 10.00 + 0.10·i for i = 0, 3, …, 27: ¥113.50, the best the last of them (2026-11-19).
    expect((await screen.findByRole('img')).getAttribute('aria-label')).toBe(
      '近30天每日预估收益，合计 ¥113.50，最高 2026-11-19 ¥12.70',
    );
    const byWork = screen.getByRole('region', { name: '按作品' });
    expect(within(byWork).getByText('¥80.00')).toBeTruthy();
    expect(within(byWork).getByText('占比 70.5%')).toBeTruthy();
    expect(within(byWork).getByText('其他（UID 匹配）')).toBeTruthy();
    const byPlatform = screen.getByRole('region', { name: '按任务平台' });
    expect(within(byPlatform).getByText('数据更新至 2026-11-20')).toBeTruthy();
    expect(within(byPlatform).getByText('暂无数据更新')).toBeTruthy();
    expect(within(byPlatform).getByText('占比 82.4%')).toBeTruthy();
  });

  it('names the period and statuses of every total, and each split adds up to its total on screen', async () => {
    const estimate = anEstimate();
    installFakeApi().on('GET', ESTIMATE, ok(estimate));
    renderRoute(ROUTE, { user: true });
    const figures = await screen.findByRole('region', { name: '预估收益' });
    expect(within(figures).getByText('本月预估（1日起）')).toBeTruthy();
    expect(within(figures).getByText('含预估、已结算、已入账的全部收益，退款等调整已扣除')).toBeTruthy();
    const fen = (text: string | null) => Math.round(Number((text ?? '').replace(/[¥,]/g, '')) * 100);
    for (const name of ['近30天趋势', '按作品', '按任务平台']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByText('近30天 10-23 至 11-21')).toBeTruthy();
      const total = region.querySelector('.estimate-split-total .num');
      expect(fen(total?.textContent ?? null)).toBe(estimate.window.total);
      const parts = [...region.querySelectorAll('.estimate-split-amount')].map((el) => fen(el.textContent));
      if (name !== '近30天趋势') expect(parts.reduce((a, b) => a + b, 0)).toBe(estimate.window.total);
    }
    // The chart's own total is the same window's.
    expect((await screen.findByRole('img')).getAttribute('aria-label')).toContain(`合计 ¥113.50`);
  });

  it('shows a negative work with an empty bar and no share', async () => {
    installFakeApi().on(
      'GET',
      ESTIMATE,
      ok(
        anEstimate({
          byWork: [
            { id: 1, name: '正常作品', amount: 2000 },
            { id: 2, name: '被扣回的作品', amount: -300 },
          ],
        }),
      ),
    );
    renderRoute(ROUTE, { user: true });
    const byWork = await screen.findByRole('region', { name: '按作品' });
    expect(within(byWork).getByText('-¥3.00')).toBeTruthy();
    expect(within(byWork).getByText('占比 0%')).toBeTruthy();
    expect(within(byWork).getByText('占比 100%')).toBeTruthy();
  });

  it('offers to promote when the last 30 days have nothing', async () => {
    installFakeApi().on(
      'GET',
      ESTIMATE,
      ok(
        anEstimate({
          today: 0,
          yesterday: 0,
          thisMonth: 0,
          lastMonth: 0,
          days: anEstimate().days.map((d) => ({ ...d, amount: 0 })),
          byWork: [],
          byPlatform: [],
        }),
      ),
    );
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('近30天还没有预估收益，推广作品后这里会显示每天的收益')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去推广' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/shortPlay/shortPlay'));
  });

  it('shows the error view; 重试 loads the figures', async () => {
    const api = installFakeApi().on('GET', ESTIMATE, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', ESTIMATE, ok(anEstimate()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('¥15.20')).toBeTruthy();
    expect(api.calls('GET', ESTIMATE)).toHaveLength(2);
  });
});
