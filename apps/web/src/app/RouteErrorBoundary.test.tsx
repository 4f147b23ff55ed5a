import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader } from './page-loaders';
import { pageFor } from './lazy-page';
import { RouteFrame } from './RouteFrame';
import type { RouteDef } from './route-table';

const kefu: RouteDef = { path: 'my/kefu', title: '联系客服', auth: false };
const about: RouteDef = { path: 'my/about', title: '关于我们', auth: false };

function mount(kefuLoad: PageLoader) {
  window.history.replaceState(null, '', '/#/my/kefu');
  const router = createHashRouter([
    { path: '/my/kefu', element: <RouteFrame def={kefu} page={pageFor(kefuLoad)} /> },
    { path: '/my/about', element: <RouteFrame def={about} page={pageFor(async () => ({ default: () => <p>about page</p> }))} /> },
  ]);
  routers.push(router);
  render(<RouterProvider router={router} />);
  return router;
}

// A router listens to the window's history until disposed, and the window outlives this file
// (vitest.config.ts): left behind, it would take the next files' back navigations for its own.
// (Hooks run last first: the screen is cleaned up before its router goes.)
let routers: Array<ReturnType<typeof createHashRouter>> = [];
afterEach(() => {
  routers.forEach((r) => r.dispose());
  routers = [];
});

// React and the boundary log every caught error; the tests expect them.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('route error boundary', () => {
  it('shows a retry screen with the navigation bar when a page throws, and 重试 mounts it again', async () => {
    let broken = true;
    const Page = () => {
      if (broken) throw new Error('boom');
      return <p>kefu page</p>;
    };
    mount(async () => ({ default: Page }));
    expect(await screen.findByText(/页面加载失败/)).toBeTruthy();
    expect(screen.getByLabelText('返回')).toBeTruthy();
    expect(screen.getByText('联系客服')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('kefu page')).toBeTruthy();
  });

  it('imports a page chunk again on 重试 after it failed to load', async () => {
    const load = vi
      .fn<PageLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>kefu page</p> });
    mount(load);
    expect(await screen.findByText(/页面加载失败/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('kefu page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('clears the error when the route changes', async () => {
    const router = mount(async () => Promise.reject(new Error('chunk gone')));
    expect(await screen.findByText(/页面加载失败/)).toBeTruthy();
    await act(() => router.navigate('/my/about'));
    expect(await screen.findByText('about page')).toBeTruthy();
    expect(screen.queryByText(/页面加载失败/)).toBeNull();
  });
});
