import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../../test/fake-api';
import { aWhitelistApplication } from '../../../test/factories/applications';
import { accountGroups, aMediaAccount } from '../../../test/factories/media-accounts';
import { currentPath, renderRoute, toastsShown } from '../../../test/render-route';

const ACCOUNTS = '/api/platformAccount/GetPlatfromAndAccountList';
const ADD = '/api/whitelist/add';
const ROUTE = '/my/jiabai/add';
const DOUYIN = aMediaAccount({ id: 41, platform: 1, platformLabel: '抖音', nickname: '小美爱追剧', uid: 'xm2026' });
const KUAISHOU = aMediaAccount({ id: 42, platform: 2, platformLabel: '快手', nickname: '快手小美', uid: 'ks88' });
const SHARE = '7.43 复制打开抖音，看看【小美的作品】霸总来了 https://v.douyin.com/iRNBho6/ abc:/ 09/21';

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交申请' }));
const linkField = () => screen.getByRole('textbox', { name: '作品链接' });

describe('添加加白 (my/jiabai/add)', () => {
  it('shows a skeleton, then my accounts; checks the account and the link before sending', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', ACCOUNTS);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(accountGroups([DOUYIN, KUAISHOU])));
    expect(await screen.findByRole('radio', { name: /小美爱追剧/ })).toBeTruthy();
    await submit();
    expect(screen.getByText('请选择要加白的账号')).toBeTruthy();
    expect(screen.getByText('请粘贴作品链接')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /快手小美/ }));
    await userEvent.click(linkField());
    await userEvent.paste(SHARE);
    await submit();
    expect(screen.getByText('这是抖音链接，请填写快手作品链接')).toBeTruthy();
    expect(api.calls('POST', ADD)).toHaveLength(0);
  });

  it('sends the account and the share text and returns to the list', async () => {
    const api = installFakeApi()
      .on('GET', ACCOUNTS, ok(accountGroups([DOUYIN])))
      .on('POST', ADD, ok(aWhitelistApplication()))
      .on('GET', '/api/whitelist/page', page([aWhitelistApplication()]));
    renderRoute(ROUTE, { user: true });
    // The only account is chosen already.
    expect((await screen.findByRole('radio', { name: /小美爱追剧/ })).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(linkField());
    await userEvent.paste(SHARE);
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/my/jiabai/jiabai'));
    expect(api.firstCall('POST', ADD).body).toEqual({ accountId: 41, workUrl: SHARE });
    expect(toastsShown()).toContain('已提交，等待运营审核');
  });

  it('places the server’s refusal on the link, keeping it', async () => {
    installFakeApi()
      .on('GET', ACCOUNTS, ok(accountGroups([DOUYIN])))
      .on(
        'POST',
        ADD,
        fail('该作品的作者不是账号 xm2026，请填写这个账号自己发布的作品链接', {
          code: 400,
          errorCode: 'WHITELIST_NOT_AUTHOR',
          field: 'workUrl',
        }),
      );
    renderRoute(ROUTE, { user: true });
    await screen.findByRole('radio', { name: /小美爱追剧/ });
    await userEvent.click(linkField());
    await userEvent.paste(SHARE);
    await submit();
    expect(await screen.findByText('该作品的作者不是账号 xm2026，请填写这个账号自己发布的作品链接')).toBeTruthy();
    expect((linkField() as HTMLTextAreaElement).value).toBe(SHARE);
  });

  it('asks to bind an account first when there is none, and shows the error view with 重试', async () => {
    const api = installFakeApi().on('GET', ACCOUNTS, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', ACCOUNTS, ok(accountGroups([])));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('加白前请先绑定抖音、快手或视频号账号')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去绑定' }));
    await waitFor(() => expect(currentPath()).toBe('/account/addMediaAccount'));
  });
});
