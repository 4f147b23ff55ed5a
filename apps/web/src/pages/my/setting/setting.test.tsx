import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { fail, installFakeApi, ok } from '../../../test/fake-api';
import { aUser, homeData } from '../../../test/factories/user';
import { currentPath, renderRoute, toastsShown } from '../../../test/render-route';

const HOME = '/api/user/home/data';

function fakeApi() {
  return installFakeApi().on('GET', HOME, ok(homeData({ user: aUser({ nickname: '老昵称' }) })));
}

async function openSheet(row: string, title: string) {
  await userEvent.click(await screen.findByText(row));
  return screen.findByRole('form', { name: title });
}

describe('设置 (my/setting/setting)', () => {
  it('shows the account with the phone masked', async () => {
    fakeApi();
    renderRoute('/my/setting/setting', { user: aUser({ nickname: '老昵称' }) });
    expect(await screen.findByText('138****8000')).toBeTruthy();
    expect(screen.getByText('未绑定')).toBeTruthy();
  });

  it('shows the error view when nothing is known of the user; 重试 loads it', async () => {
    const api = installFakeApi().on('GET', HOME, fail('服务繁忙', { code: 500 }));
    storage.set('token', 'test-token');
    renderRoute('/my/setting/setting');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', HOME, ok(homeData()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('138****8000')).toBeTruthy();
  });
});

describe('设置: 修改昵称', () => {
  it('checks the nickname before sending', async () => {
    const api = fakeApi();
    renderRoute('/my/setting/setting', { user: aUser({ nickname: '老昵称' }) });
    const sheet = await openSheet('昵称', '修改昵称');
    await userEvent.clear(within(sheet).getByLabelText('昵称'));
    await userEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('请输入昵称')).toBeTruthy();
    expect(api.calls('POST', '/api/user/modifynickname')).toHaveLength(0);
  });

  it('saves the nickname, says so and closes the sheet', async () => {
    const api = fakeApi().on('POST', '/api/user/modifynickname', ok(aUser({ nickname: '新昵称' })));
    renderRoute('/my/setting/setting', { user: aUser({ nickname: '老昵称' }) });
    const sheet = await openSheet('昵称', '修改昵称');
    const input = within(sheet).getByLabelText('昵称');
    await userEvent.clear(input);
    await userEvent.type(input, '新昵称');
    await userEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称已修改')).toBeTruthy();
    expect(api.firstCall('POST', '/api/user/modifynickname').body).toEqual({ nickname: '新昵称' });
    await waitFor(() => expect(screen.queryByRole('form', { name: '修改昵称' })).toBeNull());
  });

  it('shows the server refusal at the field, keeping what was typed', async () => {
    fakeApi().on(
      'POST',
      '/api/user/modifynickname',
      fail('昵称包含不允许的词语', { errorCode: 'VALIDATION_FAILED', field: 'nickname' }),
    );
    renderRoute('/my/setting/setting', { user: aUser({ nickname: '老昵称' }) });
    const sheet = await openSheet('昵称', '修改昵称');
    await userEvent.type(within(sheet).getByLabelText('昵称'), '呀');
    await userEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('昵称包含不允许的词语')).toBeTruthy();
    expect((within(sheet).getByLabelText('昵称') as HTMLInputElement).value).toBe('老昵称呀');
  });
});

