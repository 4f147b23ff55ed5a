import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../test/fake-api';
import { stubClipboard } from '../../test/clipboard';
import { aLink } from '../../test/factories/aliases';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LINKS = '/api/worksAliasLink/List';

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => {
  clipboard?.remove();
  Reflect.deleteProperty(window, 'TuikeAndroid');
});

describe('回填列表 (myKeyWord/postlist)', () => {
  it('shows a skeleton, then the back-fills of the alias with platform, account, state and reason', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LINKS);
    renderRoute('/myKeyWord/postlist?aliasId=11', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([
        aLink({ id: 1, accountNickname: '小美爱追剧' }),
        aLink({
          id: 2,
          accountNickname: '快手小美',
          platform: 2,
          platformLabel: '快手',
          url: 'https://v.kuaishou.com/2Fq8xYz',
          state: 3,
          stateLabel: '审核拒绝',
          reason: '视频中未出现关键词',
        }),
      ]),
    );
    const rejected = await screen.findByRole('article', { name: '回填 快手小美' });
    expect(within(rejected).getByText('审核拒绝')).toBeTruthy();
    expect(within(rejected).getByText('原因：视频中未出现关键词')).toBeTruthy();
    expect(within(rejected).getByRole('button', { name: '打开快手' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '回填 小美爱追剧' })).getByText('待审核')).toBeTruthy();
    expect(api.firstCall('GET', LINKS).query).toEqual({ aliasId: '11', page: '1', size: '10' });
  });

  it('copies a link and filters by state', async () => {
    clipboard = stubClipboard();
    const api = installFakeApi().on('GET', LINKS, page([aLink()]));
    renderRoute('/myKeyWord/postlist', { user: true });
    const item = await screen.findByRole('article', { name: '回填 小美爱追剧' });
    expect(within(item).getByText('关键词「霸总甜宠」· 霸道总裁爱上我')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written).toEqual(['https://v.douyin.com/iRNBho6/']);
    await userEvent.click(screen.getByRole('tab', { name: '生效中' }));
    await waitFor(() => expect(api.lastCall('GET', LINKS).query).toEqual({ state: '2', page: '1', size: '10' }));
  });

  it('says 请安装快手! when the link is opened without Kuaishou installed (Android shell)', async () => {
    installFakeApi().on(
      'GET',
      LINKS,
      page([aLink({ platform: 2, platformLabel: '快手', url: 'https://v.kuaishou.com/2Fq8xYz' })]),
    );
    window.TuikeAndroid = {
      postMessage: (json: string) => {
        const { id } = JSON.parse(json) as { id: string };
        queueMicrotask(() => window.__tuikeBridge?.reply({ id, ok: false, error: 'notInstalled' }));
      },
    };
    renderRoute('/myKeyWord/postlist', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '打开快手' }));
    await waitFor(() => expect(toastsShown()).toContain('请安装快手!'));
  });

  it('shows the empty view of an alias, whose action goes to the back-fill', async () => {
    installFakeApi().on('GET', LINKS, page([]));
    renderRoute('/myKeyWord/postlist?aliasId=11&workId=1', { user: true });
    expect(await screen.findByText('还没有回填记录，发布视频后回填链接才能结算收益')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去回填' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postWork?aliasId=11&workId=1'));
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi().on('GET', LINKS, fail('服务开小差了', { code: 500 }));
    renderRoute('/myKeyWord/postlist', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LINKS, page([aLink({ accountNickname: '恢复了' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '回填 恢复了' })).toBeTruthy();
  });
});
