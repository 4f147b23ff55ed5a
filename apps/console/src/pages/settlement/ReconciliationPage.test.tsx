import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminPlatform } from '../../test/factories/catalogue';
import { promoterRow } from '../../test/factories/promoters';
import { reconciliation } from '../../test/factories/settlement';
import { currentPath, loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./ReconciliationPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
  api.on('GET /admin-api/task-platforms/page', page([adminPlatform({ id: 2, name: '七猫短剧' })]));
});
afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /admin-api/settlement/reconciliation';
const MARCH = '/settlement/reconciliation?from=2025-03-01&to=2025-03-31';

describe('对账 (/admin/settlement/reconciliation)', { timeout: 60_000 }, () => {
  it('asks for this month so far by default, with a skeleton first', async () => {
    const held = api.hold(GET);
    const { container } = renderConsole('/settlement/reconciliation');
    await waitFor(() => expect(api.sent(GET)).toHaveLength(1));
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(api.sent(GET)[0]?.query).toEqual({
      from: dayjs().startOf('month').format('YYYY-MM-DD'),
      to: dayjs().format('YYYY-MM-DD'),
    });
    held.release(ok(reconciliation()));
    expect(await screen.findByText('预估收益')).toBeTruthy();
  });

  it('shows the figures, the differences by reason with a bar chart, and each platform with 数据更新至', async () => {
    api.on(GET, ok(reconciliation()));
    const { container } = renderConsole(MARCH);
    expect(await screen.findByText('差额（结算 − 预估）')).toBeTruthy();
    const figures = container.querySelector('.reconciliation-report-figures') as HTMLElement;
    expect(figures.textContent).toContain('预估收益¥1,000.00');
    expect(figures.textContent).toContain('结算收益¥940.00');
    expect(figures.textContent).toContain('差额（结算 − 预估）-¥60.00');
    expect(container.querySelector('.reconciliation-report-alarm')).toBeNull();
    const reasons = screen.getByText('差额原因').closest('.ant-card') as HTMLElement;
    const refund = within(reasons).getByText('退款').closest('tr') as HTMLElement;
    expect(refund.textContent).toBe('退款12-¥40.00');
    expect(within(reasons).getByText('无效流量扣量')).toBeTruthy();
    expect(await screen.findByRole('img', { name: '差额原因金额条形图' })).toBeTruthy();
    const platform = screen.getByText('七猫短剧', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(platform.textContent).toBe('七猫短剧¥1,000.00¥940.00-¥60.002025-03-30');
    expect(api.sent(GET).at(-1)?.query).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  });

  it('marks a difference no reason explains', async () => {
    api.on(GET, ok(reconciliation({ unexplained: -1_234 })));
    const { container } = renderConsole(MARCH);
    expect(await screen.findByText(/的差额没有对应的原因/)).toBeTruthy();
    expect(container.querySelector('.reconciliation-report-alarm')?.textContent).toContain('未解释差额-¥12.34');
  });

  it('says when the period has no income (with the way to import), and shows an error with 重试', async () => {
    api.on(GET, ok(reconciliation({ estimated: 0, settled: 0, difference: 0, explained: [], byPlatform: [] })));
    renderConsole(MARCH);
    expect(await screen.findByText('2025-03-01 至 2025-03-31 没有收益记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: /去导入报表/ }).getAttribute('href')).toBe('/admin/settlement/imports');

    api.on(GET, fail('服务暂时不可用', { code: 503 }));
    renderConsole('/settlement/reconciliation?from=2025-02-01&to=2025-02-28');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on(GET, ok(reconciliation()));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('差额原因')).toBeTruthy();
  });

  it('asks for one promoter and one platform; a period that ends before it starts is not sent', async () => {
    api.on(GET, ok(reconciliation()));
    api.on('GET /admin-api/promoters/page', page([promoterRow({ id: 7, nickname: '小星追剧', promoterNo: '20481357' })]));
    renderConsole(MARCH);
    await screen.findByText('差额原因');
    await userEvent.type(screen.getByLabelText('推客'), '小星');
    await userEvent.click(await screen.findByText(/小星追剧（推客号 20481357/, { selector: '.ant-select-item-option-content' }));
    await userEvent.click(screen.getByLabelText('任务平台'));
    await userEvent.click(await screen.findByText('七猫短剧', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.sent(GET).at(-1)?.query).toEqual({ from: '2025-03-01', to: '2025-03-31', userId: '7', taskPlatformId: '2' }),
    );
    expect(currentPath()).toBe('/settlement/reconciliation?from=2025-03-01&to=2025-03-31&userId=7&taskPlatformId=2');

    const sent = api.sent(GET).length;
    renderConsole('/settlement/reconciliation?from=2025-04-01&to=2025-03-01');
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
    expect(api.sent(GET)).toHaveLength(sent);
  });
});
