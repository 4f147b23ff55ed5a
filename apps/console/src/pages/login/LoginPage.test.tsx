import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/audit/page', page([]));
  api.on('GET /admin-api/auth/captcha', ok({ captchaId: 'c-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }));
});
afterEach(() => vi.unstubAllGlobals());

const loginButton = () => screen.getByRole('button', { name: /登\s*录/ });

async function fillAndSubmit(account = 'admin', password = 'Admin@123456') {
  await userEvent.type(await screen.findByLabelText('账号'), account);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(loginButton());
}

describe('the login page (/admin/login)', () => {
  it('checks both fields before sending anything', async () => {
    renderConsole('/login', { token: null });
    await userEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('puts a wrong password under the password field', async () => {
    api.on('POST /admin-api/auth/login', fail('账号或密码错误', { errorCode: 'PASSWORD_WRONG', field: 'password' }));
    renderConsole('/login', { token: null });
    await fillAndSubmit();
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(session.token()).toBeNull();
  });

  it('asks for the picture captcha when the server requires one, and sends it with its id', async () => {
    api.on('POST /admin-api/auth/login', (req) =>
      (req.body as { captchaCode?: string }).captchaCode === 'ab12'
        ? ok({ token: 't-1', operator: operatorMe('admin') })
        : fail('请输入图形验证码', { errorCode: 'CAPTCHA_REQUIRED', field: 'captchaCode' }),
    );
    renderConsole('/login?redirect=%2Faudit%3Fpage%3D2', { token: null });
    await fillAndSubmit();
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('请输入右侧字符'), 'ab12');
    await userEvent.click(loginButton());
    await waitFor(() => expect(currentPath()).toBe('/audit?page=2'));
    expect(api.sent('POST /admin-api/auth/login').at(-1)?.body).toEqual({
      account: 'admin',
      password: 'Admin@123456',
      captchaId: 'c-1',
      captchaCode: 'ab12',
    });
    expect(session.token()).toBe('t-1');
  });

  it('asks for the authenticator or a recovery code as a second step when the account has two-factor', async () => {
    api.on('POST /admin-api/auth/login', (req) =>
      (req.body as { totpCode?: string }).totpCode
        ? ok({ token: 't-2', operator: operatorMe('finance') })
        : fail('请输入身份验证器中的动态码', { errorCode: 'TOTP_REQUIRED', field: 'totpCode' }),
    );
    renderConsole('/login', { token: null });
    await fillAndSubmit('finance', 'Finance@123456');
    await userEvent.type(await screen.findByLabelText('动态码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(session.token()).toBe('t-2'));
    expect(api.sent('POST /admin-api/auth/login').at(-1)?.body).toEqual({
      account: 'finance',
      password: 'Finance@123456',
      totpCode: '123456',
    });
  });

  it('shows the lock and how long it lasts', async () => {
    api.on(
      'POST /admin-api/auth/login',
      fail('密码错误次数过多，账号已锁定，请 15 分钟后再试', { code: 429, errorCode: 'ACCOUNT_LOCKED' }),
    );
    renderConsole('/login', { token: null });
    await fillAndSubmit();
    expect(await screen.findByText('密码错误次数过多，账号已锁定，请 15 分钟后再试')).toBeTruthy();
    expect(currentPath()).toBe('/login');
  });

  it('never redirects away from the console after login', async () => {
    // Home is the first menu page the role has: 数据概览 for an admin.
    api.on('POST /admin-api/auth/login', ok({ token: 't-3', operator: operatorMe('admin') }));
    renderConsole('/login?redirect=%2F%2Fevil.example%2Fphish', { token: null });
    await fillAndSubmit();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });
});
