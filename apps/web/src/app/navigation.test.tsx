import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dialog from 'antd-mobile/es/components/dialog';
import { storage } from '../lib/storage';
import type { PageLoader } from './page-loaders';
import { pageFor } from './lazy-page';
import { RouteFrame } from './RouteFrame';
import type { RouteDef } from './route-table';

const homePage: PageLoader = async () => ({ default: () => <p>home page</p> });
const home: RouteDef = { path: '', title: '首页', auth: false };
const kefu: RouteDef = { path: 'my/kefu', title: '联系客服', auth: false };
const setting: RouteDef = { path: 'my/setting/setting', title: '设置', auth: true };
const login: RouteDef = { path: 'login/login', title: '登录', auth: false };

function mount(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  const router = createHashRouter(
    [home, kefu, setting, login].map((def) => ({
      path: `/${def.path}`,
      element: <RouteFrame def={def} page={pageFor(def === home ? homePage : undefined)} />,
    })),
  );
  routers.push(router);
  render(<RouterProvider router={router} />);
  return router;
}

// A router listens to the window's history until disposed, and the window outlives this file
// (vitest.config.ts): left behind, it would take the next files' back navigations for its own.
let routers: Array<ReturnType<typeof createHashRouter>> = [];
afterEach(() => {
  cleanup();
  routers.forEach((r) => r.dispose());
  routers = [];
});

beforeEach(() => localStorage.clear());
// The next file (files share the window, vitest.config.ts) must not run inside the mini program.
afterEach(() => {
  delete window.__wxjs_environment;
});

describe('navigation rules', () => {
  it('goes home on back when the history holds only one page', async () => {
    const router = mount('#/my/kefu');
    fireEvent.click(await screen.findByLabelText('返回'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to the previous page on back when there is one', async () => {
    const router = mount('#/');
    await act(() => router.navigate('/my/kefu'));
    await act(() => router.navigate('/login/login'));
    fireEvent.click(await screen.findByLabelText('返回'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/kefu'));
  });

  it('redirects a visitor on a page requiring login to the login page, remembering where to return', async () => {
    const router = mount('#/my/setting/setting?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/my/setting/setting?tab=1');
  });

  it('shows a logged-in user the page requiring login', async () => {
    storage.set('token', 't');
    const router = mount('#/my/setting/setting');
    expect(await screen.findByText('设置')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my/setting/setting');
  });

  it('asks first in mini-program mode with 温馨提示, 取消 and 前往登录', async () => {
    window.__wxjs_environment = 'miniprogram';
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    const router = mount('#/my/setting/setting');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ title: '温馨提示', cancelText: '取消', confirmText: '前往登录' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/login'));
  });
});
