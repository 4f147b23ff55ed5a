import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { fail, installFakeApi, ok, page } from '../test/fake-api';
import { dashboardDaily } from '../test/factories/dashboard';
import { currentPath, operatorMe, renderConsole } from '../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/audit/page', page([]));
});
afterEach(() => vi.unstubAllGlobals());

describe('the route guard and the route table', () => {
  it('sends an operator without a token to the login page, remembering where they were going', async () => {
    renderConsole('/audit?action=x', { token: null });
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(currentPath()).toBe('/login?redirect=%2Faudit%3Faction%3Dx');
    expect(api.requests).toEqual([]);
  });

  it('opens /admin/ at the first menu page the role has, inside the layout with the operator and role', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('admin', { name: '王管理' })));
    api.on('GET /admin-api/dashboard/daily', ok(dashboardDaily()));
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: '数据概览' })).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');
    expect(screen.getByText('王管理')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('数据概览 - 推客星运营后台'));
  });

  it('hides a page the role lacks from the menu and answers its URL with 403', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
    renderConsole('/audit');
    expect(await screen.findByText('你的角色没有访问此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(within(screen.getByRole('menu')).queryByText('操作日志')).toBeNull();
    expect(api.sent('GET /admin-api/audit/page')).toEqual([]);
  });

  it('shows 404 inside the layout for a path no route has', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
    renderConsole('/no/such/page');
    expect(await screen.findByText('你访问的页面不存在，可能已被移动或删除。')).toBeTruthy();
    expect(screen.getByText('admin 名字')).toBeTruthy();
  });

  it('goes to the login page when the session has ended on the server (401), and comes back after login', async () => {
    api.on('GET /admin-api/auth/me', fail('登录已过期，请重新登录', { code: 401, errorCode: 'SESSION_EXPIRED' }));
    renderConsole('/audit');
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(currentPath()).toBe('/login?redirect=%2Faudit');
    expect(session.token()).toBeNull();

    api.on('POST /admin-api/auth/login', ok({ token: 'fresh', operator: operatorMe('admin') }));
    await userEvent.type(screen.getByLabelText('账号'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'Admin@123456');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeTruthy();
    expect(currentPath()).toBe('/audit');
    expect(session.token()).toBe('fresh');
    // The login's answer holds the operator: the layout does not ask again.
    expect(api.sent('GET /admin-api/auth/me')).toHaveLength(1);
  });

  it('logs out only after the operator confirms, ending the session on the server, to a login that comes back here', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
    api.on('POST /admin-api/auth/logout', ok(null));
    renderConsole('/no/such/page');
    await userEvent.click(await screen.findByRole('button', { name: '账号菜单' }));
    await userEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findAllByText('确定退出登录吗？')).not.toHaveLength(0);
    expect(api.sent('POST /admin-api/auth/logout')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(api.sent('POST /admin-api/auth/logout')).toHaveLength(1);
    expect(currentPath()).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage');
    expect(session.token()).toBeNull();
  });
});
