import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminPlatform } from '../../test/factories/catalogue';
import { promoterRow } from '../../test/factories/promoters';
import { unmatchedRow } from '../../test/factories/settlement';
import { currentPath, loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./UnmatchedPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
  api.on('GET /admin-api/task-platforms/page', page([adminPlatform({ id: 2, name: '七猫短剧' })]));
});
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /admin-api/settlement/unmatched/page';
const ASSIGN = 'POST /admin-api/settlement/unmatched/assign';
const lastQuery = () => api.sent(LIST).at(-1)?.query;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('未匹配队列 (/admin/settlement/unmatched)', { timeout: 60_000 }, () => {
  it('shows a skeleton, then the waiting rows with their source and reason', async () => {
    const held = api.hold(LIST);
    const { container } = renderConsole('/settlement/unmatched');
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull());
    held.release(
      page([
        unmatchedRow({ id: 3, importId: 11, lineNo: 4, alias: '无主口令' }),
        unmatchedRow({ id: 4, uid: '2849173650', alias: null, reason: 'uid_outside_binding' }),
      ]),
    );
    expect(await screen.findByText('口令 无主口令')).toBeTruthy();
    expect(screen.getByRole('link', { name: '七猫短剧_2025-03-01_结算.csv 第 4 行' }).getAttribute('href')).toBe(
      '/admin/settlement/imports/11',
    );
    expect(screen.getByText('口令、UID、链接均未匹配到推客')).toBeTruthy();
    expect(screen.getByText('视频发布时该 UID 未绑定在本平台')).toBeTruthy();
    expect(screen.getAllByText('待处理', { selector: '.ant-tag' })).toHaveLength(2);
    expect(lastQuery()).toEqual({ page: '1', size: '20', status: 'waiting' });
  });

  it('says when nothing waits, and shows an error with 重试', async () => {
    api.on(LIST, page([]));
    renderConsole('/settlement/unmatched');
    expect(await screen.findByText('没有待处理的未匹配记录')).toBeTruthy();

    api.on(LIST, fail('服务暂时不可用', { code: 503 }));
    renderConsole('/settlement/unmatched?status=all');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '1', size: '20' });
    api.on(
      LIST,
      page([
        unmatchedRow({
          alias: '重试后',
          status: 'assigned',
          assignedTo: { id: 7, nickname: '小星', phoneMasked: '138****0000' },
        }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('给 小星（138****0000）')).toBeTruthy();
  });

  it('sends the filters: platform, status, reason and keyword (checked as typed)', async () => {
    api.on(LIST, page([unmatchedRow()]));
    renderConsole('/settlement/unmatched?taskPlatformId=2&reason=uid_outside_binding');
    await screen.findByText('口令、UID、链接均未匹配到推客');
    expect(lastQuery()).toEqual({ page: '1', size: '20', status: 'waiting', taskPlatformId: '2', reason: 'uid_outside_binding' });
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '长'.repeat(101) } });
    expect(await screen.findByText('关键词最多 100 个字')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '2849173650' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '2849173650', reason: 'uid_outside_binding' }));
    expect(currentPath()).toContain('keyword=2849173650');
  });

  it('assigns the chosen rows to a promoter found by search, once asked, with a request id', async () => {
    const [a, b] = [
      unmatchedRow({ id: 21, lineNo: 5, upstreamAmount: 700 }),
      unmatchedRow({ id: 22, lineNo: 6, upstreamAmount: 350 }),
    ];
    api.on(LIST, page([a, b, unmatchedRow({ id: 23, lineNo: 7, status: 'dropped' })]));
    api.on('GET /admin-api/promoters/page', page([promoterRow({ id: 7, nickname: '小星追剧', promoterNo: '20481357' })]));
    api.on(ASSIGN, ok({ assigned: 2, amount: 630 }));
    renderConsole('/settlement/unmatched');
    await screen.findByText('口令 无主口令21');
    expect(
      (screen.getByRole('checkbox', { name: '选择 七猫短剧_2025-03-01_结算.csv 第 7 行' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 七猫短剧_2025-03-01_结算.csv 第 5 行' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 七猫短剧_2025-03-01_结算.csv 第 6 行' }));
    const bar = screen.getByRole('toolbar', { name: '批量操作' });
    expect(bar.textContent).toContain('已选择 2 项');
    expect(bar.textContent).toContain('计费合计 ¥10.50');
    fireEvent.click(within(bar).getByRole('button', { name: '指派给推客' }));
    const modal = (await screen.findByText('指派 2 条记录给推客')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: /确认指派/ }));
    expect(await within(modal).findByText('请选择推客')).toBeTruthy();
    expect(api.sent(ASSIGN)).toHaveLength(0);
    await userEvent.type(within(modal).getByLabelText('推客'), '小星');
    await waitFor(() =>
      expect(api.sent('GET /admin-api/promoters/page').at(-1)?.query).toEqual({ page: '1', size: '10', keyword: '小星' }),
    );
    await userEvent.click(await screen.findByText(/小星追剧（推客号 20481357/, { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(modal).getByRole('button', { name: /确认指派/ }));
    await waitFor(() => expect(api.sent(ASSIGN)).toHaveLength(1));
    const body = api.sent(ASSIGN)[0]!.body as { ids: number[]; userId: number; requestId: string };
    expect({ ids: body.ids, userId: body.userId }).toEqual({ ids: [21, 22], userId: 7 });
    expect(body.requestId).toMatch(UUID);
    expect(await screen.findByText('已指派 2 条，计入推客收益 6.30 元')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: '批量操作' })).toBeNull());
  });

  it("shows the server's refusal in the dialog and keeps the choice", async () => {
    api.on(LIST, page([unmatchedRow({ id: 31, lineNo: 9 })]));
    api.on('GET /admin-api/promoters/page', page([promoterRow({ id: 7, nickname: '小星追剧', promoterNo: '20481357' })]));
    api.on(ASSIGN, fail('推客已停用，不能指派', { code: 409, errorCode: 'CONFLICT' }));
    renderConsole('/settlement/unmatched');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 七猫短剧_2025-03-01_结算.csv 第 9 行' }));
    fireEvent.click(screen.getByRole('button', { name: '指派给推客' }));
    const modal = (await screen.findByText('指派 1 条记录给推客')).closest('.ant-modal') as HTMLElement;
    await userEvent.type(within(modal).getByLabelText('推客'), '小星');
    await userEvent.click(await screen.findByText(/小星追剧（推客号 20481357/, { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(modal).getByRole('button', { name: /确认指派/ }));
    expect(await within(modal).findByText('推客已停用，不能指派')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: '批量操作' }).textContent).toContain('已选择 1 项');
  });
});
