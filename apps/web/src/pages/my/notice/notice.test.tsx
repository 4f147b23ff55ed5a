import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../../test/fake-api';
import { aNotice } from '../../../test/factories/content';
import { currentPath, renderRoute } from '../../../test/render-route';

const LIST = '/api/siteNotice/page';

describe('公告 list (my/notice/notice)', () => {
  it('shows a skeleton while the first page loads, then the notices', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute('/my/notice/notice');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(page([aNotice({ id: 1, title: '五一活动', pinned: true }), aNotice({ id: 2, title: '提现规则调整' })]));
    expect(await screen.findByText('五一活动')).toBeTruthy();
    expect(screen.getByText('提现规则调整')).toBeTruthy();
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(api.firstCall('GET', LIST).query).toEqual({ page: '1', size: '10' });
  });

  it('marks unread notices for a logged-in user only', async () => {
    installFakeApi().on('GET', LIST, page([aNotice({ id: 1, title: '新公告', read: false })]));
    renderRoute('/my/notice/notice', { user: true });
    expect(await screen.findByLabelText('未读：新公告')).toBeTruthy();
  });

  it('shows the empty view, whose button goes home', async () => {
    installFakeApi().on('GET', LIST, page([]));
    renderRoute('/my/notice/notice');
    expect(await screen.findByText('暂无公告，有新消息会第一时间通知你')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('shows the error view; 重试 fetches again and shows the notices', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute('/my/notice/notice');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([aNotice({ title: '恢复后的公告' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复后的公告')).toBeTruthy();
    expect(api.calls('GET', LIST)).toHaveLength(2);
  });
});
