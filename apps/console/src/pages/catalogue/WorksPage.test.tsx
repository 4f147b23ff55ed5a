import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminPlatform, adminWork } from '../../test/factories/catalogue';
import { operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
  api.on('GET /admin-api/task-platforms/page', page([adminPlatform({ id: 1, name: '红果短剧' })]));
});
afterEach(() => vi.unstubAllGlobals());

describe('作品管理 (/admin/works)', { timeout: 60_000 }, () => {
  it('shows a skeleton, then each work with its cover thumbnail, platform, share and listing', async () => {
    const held = api.hold('GET /admin-api/works/page');
    const { container } = renderConsole('/works');
    // The first render of a file transforms the lazy page on the spot: slow on a loaded machine.
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull(), { timeout: 20_000 });
    held.release(page([adminWork({ title: '重生之我在片场', shareBps: 6500, isRecommended: true })]));
    expect(await screen.findByText('重生之我在片场')).toBeTruthy();
    expect(screen.getByText('65%')).toBeTruthy();
    expect(screen.getByText('推荐')).toBeTruthy();
    expect(screen.getByAltText('《重生之我在片场》封面').getAttribute('src')).toMatch(/\.thumb\.webp$/);
    expect(screen.getByRole('switch', { name: '下架《重生之我在片场》' })).toBeTruthy();
    expect(api.sent('GET /admin-api/works/page').at(-1)?.query).toEqual({ page: '1', size: '20' });
  });

  it('shows the empty state with 新建作品', async () => {
    api.on('GET /admin-api/works/page', page([]));
    renderConsole('/works');
    expect(await screen.findByText('还没有符合条件的作品')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /新建作品/ }).length).toBeGreaterThan(0);
  });

  it('shows a failed load with 重试, which loads again', async () => {
    api.on('GET /admin-api/works/page', fail('服务暂时不可用', { code: 503 }));
    renderConsole('/works');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on('GET /admin-api/works/page', page([adminWork({ title: '回来了' })]));
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('回来了')).toBeTruthy();
  });

  it('asks before unlisting, naming the work, then unlists it and reloads the list', async () => {
    const w = adminWork({ id: 41, title: '下架我' });
    api.on('GET /admin-api/works/page', page([w]));
    api.on('POST /admin-api/works/unlist', ok({ ...w, listed: false }));
    renderConsole('/works');
    await userEvent.click(await screen.findByRole('switch', { name: '下架《下架我》' }));
    expect(api.sent('POST /admin-api/works/unlist')).toHaveLength(0);
    const confirm = await screen.findByText('确定下架《下架我》吗？');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popover).getByRole('button', { name: /下\s*架/ }));
    await waitFor(() => expect(api.sent('POST /admin-api/works/unlist').map((r) => r.body)).toEqual([{ id: 41 }]));
    await waitFor(() => expect(api.sent('GET /admin-api/works/page').length).toBeGreaterThan(1));
  });

  it("saves a new weight on Enter (the app's 推荐 order)", async () => {
    api.on('GET /admin-api/works/page', page([adminWork({ id: 42, title: '排序', weight: 0 })]));
    api.on('POST /admin-api/works/reorder', ok(null));
    renderConsole('/works');
    const input = await screen.findByLabelText('《排序》的权重');
    await userEvent.clear(input);
    await userEvent.type(input, '30{Enter}');
    await waitFor(() => expect(api.sent('POST /admin-api/works/reorder').map((r) => r.body)).toEqual([{ items: [{ id: 42, weight: 30 }] }]));
  });

  it('lets finance look but not change: no 新建, a disabled switch, the weight as text', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
    api.on('GET /admin-api/works/page', page([adminWork({ title: '只读', weight: 7 })]));
    renderConsole('/works');
    await screen.findByText('只读');
    expect(screen.queryByRole('button', { name: /新建作品/ })).toBeNull();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('《只读》的权重')).toBeNull();
    expect(screen.getByRole('link', { name: '查看' })).toBeTruthy();
  });
});
