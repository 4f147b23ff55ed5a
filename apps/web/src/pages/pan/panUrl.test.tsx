import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubClipboard } from '../../test/clipboard';
import { fail, installFakeApi, page } from '../../test/fake-api';
import { aPanLink } from '../../test/factories/pan';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LINKS = '/api/pan/link/page';

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

describe('回填记录 (pan/panUrl)', () => {
  it('shows a skeleton, then my back-fills with resource, platform and account; copies a link', async () => {
    clipboard = stubClipboard();
    const api = installFakeApi();
    const held = api.hold('GET', LINKS);
    renderRoute('/pan/panUrl', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([
        aPanLink(),
        aPanLink({
          id: 62,
          resourceTitle: '战神归来 1-80 集',
          platform: 2,
          platformLabel: '快手',
          accountNickname: '小星爱看书',
          state: 1,
          stateLabel: '待审核',
          reviewedAt: null,
        }),
        aPanLink({
          id: 63,
          resourceTitle: '凡人修仙传 典藏版',
          state: 3,
          stateLabel: '审核拒绝',
          reason: '链接不是该账号发布的作品',
        }),
      ]),
    );
    const item = await screen.findByRole('article', { name: '回填 战神归来 1-80 集' });
    expect(within(item).getByText('夸克网盘 · 快手「小星爱看书」')).toBeTruthy();
    // Each back-fill shows its review; a rejected one says why.
    expect(within(item).getByText('待审核')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '回填 闪婚后傅总每天都在追妻 全集' })).getByText('生效中')).toBeTruthy();
    const rejected = screen.getByRole('article', { name: '回填 凡人修仙传 典藏版' });
    expect(within(rejected).getByText('审核拒绝')).toBeTruthy();
    expect(within(rejected).getByText('驳回原因：链接不是该账号发布的作品')).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('article', { name: '回填 闪婚后傅总每天都在追妻 全集' })).getByRole('button', { name: '复制链接' }),
    );
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written).toEqual(['https://v.douyin.com/iRpN4xQe/']);
    expect(api.firstCall('GET', LINKS).query).toEqual({ page: '1', size: '10' });
  });

  it('shows the empty view, whose action opens the back-fill form', async () => {
    installFakeApi().on('GET', LINKS, page([]));
    renderRoute('/pan/panUrl', { user: true });
    expect(await screen.findByText('还没有回填记录，发布推广文案后回填作品链接')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '发布回填' }));
    await waitFor(() => expect(currentPath()).toBe('/pan/addPanUrl'));
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi().on('GET', LINKS, fail('服务开小差了', { code: 500 }));
    renderRoute('/pan/panUrl', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LINKS, page([aPanLink({ resourceTitle: '恢复了' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '回填 恢复了' })).toBeTruthy();
  });
});
