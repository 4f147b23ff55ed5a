import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aMentor } from '../../test/factories/growth';
import { promoterRow } from '../../test/factories/promoters';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
// The page is a lazy chunk: transformed here once, so no test's first wait includes it (seconds on a loaded machine).
beforeAll(async () => {
  await import('./PromotersPage');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
});
afterEach(() => vi.unstubAllGlobals());

const lastQuery = () => api.sent('GET /admin-api/promoters/page').at(-1)?.query;

describe('the promoter list (/admin/promoters)', () => {
  it('shows a skeleton, then each promoter with status, balance in yuan, inviter and a link to the detail', async () => {
    const held = api.hold('GET /admin-api/promoters/page');
    const { container } = renderConsole('/promoters');
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull());
    held.release(
      page([
        promoterRow({
          id: 11,
          nickname: '星辰大海',
          phone: '13800000011',
          inviter: { id: 3, promoterNo: '20000003', nickname: '上级' },
        }),
        promoterRow({ id: 12, nickname: '停用的', status: 'disabled', statusLabel: '已停用', balance: 0 }),
      ]),
    );
    expect(await screen.findByText('星辰大海')).toBeTruthy();
    expect(screen.getByText('13800000011')).toBeTruthy();
    expect(screen.getByText('¥1,234.56')).toBeTruthy();
    expect(screen.getByText('已停用')).toBeTruthy();
    // The level as 推客详情 and VIP 等级 write it.
    expect(within(screen.getByText('星辰大海').closest('tr') as HTMLElement).getByText('VIP2')).toBeTruthy();
    expect(screen.getByRole('link', { name: '上级' }).getAttribute('href')).toBe('/admin/promoters/3');
    expect(screen.getByRole('link', { name: '星辰大海' }).getAttribute('href')).toBe('/admin/promoters/11');
    expect(lastQuery()).toEqual({ page: '1', size: '20' });
  });

  it('searches by the keyword it writes to the URL, from page 1', async () => {
    api.on('GET /admin-api/promoters/page', page([promoterRow()]));
    renderConsole('/promoters?page=2');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('搜索'), '138 0000');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '20', keyword: '138 0000' }));
    expect(currentPath()).toBe('/promoters?keyword=138+0000');
  });

  it('sends the status filter from the URL', async () => {
    api.on('GET /admin-api/promoters/page', page([promoterRow({ status: 'disabled', statusLabel: '已停用' })]));
    renderConsole('/promoters?status=disabled');
    expect(await screen.findByText('已停用', { selector: '.ant-tag' })).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '1', size: '20', status: 'disabled' });
  });

  it('says so when nothing matches, with 清除筛选', async () => {
    api.on('GET /admin-api/promoters/page', page([]));
    renderConsole('/promoters?keyword=nobody');
    expect(await screen.findByText('没有找到符合条件的推客，换个手机号、推客号或昵称试试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(currentPath()).toBe('/promoters'));
  });

  it('shows the error with 重试', async () => {
    api.on('GET /admin-api/promoters/page', fail('服务暂时不可用', { code: 503 }));
    renderConsole('/promoters');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on('GET /admin-api/promoters/page', page([promoterRow({ nickname: '回来了' })]));
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('回来了')).toBeTruthy();
  });

  it('checks the keyword with the contract as it is typed and sends nothing too long', async () => {
    api.on('GET /admin-api/promoters/page', page([promoterRow()]));
    renderConsole('/promoters');
    await screen.findByRole('table');
    const sent = api.sent('GET /admin-api/promoters/page').length;
    await userEvent.type(screen.getByLabelText('搜索'), '长'.repeat(21));
    expect(await screen.findByText('搜索词最多 20 个字')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(api.sent('GET /admin-api/promoters/page')).toHaveLength(sent);
  });

  it('assigns a mentor to the selected promoters in bulk; finance sees no selection', async () => {
    api.on(
      'GET /admin-api/promoters/page',
      page([promoterRow({ id: 11, nickname: '星辰大海' }), promoterRow({ id: 12, nickname: '晨光' })]),
    );
    api.on('GET /admin-api/mentors/list', ok([aMentor({ id: 5, name: '林晓' })]));
    api.on('POST /admin-api/mentors/assign', ok({ assigned: 2 }));
    const { unmount } = renderConsole('/promoters');
    await screen.findByText('星辰大海');
    expect((screen.getByRole('button', { name: /指派导师/ }) as HTMLButtonElement).disabled).toBe(true);
    for (const name of ['星辰大海', '晨光'])
      await userEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /指派导师（2）/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox'));
    await userEvent.click(await screen.findByText('林晓（linxiao_tkx）'));
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent('POST /admin-api/mentors/assign')).toHaveLength(1));
    expect(api.sent('POST /admin-api/mentors/assign')[0]!.body).toEqual({ mentorId: 5, userIds: [11, 12] });
    unmount();

    api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
    renderConsole('/promoters');
    await screen.findByText('星辰大海');
    expect(screen.queryByRole('button', { name: /指派导师/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  }, 60_000);
});
