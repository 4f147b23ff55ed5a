import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import { fail, installFakeApi, page } from '../../test/fake-api';
import { aWork } from '../../test/factories/works';
import { renderRoute } from '../../test/render-route';

const WORKS = '/api/works/list';
const ROUTE = '/pages/novel/novel';

function fakeApi() {
  return installFakeApi().on('GET', '/api/taskPlatform/list', page([]));
}

describe('小说 (tab)', () => {
  it('shows a skeleton, then the newest works of its type', async () => {
    const api = fakeApi();
    const held = api.hold('GET', WORKS);
    renderRoute(ROUTE);
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(page([aWork({ id: 1, type: 2, title: '第一部' }), aWork({ id: 2, type: 2, title: '第二部' })]));
    expect(await screen.findByText('第一部')).toBeTruthy();
    expect(screen.getByText('第二部')).toBeTruthy();
    expect(api.firstCall('GET', WORKS).query).toEqual({ type: '2', sort: 'new', page: '1', size: '10' });
  });

  it('searches by keyword, remembers the word and says when nothing matches', async () => {
    const api = fakeApi().on('GET', WORKS, (req) => (req.query.keyword ? page([]) : page([aWork({ type: 2, title: '第一部' })])));
    renderRoute(ROUTE);
    await screen.findByText('第一部');
    await userEvent.type(screen.getByPlaceholderText('搜索小说名称'), '重生{Enter}');
    expect(await screen.findByText('没有找到“重生”相关的小说')).toBeTruthy();
    expect(api.lastCall('GET', WORKS).query).toMatchObject({ keyword: '重生', type: '2' });
    expect(storage.get('novelSearchList')).toEqual(['重生']);
  });

  it('shows the empty view when there is nothing of its type', async () => {
    fakeApi().on('GET', WORKS, page([]));
    renderRoute(ROUTE);
    expect(await screen.findByText('暂无小说，换个平台看看吧')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the works', async () => {
    const api = fakeApi().on('GET', WORKS, fail('服务繁忙', { code: 500 }));
    renderRoute(ROUTE);
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', WORKS, page([aWork({ type: 2, title: '恢复后的作品' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复后的作品')).toBeTruthy();
  });
});
