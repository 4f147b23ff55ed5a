import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminMcnTask, adminPlatform } from '../../test/factories/catalogue';
import { operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
  api.on('GET /admin-api/task-platforms/page', page([adminPlatform({ id: 8, name: '抖音星图', category: 4 })]));
});
afterEach(() => vi.unstubAllGlobals());

describe('星图/MCN 任务 (/admin/mcn-tasks)', { timeout: 60_000 }, () => {
  it('lists tasks with their status, and filters by status through the URL', async () => {
    api.on('GET /admin-api/mcn-tasks/page', page([adminMcnTask({ title: '混剪挑战', status: 'open', joinedCount: 12 })]));
    renderConsole('/mcn-tasks?status=open');
    expect(await screen.findByText('混剪挑战', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('进行中', { selector: '.ant-tag' })).toBeTruthy();
    expect(api.sent('GET /admin-api/mcn-tasks/page').at(-1)?.query).toEqual({ page: '1', size: '20', status: 'open' });
  });

  it('ends a task only after asking, then reloads the list', async () => {
    api.on('GET /admin-api/mcn-tasks/page', page([adminMcnTask({ id: 5, title: '要结束的' })]));
    api.on('POST /admin-api/mcn-tasks/end', ok(adminMcnTask({ id: 5, status: 'ended' })));
    renderConsole('/mcn-tasks');
    await userEvent.click(await screen.findByRole('button', { name: /^结\s*束$/ }, { timeout: 20_000 }));
    const popover = (await screen.findByText('确定结束「要结束的」吗？')).closest('.ant-popover') as HTMLElement;
    expect(api.sent('POST /admin-api/mcn-tasks/end')).toHaveLength(0);
    await userEvent.click(within(popover).getByRole('button', { name: '结束任务' }));
    await waitFor(() => expect(api.sent('POST /admin-api/mcn-tasks/end').map((r) => r.body)).toEqual([{ id: 5 }]));
    await waitFor(() => expect(api.sent('GET /admin-api/mcn-tasks/page').length).toBeGreaterThan(1));
  });

  it('shows the empty state with 新建任务, and an error with 重试', async () => {
    api.on('GET /admin-api/mcn-tasks/page', page([]));
    renderConsole('/mcn-tasks');
    expect(await screen.findByText('还没有符合条件的任务', {}, { timeout: 20_000 })).toBeTruthy();
    api.on('GET /admin-api/mcn-tasks/page', fail('服务暂时不可用', { code: 503 }));
    renderConsole('/mcn-tasks?keyword=x');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
  });
});
