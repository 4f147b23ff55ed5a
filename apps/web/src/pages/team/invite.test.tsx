import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubClipboard } from '../../test/clipboard';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aTeamSummary } from '../../test/factories/team';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const SUMMARY = '/api/team/summary';
const ROUTE = '/team/invite';

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

const link = () => `${window.location.origin}${window.location.pathname}#/login/regesiter?inviteCode=K7M2QX`;

describe('邀请好友 (team/invite)', () => {
  it('needs a login', async () => {
    installFakeApi();
    renderRoute(ROUTE);
    await waitFor(() => expect(currentPath()).toBe(`/login/login?redirect=${encodeURIComponent(ROUTE)}`));
  });

  it('shows a skeleton, then my code and the registration link with my code, each copied with 已复制', async () => {
    clipboard = stubClipboard();
    const api = installFakeApi();
    const held = api.hold('GET', SUMMARY);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aTeamSummary()));
    expect(await screen.findByText('K7M2QX')).toBeTruthy();
    expect(screen.getByText(link())).toBeTruthy();
    expect(screen.getByText('10%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await userEvent.click(screen.getByRole('button', { name: '复制邀请链接' }));
    await waitFor(() => expect(clipboard?.written).toEqual(['K7M2QX', link()]));
    expect(toastsShown()).toContain('已复制');
    // The test browser has no canvas: the poster says so instead of a blank card.
    expect(await screen.findByText('当前环境无法生成海报，可复制上方链接发给好友')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看我的团队（12 人）' }));
    await waitFor(() => expect(currentPath()).toBe('/team/newTeam'));
  });

  it('says what failed and retries', async () => {
    const api = installFakeApi().on('GET', SUMMARY, fail('服务繁忙，请稍后再试', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', SUMMARY, ok(aTeamSummary()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('K7M2QX')).toBeTruthy();
  });
});
