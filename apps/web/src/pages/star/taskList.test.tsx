import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../test/fake-api';
import { aTaskPlatform } from '../../test/factories/task-platforms';
import { aWork } from '../../test/factories/works';
import { currentPath, renderRoute } from '../../test/render-route';

const WORKS = '/api/works/list';
const ROUTE = '/star/taskList';

const fakeApi = () =>
  installFakeApi().on(
    'GET',
    '/api/taskPlatform/list',
    page([aTaskPlatform({ id: 1, name: '红果短剧' }), aTaskPlatform({ id: 2, name: '河马剧场' })]),
  );

describe('短剧推广 (star/taskList)', () => {
  it('shows a skeleton, then the dramas to promote, hottest first, each opening its promotion page', async () => {
    const api = fakeApi();
    const held = api.hold('GET', WORKS);
    renderRoute(ROUTE);
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(page([aWork({ id: 4, title: '闪婚老公' })]));
    expect(await screen.findByText('闪婚老公')).toBeTruthy();
    expect(api.firstCall('GET', WORKS).query).toEqual({ type: '1', sort: 'hot', page: '1', size: '10' });
    await userEvent.click(screen.getByRole('link', { name: /闪婚老公/ }));
    await waitFor(() => expect(currentPath()).toBe('/star/detail?id=4'));
  });

  it('filters by platform and leads to the star tasks', async () => {
    const api = fakeApi().on('GET', WORKS, page([aWork({ title: '河马的剧' })]));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('tab', { name: '河马剧场' }));
    await waitFor(() => expect(api.lastCall('GET', WORKS).query).toMatchObject({ taskPlatformId: '2', sort: 'hot' }));
    api.on('GET', '/api/mcnProviderTask/link/getTaskPromotionList', page([]));
    await userEvent.click(screen.getByRole('link', { name: /星图任务/ }));
    await waitFor(() => expect(currentPath()).toBe('/star/mcn'));
  });

  it('shows the empty view with the way to the 短剧 tab', async () => {
    fakeApi().on('GET', WORKS, page([]));
    renderRoute(ROUTE);
    expect(await screen.findByText('暂无可推广的短剧，稍后再来看看吧')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去短剧频道看看' })).toBeTruthy();
  });

  it('shows the error view; 重试 loads the dramas', async () => {
    const api = fakeApi().on('GET', WORKS, fail('服务繁忙', { code: 500 }));
    renderRoute(ROUTE);
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', WORKS, page([aWork({ title: '恢复后的剧' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复后的剧')).toBeTruthy();
  });
});
