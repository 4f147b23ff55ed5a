import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aDay } from '../../test/factories/aliases';
import { currentPath, renderRoute } from '../../test/render-route';

const DAILY = '/api/worksAlias/DailyStats';
const report = (records: ReturnType<typeof aDay>[], totals = { totalNewUsers: 0, totalIncome: 0 }) =>
  ok({ records, hasNextPages: false, ...totals });

describe('推广详情 (myKeyWord/laxin)', () => {
  it('shows a skeleton, then the totals and a row per day that opens to its split by alias', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DAILY);
    renderRoute('/myKeyWord/laxin', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      report([aDay(), aDay({ date: '2026-11-20', newUsers: 3, income: 900, aliases: [] })], {
        totalNewUsers: 15,
        totalIncome: 4500,
      }),
    );
    const totals = await screen.findByRole('region', { name: '合计' });
    expect(within(totals).getByText('15')).toBeTruthy();
    expect(within(totals).getByText('¥45.00')).toBeTruthy();
    const day = screen.getByRole('button', { name: '2026-11-21 新用户 12 收益 ¥36.00' });
    expect(day.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(day);
    const split = screen.getByRole('list', { name: '2026-11-21 各关键词' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['「霸总甜宠」8¥24.00', '「萌宝来袭」4¥12.00']);
    expect(api.firstCall('GET', DAILY).query).toEqual({ page: '1', size: '10' });
  });

  it('asks for one alias when given', async () => {
    const api = installFakeApi().on('GET', DAILY, report([aDay()], { totalNewUsers: 12, totalIncome: 3600 }));
    renderRoute('/myKeyWord/laxin?aliasId=11', { user: true });
    await screen.findByRole('region', { name: '合计' });
    expect(api.firstCall('GET', DAILY).query).toEqual({ aliasId: '11', page: '1', size: '10' });
  });

  it('shows the empty view, whose action goes to my aliases', async () => {
    installFakeApi().on('GET', DAILY, report([]));
    renderRoute('/myKeyWord/laxin', { user: true });
    expect(await screen.findByText('还没有拉新数据，数据通常在次日更新')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看我的关键词' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/myKeyWord'));
  });

  it('shows the error view; 重试 loads the report', async () => {
    const api = installFakeApi().on('GET', DAILY, fail('服务开小差了', { code: 500 }));
    renderRoute('/myKeyWord/laxin', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DAILY, report([aDay()], { totalNewUsers: 12, totalIncome: 3600 }));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '合计' })).toBeTruthy();
  });
});
