import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { adminPanResource, adminPlatform } from '../../test/factories/catalogue';
import { operatorMe, renderConsole } from '../../test/render-console';

const PAGE = 'GET /admin-api/pan-resources/page';
const withCounts = (records: unknown[], counts = { all: records.length, listed: records.length, unlisted: 0 }) =>
  ok({ records, hasNextPages: false, counts });

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
  api.on(
    'GET /admin-api/task-platforms/page',
    ok({ records: [adminPlatform({ id: 9, name: '夸克网盘', category: 3 })], hasNextPages: false }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('网盘资源 (/admin/pan-resources)', { timeout: 60_000 }, () => {
  it('lists resources with counts per status, and filters by status through the URL', async () => {
    api.on(PAGE, withCounts([adminPanResource({ title: '闪婚后傅总 全集', listed: false })], { all: 8, listed: 7, unlisted: 1 }));
    renderConsole('/pan-resources?status=unlisted');
    expect(await screen.findByText('闪婚后傅总 全集', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已下架 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部 8' })).toBeTruthy();
    expect(api.sent(PAGE).at(-1)?.query).toEqual({ page: '1', size: '20', status: 'unlisted' });
    await userEvent.click(screen.getByRole('tab', { name: '已上架 7' }));
    await waitFor(() => expect(api.sent(PAGE).at(-1)?.query).toEqual({ page: '1', size: '20', status: 'listed' }));
  });

  it('unlists only after asking, then reloads the list', async () => {
    api.on(PAGE, withCounts([adminPanResource({ id: 5, title: '要下架的' })]));
    api.on('POST /admin-api/pan-resources/unlist', ok(adminPanResource({ id: 5, listed: false })));
    renderConsole('/pan-resources');
    await userEvent.click(await screen.findByRole('button', { name: /^下\s*架$/ }, { timeout: 20_000 }));
    const popover = (await screen.findByText('下架「要下架的」？')).closest('.ant-popover') as HTMLElement;
    expect(api.sent('POST /admin-api/pan-resources/unlist')).toHaveLength(0);
    await userEvent.click(within(popover).getByRole('button', { name: /^下\s*架$/ }));
    await waitFor(() => expect(api.sent('POST /admin-api/pan-resources/unlist').map((r) => r.body)).toEqual([{ id: 5 }]));
    await waitFor(() => expect(api.sent(PAGE).length).toBeGreaterThan(1));
  });

  it('checks the link template in the form, and shows the server’s refusal under its field', async () => {
    api.on(PAGE, withCounts([adminPanResource({ id: 6, title: '考研真题' })]));
    api.on(
      'POST /admin-api/pan-resources/save',
      fail('taskPlatformId：请选择网盘拉新类型的任务平台', {
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        field: 'taskPlatformId',
      }),
    );
    renderConsole('/pan-resources');
    await userEvent.click(await screen.findByRole('button', { name: /^编\s*辑$/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByLabelText('分享链接模板');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://pan.quark.cn/s/abc');
    await userEvent.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    expect(await within(dialog).findByText('分享链接模板必须包含 {uid}，用来放推客的网盘UID')).toBeTruthy();
    expect(api.sent('POST /admin-api/pan-resources/save')).toHaveLength(0);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://pan.quark.cn/s/abc?fr={{uid}');
    await userEvent.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    expect(await within(dialog).findByText('请选择网盘拉新类型的任务平台')).toBeTruthy();
    expect(api.sent('POST /admin-api/pan-resources/save').at(-1)?.body).toMatchObject({
      id: 6,
      title: '考研真题',
      linkTemplate: 'https://pan.quark.cn/s/abc?fr={uid}',
    });
  });

  it('filters by 网盘, offering only the cloud-drive platforms', async () => {
    api.on(
      'GET /admin-api/task-platforms/page',
      ok({
        records: [
          adminPlatform({ id: 9, name: '夸克网盘', category: 3 }),
          adminPlatform({ id: 1, name: '红果短剧', category: 1 }),
        ],
        hasNextPages: false,
      }),
    );
    api.on(PAGE, withCounts([adminPanResource()]));
    renderConsole('/pan-resources');
    await userEvent.click(await screen.findByLabelText('网盘', {}, { timeout: 20_000 }));
    const options = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['夸克网盘']));
  });

  it('shows the empty state with 新建资源, and an error with 重试', async () => {
    api.on(PAGE, withCounts([]));
    renderConsole('/pan-resources');
    expect(await screen.findByText('还没有符合条件的网盘资源', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /新建资源/ }).length).toBeGreaterThan(0);
    api.on(PAGE, fail('服务暂时不可用', { code: 503 }));
    renderConsole('/pan-resources?keyword=x');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
  });
});
