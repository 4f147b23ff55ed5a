import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aSession } from '../../test/factories/user';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const REG = '/api/user/reg';

function fakeAuthApi() {
  return installFakeApi()
    .on('GET', '/api/common/getPicCaptcha', ok({ captchaId: 'cap-r', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }))
    .on('GET', '/api/user/home/data', fail('x', { code: 500 }));
}

async function fillValidForm() {
  await userEvent.type(await screen.findByLabelText('手机号'), '13900139000');
  await userEvent.type(screen.getByLabelText('短信验证码'), '123456');
  await userEvent.type(screen.getByLabelText('设置密码'), 'abc12345');
  await userEvent.type(screen.getByLabelText('确认密码'), 'abc12345');
  await userEvent.click(screen.getByRole('checkbox'));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '注册并登录' }));

describe('注册 (login/regesiter)', () => {
  it('shows every problem inline and sends nothing', async () => {
    const api = fakeAuthApi();
    renderRoute('/login/regesiter');
    await screen.findByLabelText('手机号');
    await submit();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    expect(screen.getByText('请先阅读并同意用户服务协议和隐私政策')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('设置密码'), 'abc12345');
    await userEvent.type(screen.getByLabelText('确认密码'), 'abc12346');
    await submit();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.calls('POST', REG)).toHaveLength(0);
  });

  it('registers with the invite code of the link, logs in and goes home', async () => {
    const api = fakeAuthApi().on('POST', REG, ok(aSession({ token: 'tok-reg' })));
    renderRoute('/login/regesiter?inviteCode=ab12');
    expect(await screen.findByText('好友邀请你一起推广赚收益')).toBeTruthy();
    await fillValidForm();
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.firstCall('POST', REG).body).toEqual({
      phone: '13900139000',
      smsCode: '123456',
      password: 'abc12345',
      inviteCode: 'ab12',
    });
    expect(storage.get('token')).toBe('tok-reg');
    // Said as the form leaves; the page it goes to may say its own things over it.
    await waitFor(() => expect(toastsShown()).toContain('注册成功，欢迎加入推客星'));
  });

  it('shows an already registered phone at the phone field', async () => {
    fakeAuthApi().on('POST', REG, fail('该手机号已注册，请直接登录', { errorCode: 'PHONE_REGISTERED', field: 'phone' }));
    renderRoute('/login/regesiter');
    await fillValidForm();
    await submit();
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeTruthy();
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
    expect(currentPath()).toBe('/login/regesiter');
    expect(storage.get('token')).toBeNull();
  });
});