describe('设置: 修改密码', () => {
  it('checks the three fields before sending', async () => {
    const api = fakeApi();
    renderRoute('/my/setting/setting', { user: true });
    const sheet = await openSheet('登录密码', '修改密码');
    await userEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('请输入原密码')).toBeTruthy();
    expect(within(sheet).getByText('请再次输入新密码')).toBeTruthy();
    await userEvent.type(within(sheet).getByLabelText('新密码'), 'abc12345');
    await userEvent.type(within(sheet).getByLabelText('确认新密码'), 'abc123456');
    await userEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.calls('POST', '/api/user/changepassword')).toHaveLength(0);
  });

  it('changes the password, says other devices are signed out and closes', async () => {
    const api = fakeApi().on('POST', '/api/user/changepassword', ok(null));
    renderRoute('/my/setting/setting', { user: true });
    const sheet = await openSheet('登录密码', '修改密码');
    await userEvent.type(within(sheet).getByLabelText('原密码'), 'old12345');
    await userEvent.type(within(sheet).getByLabelText('新密码'), 'new12345');
    await userEvent.type(within(sheet).getByLabelText('确认新密码'), 'new12345');
    await userEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('密码已修改，其他设备已退出登录')).toBeTruthy();
    expect(api.firstCall('POST', '/api/user/changepassword').body).toEqual({ oldPassword: 'old12345', newPassword: 'new12345' });
    await waitFor(() => expect(screen.queryByRole('form', { name: '修改密码' })).toBeNull());
  });

  it('shows a wrong old password at its field', async () => {
    fakeApi().on('POST', '/api/user/changepassword', fail('原密码错误', { errorCode: 'PASSWORD_WRONG', field: 'oldPassword' }));
    renderRoute('/my/setting/setting', { user: true });
    const sheet = await openSheet('登录密码', '修改密码');
    await userEvent.type(within(sheet).getByLabelText('原密码'), 'bad12345');
    await userEvent.type(within(sheet).getByLabelText('新密码'), 'new12345');
    await userEvent.type(within(sheet).getByLabelText('确认新密码'), 'new12345');
    await userEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('原密码错误')).toBeTruthy();
    expect(within(sheet).getByLabelText('原密码').getAttribute('aria-invalid')).toBe('true');
  });
});

// antd-mobile's dialogs ignore pointer events while they animate in; a person waits, the test does not.
const clickInDialog = (name: string) =>
  screen.findByRole('button', { name }).then((b) => userEvent.setup({ pointerEventsCheck: 0 }).click(b));

describe('设置: 注销账号 and 退出登录', () => {
  it('applies for deletion after confirming, signs out and tells how to withdraw', async () => {
    const api = fakeApi().on(
      'POST',
      '/api/user/applyDeleteAccount',
      ok({ requestedAt: '2026-03-01T10:00:00+08:00', withdrawUntil: '2026-03-08T10:00:00+08:00' }),
    );
    renderRoute('/my/setting/setting', { user: true });
    await userEvent.click(await screen.findByText('注销账号'));
    await clickInDialog('确认注销');
    await waitFor(() => expect(currentPath()).toBe('/pages/my/my'));
    expect(api.firstCall('POST', '/api/user/applyDeleteAccount').body).toEqual({});
    expect(await screen.findByText('注销申请已提交')).toBeTruthy();
    expect(storage.get('token')).toBeNull();
  });

  it('shows the server refusal of a deletion as a toast and stays logged in', async () => {
    fakeApi().on('POST', '/api/user/applyDeleteAccount', fail('账号有未完成的提现，暂不能注销', { errorCode: 'FORBIDDEN' }));
    renderRoute('/my/setting/setting', { user: true });
    await userEvent.click(await screen.findByText('注销账号'));
    await clickInDialog('确认注销');
    await waitFor(() => expect(toastsShown()).toContain('账号有未完成的提现，暂不能注销'));
    expect(currentPath()).toBe('/my/setting/setting');
    expect(storage.get('token')).toBe('test-token');
  });

  it('signs out after confirming and lands on 我的', async () => {
    const api = fakeApi().on('POST', '/api/user/logout', ok(null));
    renderRoute('/my/setting/setting', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await clickInDialog('退出');
    await waitFor(() => expect(currentPath()).toBe('/pages/my/my'));
    await waitFor(() => expect(storage.get('token')).toBeNull());
    expect(api.calls('POST', '/api/user/logout')).toHaveLength(1);
  });
});
