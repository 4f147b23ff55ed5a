import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { accountGroups, aMediaAccount } from '../../test/factories/media-accounts';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/platformAccount/GetPlatfromAndAccountList';
const DELETE = '/api/platformAccount/Delete';

const douyin = aMediaAccount({ id: 7, nickname: '小星说剧', uid: 'xiaoxing_88', createdAt: '2026-11-02T10:00:00+08:00' });
const channels = aMediaAccount({ id: 9, platform: 3, platformLabel: '微信视频号', nickname: '小星的视频号', uid: 'sph1a2b3c' });

// antd-mobile's dialogs ignore pointer events while they animate in; a person waits, the test does not.
const clickInDialog = (name: string) =>
  screen.findByRole('button', { name }).then((b) => userEvent.setup({ pointerEventsCheck: 0 }).click(b));

// A dialog still closing when a test ends leaves the next test's dialog deaf to clicks: each test waits for its own to go.
const dialogGone = () => waitFor(() => expect(screen.queryByText(/确定解绑/)).toBeNull());

describe('推广账号 (account/myMeidaAccount)', () => {
  it('shows a skeleton, then the accounts grouped by platform', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute('/account/myMeidaAccount', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(accountGroups([douyin, channels])));
    const douyinCard = await screen.findByRole('region', { name: '抖音' });
    expect(within(douyinCard).getByText('小星说剧')).toBeTruthy();
    expect(within(douyinCard).getByText('UID：xiaoxing_88')).toBeTruthy();
    expect(within(douyinCard).getByText('绑定于 2026-11-02')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '快手' })).getByText('还没有绑定快手账号')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '微信视频号' })).getByText('小星的视频号')).toBeTruthy();
  });

  it('copies a UID with 已复制', async () => {
    installFakeApi().on('GET', LIST, ok(accountGroups([douyin])));
    renderRoute('/account/myMeidaAccount', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '复制 UID xiaoxing_88' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(await navigator.clipboard.readText()).toBe('xiaoxing_88');
  });

  it('opens the bind form for one platform from its card, and for any from 添加账号', async () => {
    installFakeApi().on('GET', LIST, ok(accountGroups([douyin])));
    renderRoute('/account/myMeidaAccount', { user: true });
    await userEvent.click(await screen.findByRole('link', { name: '添加快手账号' }));
    await waitFor(() => expect(currentPath()).toBe('/account/addMediaAccount?platform=2'));
    window.history.back();
    // The list is back (its route and its data) before its 添加账号 is pressed.
    await waitFor(() => expect(currentPath()).toBe('/account/myMeidaAccount'));
    await userEvent.click(await screen.findByRole('button', { name: '添加账号' }));
    await waitFor(() => expect(currentPath()).toBe('/account/addMediaAccount'));
  });

  it('unbinds after confirming, says so and shows the list without it', async () => {
    const api = installFakeApi()
      .on('GET', LIST, ok(accountGroups([douyin, channels])))
      .on('POST', DELETE, () => {
        api.on('GET', LIST, ok(accountGroups([channels])));
        return ok(null);
      });
    renderRoute('/account/myMeidaAccount', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '解绑 小星说剧' }));
    expect(await screen.findByText(/确定解绑抖音账号「小星说剧」吗/)).toBeTruthy();
    await clickInDialog('解绑');
    await waitFor(() => expect(toastsShown()).toContain('已解绑'));
    expect(api.firstCall('POST', DELETE).body).toEqual({ id: 7 });
    expect(await screen.findByText('还没有绑定抖音账号')).toBeTruthy();
    expect(screen.getByText('小星的视频号')).toBeTruthy();
    await dialogGone();
  });

  it('sends nothing when the promoter thinks again', async () => {
    const api = installFakeApi().on('GET', LIST, ok(accountGroups([douyin])));
    renderRoute('/account/myMeidaAccount', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '解绑 小星说剧' }));
    await clickInDialog('再想想');
    await dialogGone();
    expect(api.calls('POST', DELETE)).toHaveLength(0);
    expect(screen.getByText('小星说剧')).toBeTruthy();
  });

  it('shows the server refusal of an unbinding and keeps the account', async () => {
    installFakeApi()
      .on('GET', LIST, ok(accountGroups([douyin])))
      .on('POST', DELETE, fail('该账号有待审核的回填，暂不能解绑', { code: 409, errorCode: 'CONFLICT' }));
    renderRoute('/account/myMeidaAccount', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '解绑 小星说剧' }));
    await clickInDialog('解绑');
    await waitFor(() => expect(toastsShown()).toContain('该账号有待审核的回填，暂不能解绑'));
    expect(toastsShown()).not.toContain('已解绑');
    expect(screen.getByRole('button', { name: '解绑 小星说剧' })).toBeTruthy();
    await dialogGone();
  });

  it('shows the empty view when nothing is bound; 去绑定 opens the form', async () => {
    installFakeApi().on('GET', LIST, ok(accountGroups([])));
    renderRoute('/account/myMeidaAccount', { user: true });
    expect(await screen.findByText('还没有绑定推广账号，绑定发布视频的抖音、快手或视频号账号后才能回填作品链接')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去绑定' }));
    await waitFor(() => expect(currentPath()).toBe('/account/addMediaAccount'));
  });

  it('shows the error view; 重试 loads the accounts', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务繁忙', { code: 500 }));
    renderRoute('/account/myMeidaAccount', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, ok(accountGroups([douyin])));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('小星说剧')).toBeTruthy();
  });
});
