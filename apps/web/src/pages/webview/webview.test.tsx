import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

const SETTING = '/dev/config/GetAppSetting';
const appSetting = (webviewHosts: string[]) =>
  ok({
    withdrawalServiceFeeRate: 0.06,
    minWithdrawal: 100,
    maxMonthlyWithdrawal: 100000,
    withdrawalDays: [],
    configVersion: '1',
    webviewHosts,
  });
const at = (url: string, title?: string) =>
  `/webview/webview?url=${encodeURIComponent(url)}${title ? `&title=${encodeURIComponent(title)}` : ''}`;

describe('网页 (webview/webview)', () => {
  it('frames a page of an allowed host under its title', async () => {
    installFakeApi().on('GET', SETTING, appSetting(['example.com']));
    renderRoute(at('https://m.example.com/act', '活动页'));
    const frame = await screen.findByTitle('活动页');
    expect(frame.getAttribute('src')).toBe('https://m.example.com/act');
    expect(screen.getByRole('heading', { level: 1, name: '活动页' })).toBeTruthy();
  });

  it('refuses any other host, showing only the host', async () => {
    installFakeApi().on('GET', SETTING, appSetting(['example.com']));
    renderRoute(at('https://evil.test/login', '官方活动'));
    expect(await screen.findByText('该链接不在可打开的范围内')).toBeTruthy();
    expect(screen.getByText('evil.test')).toBeTruthy();
    expect(screen.queryByText('官方活动')).toBeNull();
  });

  it('says when the address is missing or not a web page', async () => {
    installFakeApi().on('GET', SETTING, appSetting(['example.com']));
    renderRoute(at('javascript:alert(1)'));
    expect(await screen.findByText('无法打开该链接：只支持 http 或 https 开头的网页地址')).toBeTruthy();
    expect(screen.queryByRole('iframe')).toBeNull();
  });

  it('shows the error view when the allow-list fails; 重试 loads it and frames the page', async () => {
    const api = installFakeApi().on('GET', SETTING, fail('服务繁忙', { code: 500 }));
    renderRoute(at('https://m.example.com/act', '活动页'));
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', SETTING, appSetting(['example.com']));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('活动页')).toBeTruthy();
  });
});
