import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { customerSetting } from '../../test/factories/content';
import { currentPath, renderRoute } from '../../test/render-route';

const SETTING = '/dev/config/GetCustomerSetting';

describe('联系客服 (my/kefu)', () => {
  it('shows a skeleton, then the QR code, WeChat id, hours and phone', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', SETTING);
    renderRoute('/my/kefu');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(customerSetting({ wechat: 'tuike_kf', qrCode: '/media/qr.png', phone: '400-800-1234' })));
    expect(await screen.findByText('tuike_kf')).toBeTruthy();
    expect(screen.getByAltText('客服微信二维码')).toBeTruthy();
    expect(screen.getByText('工作日 9:00-18:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '拨打 400-800-1234' }).getAttribute('href')).toBe('tel:4008001234');
    expect(screen.getByRole('button', { name: '复制微信号并打开微信' })).toBeTruthy();
  });

  it('shows the empty view without any contact, leading to the FAQ', async () => {
    installFakeApi().on('GET', SETTING, ok(customerSetting({ wechat: '', qrCode: '', phone: '' })));
    renderRoute('/my/kefu');
    expect(await screen.findByText('客服联系方式暂未开放，可先查看常见问题')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看常见问题' }));
    await waitFor(() => expect(currentPath()).toBe('/my/faqDetail'));
  });

  it('says to check the network only when no answer came, and the server refusal as it was said', async () => {
    installFakeApi();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { unmount } = renderRoute('/my/kefu');
    expect(await screen.findByText('加载失败，请检查网络后重试')).toBeTruthy();
    unmount();
    installFakeApi().on('GET', SETTING, fail('客服设置暂不可查看', { code: 403, errorCode: 'FORBIDDEN' }));
    renderRoute('/my/kefu');
    expect(await screen.findByText('加载失败：客服设置暂不可查看')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the contacts', async () => {
    const api = installFakeApi().on('GET', SETTING, fail('服务繁忙', { code: 500 }));
    renderRoute('/my/kefu');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', SETTING, ok(customerSetting({ wechat: 'tuike_kf' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('tuike_kf')).toBeTruthy();
  });
});
