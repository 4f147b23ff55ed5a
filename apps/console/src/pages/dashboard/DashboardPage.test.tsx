import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { dashboardDaily } from '../../test/factories/dashboard';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
// The page's lazy chunk brings ECharts, which takes seconds to transform the first time on a loaded
// machine: loaded once here, so each test's waits are about the page, not the transform.
beforeAll(() => import('./DashboardPage'), 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
});
afterEach(() => vi.unstubAllGlobals());

const DAILY = 'GET /admin-api/dashboard/daily';
const lastQuery = () => api.sent(DAILY).at(-1)?.query;

/** A week with known figures: 3 registrations on the 25th, 1,234.50 yuan estimated on the 26th, and so on. */
const week = () =>
  dashboardDaily({
    day: (i, date) => ({
      promoters: 120 + i,
      registrations: date === '2026-02-25' ? 3 : 1,
      aliases: i,
      estimatedIncome: date === '2026-02-26' ? 123_450 : 0,
      settledIncome: date === '2026-02-26' ? 100_000 : 0,
      withdrawalsAppliedAmount: date === '2026-02-27' ? 50_000 : 0,
      withdrawalsApplied: date === '2026-02-27' ? 2 : 0,
    }),
    previous: { promoters: 110, registrations: 6, aliases: 21, estimatedIncome: 0, settledIncome: 200_000 },
    today: { promoters: 126, registrations: 1, aliases: 6 },
    yesterday: { promoters: 125, registrations: 1, aliases: 5 },
  });

/** The headline card titled `title`. */
const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.headline-card') as HTMLElement;

describe('the dashboard (/admin/dashboard)', () => {
  it('shows skeletons until the figures arrive, then the range totals as cards with their change and today', async () => {
    const held = api.hold(DAILY);
    renderConsole('/dashboard');
    expect(await screen.findByLabelText('数据加载中')).toBeTruthy();
    held.release(ok(week()));
    await screen.findByText('推客总数', { selector: '.ant-statistic-title' });
    expect(screen.queryByLabelText('数据加载中')).toBeNull();
    expect(lastQuery()).toEqual({ preset: 'last7' });

    // The range's totals, the change against the week before, today beside yesterday.
    expect(within(card('推客总数')).getByText('126')).toBeTruthy();
    expect(card('推客总数').textContent).toContain('较上期 14.5%');
    expect(card('推客总数').querySelector('.headline-change-up .anticon-arrow-up')).not.toBeNull();
    expect(card('推客总数').textContent).toContain('今日新增 1·昨日 1');
    expect(card('新增注册').textContent).toContain('9');
    expect(card('新增注册').textContent).toContain('较上期 50%');
    expect(card('口令申请').textContent).toContain('较上期 持平');
    expect(card('口令申请').textContent).toContain('今日 6·昨日 5');
    expect(card('预估收益').textContent).toContain('¥1,234.50');
    expect(card('预估收益').textContent).toContain('较上期 新增');
    expect(card('已结算收益').textContent).toContain('较上期 50%');
    expect(card('已结算收益').querySelector('.headline-change-down')).not.toBeNull();
    expect(card('提现申请').textContent).toContain('¥500.00');
    expect(card('提现申请').textContent).toContain('2 笔');
  });

  it('draws the three charts and lists the same figures in a table, newest day first, the totals last', async () => {
    api.on(DAILY, ok(week()));
    renderConsole('/dashboard');
    const table = (await screen.findByText('每日明细')).closest('.ant-card') as HTMLElement;
    for (const name of [
      '每日新增注册、口令申请、回填提交折线图',
      '每日预估收益与已结算收益图',
      '每日提现申请金额与打款金额柱状图',
    ])
      await waitFor(() => expect(screen.getByRole('img', { name }).querySelector('svg')).not.toBeNull());

    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    const days = rows.filter((r) => /^\d{4}-/.test(r[0] ?? ''));
    expect(days.map((r) => r[0])).toEqual([
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
      '2026-02-24',
      '2026-02-23',
    ]);
    expect(days[3]).toEqual(['2026-02-26', '123', '1', '3', '0', '¥1,234.50', '¥1,000.00', '0', '¥0.00', '0', '¥0.00']);
    expect(rows.find((r) => r[0] === '合计')).toEqual([
      '合计',
      '126',
      '9',
      '21',
      '0',
      '¥1,234.50',
      '¥1,000.00',
      '2',
      '¥500.00',
      '0',
      '¥0.00',
    ]);
  });

  it('asks the server for a preset and keeps the range in the URL', async () => {
    api.on(DAILY, (req) => ok(req.query.preset === 'month' ? dashboardDaily({ from: '2026-03-01', to: '2026-03-01' }) : week()));
    renderConsole('/dashboard');
    await screen.findByText('对比上一周期 2026-02-16 ~ 2026-02-22');
    await userEvent.click(screen.getByText('本月'));
    await waitFor(() => expect(lastQuery()).toEqual({ preset: 'month' }));
    expect(currentPath()).toBe('/dashboard?preset=month');
    expect(await screen.findByText('对比上一周期 2026-02-28 ~ 2026-02-28')).toBeTruthy();
    await userEvent.click(screen.getByText('近7天'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('opens a custom range from the URL, with its picker', async () => {
    api.on(DAILY, ok(dashboardDaily({ from: '2026-02-01', to: '2026-02-05', day: () => ({ promoters: 3 }) })));
    renderConsole('/dashboard?from=2026-02-01&to=2026-02-05');
    await screen.findByText('对比上一周期 2026-01-27 ~ 2026-01-31');
    expect(lastQuery()).toEqual({ from: '2026-02-01', to: '2026-02-05' });
    const picker = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(picker.map((i) => i.value)).toEqual(['2026-02-01', '2026-02-05']);
  });

  it('says so on a new platform with no data, and leads to 作品管理', async () => {
    api.on(DAILY, ok(dashboardDaily()));
    renderConsole('/dashboard');
    expect(await screen.findByText('平台还没有数据：推客注册、申请口令、产生收益后，这里按天汇总。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '前往作品管理' }));
    expect(currentPath()).toBe('/works');
  });

  it('shows a quiet range of a running platform as days of zeros, not as the empty state', async () => {
    api.on(DAILY, ok(dashboardDaily({ day: () => ({ promoters: 40 }), today: { promoters: 40 } })));
    renderConsole('/dashboard');
    await screen.findByText('推客总数', { selector: '.ant-statistic-title' });
    expect(screen.queryByText(/平台还没有数据/)).toBeNull();
    expect(card('新增注册').textContent).toContain('较上期 持平');
  });

  it('shows the error with 重试, which asks again and then shows the figures', async () => {
    api.on(DAILY, fail('服务暂时不可用', { code: 503 }));
    renderConsole('/dashboard');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on(DAILY, ok(week()));
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('推客总数', { selector: '.ant-statistic-title' })).toBeTruthy();
    expect(api.sent(DAILY)).toHaveLength(2);
  });
});
