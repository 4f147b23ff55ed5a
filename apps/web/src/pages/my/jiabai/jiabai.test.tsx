import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../../test/fake-api';
import { aWhitelistApplication } from '../../../test/factories/applications';
import { currentPath, renderRoute } from '../../../test/render-route';

const LIST = '/api/whitelist/page';
const ROUTE = '/my/jiabai/jiabai';

describe('账号加白 (my/jiabai/jiabai)', () => {
  it('shows a skeleton, then each application with its account, state and reason', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([
        aWhitelistApplication(),
        aWhitelistApplication({
          id: 10,
          nickname: '快手小美',
          platform: 2,
          platformLabel: '快手',
          state: 3,
          stateLabel: '已驳回',
          reasonCode: 'otherAgency',
          reason: '已在其他机构报备',
        }),
        aWhitelistApplication({ id: 11, nickname: '甜宠剧场', state: 2, stateLabel: '已加白' }),
      ]),
    );
    const pending = await screen.findByRole('article', { name: '加白 小美爱追剧 待审核' });
    expect(within(pending).getByText('UID xm2026')).toBeTruthy();
    expect(within(pending).getByText('待审核').className).toContain('app-card-state-1');
    expect(screen.getByRole('article', { name: '加白 快手小美 已驳回' }).textContent).toContain('驳回原因已在其他机构报备');
    expect(screen.getByRole('article', { name: '加白 甜宠剧场 已加白' }).textContent).toContain('账号已加白');
    expect(api.firstCall('GET', LIST).query).toEqual({ page: '1', size: '10' });
  });

  it('offers to apply when there is none', async () => {
    installFakeApi().on('GET', LIST, page([]));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('还没有加白申请，为绑定的媒体账号申请加白后收益统计更准确')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '申请加白' }));
    await waitFor(() => expect(currentPath()).toBe('/my/jiabai/add'));
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([aWhitelistApplication()]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '加白 小美爱追剧 待审核' })).toBeTruthy();
  });
});
