import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { stubClipboard } from '../../test/clipboard';
import { aUser, homeData } from '../../test/factories/user';
import { currentPath, renderRoute } from '../../test/render-route';

const HOME = '/api/user/home/data';

describe('我的 (tab)', () => {
  it('invites a visitor to log in and asks the server nothing about them', async () => {
    const api = installFakeApi();
    renderRoute('/pages/my/my');
    expect(await screen.findByText('登录 / 注册')).toBeTruthy();
    expect(api.calls('GET', HOME)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '登录查看' }));
    await waitFor(() => expect(currentPath()).toBe('/login/login?redirect=%2Fpages%2Fmy%2Fmy'));
  });

  it('shows a placeholder, then the balance and estimates of a logged-in user', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', HOME);
    renderRoute('/pages/my/my', { user: aUser({ nickname: '小星' }) });
    expect(await screen.findByText('小星')).toBeTruthy();
    expect(screen.getByLabelText('加载中')).toBeTruthy();
    held.release(ok(homeData({ user: aUser({ nickname: '小星' }), balance: 12345, todayEstimate: 100 })));
    expect(await screen.findByText('123.45')).toBeTruthy();
    expect(screen.getByText('今日预估')).toBeTruthy();
  });

  it('shows the public promoter number (never the database id) and copies it', async () => {
    installFakeApi().on('GET', HOME, ok(homeData({ user: aUser({ id: 7, promoterNo: '60418273' }) })));
    const clipboard = stubClipboard();
    renderRoute('/pages/my/my', { user: aUser({ id: 7, promoterNo: '60418273' }) });
    const number = await screen.findByRole('button', { name: '复制推客号 60418273' });
    expect(number.textContent).toBe('推客号：60418273复制');
    expect(screen.queryByText(/ID：/)).toBeNull();
    await userEvent.click(number);
    await waitFor(() => expect(clipboard.written).toEqual(['60418273']));
    clipboard.remove();
  });

  it('shows the error in the balance card; 重试 loads the figures', async () => {
    const api = installFakeApi().on('GET', HOME, fail('服务繁忙', { code: 500 }));
    renderRoute('/pages/my/my', { user: true });
    expect(await screen.findByText('收益数据加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', HOME, ok(homeData({ balance: 500 })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('5.00')).toBeTruthy();
  });

  it('tells a user whose account deletion is pending', async () => {
    installFakeApi().on('GET', HOME, ok(homeData({ user: aUser({ deleteRequestedAt: '2026-03-01T10:00:00+08:00' }) })));
    renderRoute('/pages/my/my', { user: true });
    expect(await screen.findByText('账号注销申请审核中，如需保留账号请联系客服')).toBeTruthy();
  });

  it('tells a user whose application to delete the account was turned down, and why', async () => {
    const deletionRejection = { reason: '账户还有未提现余额，请先提现', decidedAt: '2026-03-02T09:00:00+08:00' };
    installFakeApi().on('GET', HOME, ok(homeData({ user: aUser({ deletionRejection }) })));
    renderRoute('/pages/my/my', { user: true });
    expect(await screen.findByText('2026-03-02 注销申请未通过：账户还有未提现余额，请先提现')).toBeTruthy();
    expect(screen.queryByText('账号注销申请审核中，如需保留账号请联系客服')).toBeNull();
  });

  it('leads to every promotion page from 推广管理', async () => {
    installFakeApi().on('GET', HOME, ok(homeData()));
    renderRoute('/pages/my/my', { user: true });
    const menu = await screen.findByRole('region', { name: '推广管理' });
    const href = (name: string) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href('短剧推广')).toBe('#/star/taskList');
    expect(href('星图任务')).toBe('#/star/mcn');
    expect(href('我的关键词')).toBe('#/myKeyWord/myKeyWord');
    expect(href('我的推广')).toBe('#/myKeyWord/myPost');
    expect(href('拉新详情')).toBe('#/myKeyWord/laxin');
    expect(href('推广账号')).toBe('#/account/myMeidaAccount');
    await userEvent.click(within(menu).getByRole('link', { name: '推广账号' }));
    await waitFor(() => expect(currentPath()).toBe('/account/myMeidaAccount'));
  });
});
