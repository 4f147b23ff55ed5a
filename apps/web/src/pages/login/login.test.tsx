import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aSession } from '../../test/factories/user';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const NO_HINT = ok({ captchaRequired: false, locked: false, lockedUntil: null });
const CAPTCHA = ok({ captchaId: 'cap-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });

function fakeAuthApi() {
  return installFakeApi()
    .on('GET', '/api/user/loginByAccount', NO_HINT)
    .on('GET', '/api/common/getPicCaptcha', CAPTCHA)
    .on('GET', '/api/user/home/data', fail('x', { code: 500 }));
}

const smsForm = () => screen.getByRole('tabpanel', { name: '验证码登录' });

describe('登录 by password (login/login)', () => {
  it('shows what is missing inline and sends nothing', async () => {
    const api = fakeAuthApi();
    renderRoute('/login/login');
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('手机号'), '123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(api.calls('POST', '/api/user/login')).toHaveLength(0);
  });

  it('logs in with account and password, stores the session and returns where the user came from', async () => {
    const api = fakeAuthApi().on('POST', '/api/user/login', ok(aSession({ token: 'tok-1' })));
    renderRoute('/login/login?redirect=%2Fmy%2Fabout');
    await userEvent.type(await screen.findByLabelText('手机号'), '13800138000');
    await userEvent.type(screen.getByLabelText('密码'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(currentPath()).toBe('/my/about'));
    expect(api.firstCall('POST', '/api/user/login').body).toEqual({ account: '13800138000', password: 'abc12345' });
    expect(storage.get('token')).toBe('tok-1');
    // Said as the form leaves; the page it goes to may say its own things over it.
    await waitFor(() => expect(toastsShown()).toContain('登录成功'));
  });

  it('shows the server refusal at the password field and stays on the page', async () => {
    fakeAuthApi().on('POST', '/api/user/login', fail('账号或密码错误', { errorCode: 'PASSWORD_WRONG', field: 'password' }));
    renderRoute('/login/login');
    await userEvent.type(await screen.findByLabelText('手机号'), '13800138000');
    await userEvent.type(screen.getByLabelText('密码'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(screen.getByLabelText('密码').getAttribute('aria-invalid')).toBe('true');
    expect(currentPath()).toBe('/login/login');
    expect(storage.get('token')).toBeNull();
  });
});

describe('登录 by SMS code (login/login?tab=sms)', () => {
  it('asks for the picture captcha before sending a code, and for the code before logging in', async () => {
    const api = fakeAuthApi();
    renderRoute('/login/login?tab=sms');
    const form = await screen.findByRole('tabpanel', { name: '验证码登录' });
    await userEvent.type(form.querySelector('input[type=tel]')!, '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    await userEvent.click(smsSubmit());
    expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
    expect(api.calls('POST', '/api/user/getPhoneValidCode')).toHaveLength(0);
    expect(api.calls('POST', '/api/user/loginbyphone')).toHaveLength(0);
  });

  it('sends the code with the captcha, then logs in with phone and code', async () => {
    const api = fakeAuthApi()
      .on('POST', '/api/user/getPhoneValidCode', ok({ resendAfterSeconds: 60, expiresInSeconds: 300 }))
      .on('POST', '/api/user/loginbyphone', ok(aSession({ token: 'tok-sms' })));
    renderRoute('/login/login?tab=sms');
    await screen.findByRole('tabpanel', { name: '验证码登录' });
    await userEvent.type(smsForm().querySelector('input[type=tel]')!, '13800138000');
    await userEvent.type(await screen.findByLabelText('图形验证码'), 'ab12');
    await screen.findByAltText('图形验证码');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /s 后重发/ })).toBeTruthy();
    expect(api.firstCall('POST', '/api/user/getPhoneValidCode').body).toEqual({
      phone: '13800138000',
      purpose: 'login',
      captchaId: 'cap-1',
      captchaCode: 'ab12',
    });
    await userEvent.type(screen.getByLabelText('短信验证码'), '123456');
    await userEvent.click(smsSubmit());
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.firstCall('POST', '/api/user/loginbyphone').body).toEqual({ phone: '13800138000', smsCode: '123456' });
    expect(storage.get('token')).toBe('tok-sms');
  });

  it('shows a wrong code at the code field', async () => {
    fakeAuthApi().on('POST', '/api/user/loginbyphone', fail('短信验证码错误', { errorCode: 'SMS_CODE_WRONG', field: 'smsCode' }));
    renderRoute('/login/login?tab=sms');
    await screen.findByRole('tabpanel', { name: '验证码登录' });
    await userEvent.type(smsForm().querySelector('input[type=tel]')!, '13800138000');
    await userEvent.type(screen.getByLabelText('短信验证码'), '654321');
    await userEvent.click(smsSubmit());
    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    expect(screen.getByLabelText('短信验证码').getAttribute('aria-invalid')).toBe('true');
    expect(currentPath()).toBe('/login/login?tab=sms');
  });
});

const smsSubmit = () => smsForm().querySelector<HTMLButtonElement>('button[type=submit]')!;
