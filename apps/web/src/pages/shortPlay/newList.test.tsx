import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../test/fake-api';
import { aTaskPlatform } from '../../test/factories/task-platforms';
import { aWork } from '../../test/factories/works';
import { currentPath, renderRoute } from '../../test/render-route';

const WORKS = '/api/works/list';
const ROUTE = '/shortPlay/newList';
const PLATFORMS = [
  aTaskPlatform({ id: 1, name: '红果短剧' }),
  aTaskPlatform({ id: 2, name: '番茄短剧' }),
  aTaskPlatform({ id: 9, name: '番茄小说', category: 2 }),
];

const fakeApi = () => installFakeApi().on('GET', '/api/taskPlatform/list', page(PLATFORMS));

describe('最新短剧 (shortPlay/newList)', () => {
  it('shows a skeleton, then the newest dramas with cover, share, heat and platform', async () => {
    const api = fakeApi();
    const held = api.hold('GET', WORKS);
    renderRoute(ROUTE);
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(page([aWork({ id: 1, title: '第一部', shareBps: 7000, heat: 12000 }), aWork({ id: 2, title: '第二部' })], true));
    expect(await screen.findByText('第一部')).toBeTruthy();
    expect(screen.getByRole('img', { name: '第一部' })).toBeTruthy();
    expect(screen.getAllByText('分成 70%')).toHaveLength(2);
    expect(screen.getAllByText('1.2万', { exact: false })).toHaveLength(2);
    expect(api.firstCall('GET', WORKS).query).toEqual({ type: '1', sort: 'new', page: '1', size: '10' });
    expect(screen.getByRole('link', { name: /第一部/ }).getAttribute('href')).toBe('#/star/detail?id=1');
  });

  it('filters by a drama platform (novel platforms are not offered) and back to all from its empty view', async () => {
    const api = fakeApi().on('GET', WORKS, (req) =>
      req.query.taskPlatformId ? page([]) : page([aWork({ title: '全部平台的剧' })]),
    );
    renderRoute(ROUTE);
    await screen.findByText('全部平台的剧');
    expect(screen.queryByRole('tab', { name: '番茄小说' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '番茄短剧' }));
    expect(await screen.findByText('番茄短剧暂无最新短剧，看看其他平台吧')).toBeTruthy();
    expect(api.lastCall('GET', WORKS).query).toMatchObject({ taskPlatformId: '2', sort: 'new' });
    await userEvent.click(screen.getByRole('button', { name: '查看全部平台' }));
    expect(await screen.findByText('全部平台的剧')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部平台' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the empty view, whose button opens the 短剧 tab', async () => {
    fakeApi().on('GET', WORKS, page([]));
    renderRoute(ROUTE);
    expect(await screen.findByText('暂无最新短剧，稍后再来看看吧')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去短剧频道看看' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/shortPlay/shortPlay'));
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
