import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aNotice } from '../../test/factories/content';
import { homeData } from '../../test/factories/user';
import { aWork } from '../../test/factories/works';
import { currentPath, renderRoute } from '../../test/render-route';

const WORKS = '/api/works/list';

function fakeHomeApi() {
  return installFakeApi()
    .on('GET', '/dev/config/GetIndexBannerList', ok([]))
    .on('GET', '/api/siteNotice/page', page([aNotice({ title: '五一活动开启' })]))
    .on('GET', WORKS, (req) =>
      page([
        aWork({ id: Number(req.query.type) * 10, title: `${req.query.sort} 的作品`, type: Number(req.query.type) as 1 | 2 }),
      ]),
    );
}

describe('首页 (tab)', () => {
  it('shows the notices, the work strips and, to a visitor, the way to log in', async () => {
    const api = fakeHomeApi();
    renderRoute('/');
    expect(await screen.findByRole('link', { name: /^公告：\s*五一活动开启$/ })).toBeTruthy();
    expect(await screen.findByText('hot 的作品')).toBeTruthy();
    expect(screen.getByText('recommend 的作品')).toBeTruthy();
    expect(screen.getByText('new 的作品')).toBeTruthy();
    expect(api.calls('GET', WORKS).map((r) => r.query)).toContainEqual({ type: '1', sort: 'hot', page: '1', size: '8' });
    await userEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/login\/login/));
  });

  it("shows a logged-in user's balance after a placeholder", async () => {
    const api = fakeHomeApi();
    const held = api.hold('GET', '/api/user/home/data');
    renderRoute('/pages/home/home', { user: true });
    await screen.findByText('hot 的作品');
    expect(screen.queryByText('可提现余额（元）')).toBeNull();
    held.release(ok(homeData({ balance: 12345 })));
    expect(await screen.findByText('123.45')).toBeTruthy();
  });

  it('hides a strip and the notices when they fail, keeping the rest of the page', async () => {
    installFakeApi()
      .on('GET', '/dev/config/GetIndexBannerList', ok([]))
      .on('GET', '/api/siteNotice/page', fail('服务繁忙', { code: 500 }))
      .on('GET', WORKS, (req) =>
        req.query.sort === 'hot' ? fail('服务繁忙', { code: 500 }) : page([aWork({ title: `${req.query.sort} 的作品` })]),
      );
    renderRoute('/');
    expect(await screen.findByText('new 的作品')).toBeTruthy();
    expect(screen.queryByText('hot 的作品')).toBeNull();
    expect(screen.queryByRole('link', { name: /^公告：/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: '常用功能' })).toBeTruthy();
  });
});
