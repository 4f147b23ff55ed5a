import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

describe('示例 (account/uidExample)', () => {
  it('shows where the Douyin UID is, as a picture and steps, to a visitor too', async () => {
    const api = installFakeApi();
    renderRoute('/account/uidExample');
    const picture = await screen.findByRole('img', { name: '抖音个人主页示意图：昵称下方的「抖音号」就是 UID' });
    expect(within(picture).getByText('抖音号：tuike_2026')).toBeTruthy();
    expect(within(picture).getByText('这就是 UID')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '抖音' }).getAttribute('aria-selected')).toBe('true');
    const steps = screen.getByRole('region', { name: '抖音查看步骤' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText('头像和昵称下方的「抖音号：」后面那串字符就是 UID。')).toBeTruthy();
    // Drawn here: the page asks the server for nothing, and holds no external picture.
    expect(api.requests).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('switches to Kuaishou, and opens on it when the link names it', async () => {
    installFakeApi();
    renderRoute('/account/uidExample');
    await userEvent.click(await screen.findByRole('tab', { name: '快手' }));
    expect(await screen.findByRole('img', { name: '快手个人主页示意图：昵称下方的「快手号」就是 UID' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '快手查看步骤' })).toBeTruthy();
    expect(currentPath()).toBe('/account/uidExample?platform=2');
  });

  it('tells to install the app when it cannot be opened here', async () => {
    installFakeApi();
    renderRoute('/account/uidExample?platform=2');
    await userEvent.click(await screen.findByRole('button', { name: '打开快手查看' }));
    await waitFor(() => expect(toastsShown().length).toBeGreaterThan(0));
    // In a browser the app's scheme is tried; the page never went away, so the app is not there.
    expect(toastsShown()).toEqual(['请安装快手!']);
  });
});
