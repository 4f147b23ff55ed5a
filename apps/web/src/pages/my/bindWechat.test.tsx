import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aUser, homeData } from '../../test/factories/user';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const HOME = '/api/user/home/data';
const SAVE = '/api/user/modifyWxInfo';

describe('绑定微信 (my/bindWechat)', () => {
  it('shows a skeleton, then the form with the bound id', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', HOME);
    renderRoute('/my/bindWechat', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(homeData({ user: aUser({ wxId: 'wx_old01' }) })));
    expect(await screen.findByRole('button', { name: '更新微信号' })).toBeTruthy();
    expect((screen.getByLabelText('微信号') as HTMLInputElement).value).toBe('wx_old01');
  });

  it('shows the error view; 重试 loads the form', async () => {
    const api = installFakeApi().on('GET', HOME, fail('服务繁忙', { code: 500 }));
    renderRoute('/my/bindWechat', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', HOME, ok(homeData()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '立即绑定' })).toBeTruthy();
  });

  it('checks the id before sending', async () => {
    const api = installFakeApi().on('GET', HOME, ok(homeData()));
    renderRoute('/my/bindWechat', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('请输入微信号')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('微信号'), '1abc');
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号')).toBeTruthy();
    expect(api.calls('POST', SAVE)).toHaveLength(0);
  });

  it('binds the id, says so and goes back', async () => {
    const api = installFakeApi()
      .on('GET', HOME, ok(homeData()))
      .on('POST', SAVE, ok(aUser({ wxId: 'tuike_2026' })));
    renderRoute('/my/bindWechat', { user: true });
    await userEvent.type(await screen.findByLabelText('微信号'), ' tuike_2026 ');
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    // Said as the form leaves; the page it goes to may say its own things over it.
    await waitFor(() => expect(toastsShown()).toContain('绑定成功'));
    expect(api.firstCall('POST', SAVE).body).toEqual({ wxId: 'tuike_2026' });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('shows the server refusal at the field and stays', async () => {
    installFakeApi()
      .on('GET', HOME, ok(homeData()))
      .on('POST', SAVE, fail('该微信号已被其他账号绑定', { errorCode: 'VALIDATION_FAILED', field: 'wxId' }));
    renderRoute('/my/bindWechat', { user: true });
    await userEvent.type(await screen.findByLabelText('微信号'), 'tuike_2026');
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('该微信号已被其他账号绑定')).toBeTruthy();
    expect(screen.getByLabelText('微信号').getAttribute('aria-invalid')).toBe('true');
    expect(currentPath()).toBe('/my/bindWechat');
  });
});
