import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../test/fake-api';
import { stubClipboard } from '../../test/clipboard';
import { aLink, anAlias, hoursFromNow } from '../../test/factories/aliases';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/worksAlias/list';
const LINKS = '/api/worksAliasLink/List';

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

describe('投稿详情 (myKeyWord/worksDetail, newWorksDetail, newNovelWorksDetail)', () => {
  it('shows the work, the alias with its way so far, results and every back-fill', async () => {
    const api = installFakeApi()
      .on(
        'GET',
        LIST,
        page([
          anAlias({ id: 10, alias: '别的词' }),
          anAlias({ id: 11, alias: '霸总甜宠', income: 98765, newUsers: 23, linkCount: 2, effectiveLinkCount: 1 }),
        ]),
      )
      .on(
        'GET',
        LINKS,
        page([
          aLink({ id: 1, accountNickname: '小美爱追剧', state: 2, stateLabel: '生效中' }),
          aLink({ id: 2, accountNickname: '快手小美', state: 3, stateLabel: '审核拒绝', reason: '链接不是本人账号发布' }),
        ]),
      );
    const held = api.hold('GET', LIST);
    renderRoute('/myKeyWord/worksDetail?aliasId=11&workId=1', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([
        anAlias({ id: 10, alias: '别的词' }),
        anAlias({ id: 11, alias: '霸总甜宠', income: 98765, newUsers: 23, linkCount: 2, effectiveLinkCount: 1 }),
      ]),
    );
    expect(await screen.findByText('霸总甜宠')).toBeTruthy();
    expect(screen.queryByText('别的词')).toBeNull();
    const steps = screen.getByRole('list', { name: '关键词进度' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['提交申请', '审核通过', '生效中']);
    expect(screen.getByText('¥987.65')).toBeTruthy();
    expect(screen.getByText('共 2 条 · 生效 1 条')).toBeTruthy();
    const rejected = await screen.findByRole('article', { name: '回填 快手小美' });
    expect(within(rejected).getByText('原因：链接不是本人账号发布')).toBeTruthy();
    expect(api.firstCall('GET', LINKS).query).toEqual({ aliasId: '11', page: '1', size: '10' });
    expect(api.firstCall('GET', LIST).query).toEqual({ workId: '1', page: '1', size: '100' });
  });

  it('shows a rejected alias with the reason and no back-fill action', async () => {
    installFakeApi()
      .on('GET', LIST, page([anAlias({ id: 11, state: 3, stateLabel: '审核不通过', reason: '与作品无关', activatedAt: null })]))
      .on('GET', LINKS, page([]));
    renderRoute('/myKeyWord/newWorksDetail?aliasId=11&workId=1', { user: true });
    const steps = await screen.findByRole('list', { name: '关键词进度' });
    expect(within(steps).getByText('审核不通过')).toBeTruthy();
    expect(within(steps).getByText('与作品无关')).toBeTruthy();
    expect(await screen.findByText('没有回填链接')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '回填' })).toBeNull();
  });

  it('copies the alias, and offers the back-fill of an active alias not yet back-filled', async () => {
    clipboard = stubClipboard();
    installFakeApi()
      .on('GET', LIST, page([anAlias({ id: 11, workId: 1, alias: '霸总甜宠', backfillDeadline: hoursFromNow(10.5) })]))
      .on('GET', LINKS, page([]));
    renderRoute('/myKeyWord/worksDetail?aliasId=11&workId=1', { user: true });
    expect(await screen.findByText('剩 10 小时回填')).toBeTruthy();
    expect(screen.getByText('生效中，待回填')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '复制口令' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written).toEqual(['霸总甜宠']);
    expect(await screen.findByText('还没有回填链接，发布视频后回填才能结算收益')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '回填' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postWork?aliasId=11&workId=1'));
  });

  it('says so when the alias is not among mine', async () => {
    installFakeApi()
      .on('GET', LIST, page([anAlias({ id: 10 })]))
      .on('GET', LINKS, page([]));
    renderRoute('/myKeyWord/newNovelWorksDetail?aliasId=11&workId=1', { user: true });
    expect(await screen.findByText('没有找到这个关键词，它可能已被删除')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看我的关键词' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/myKeyWord'));
  });

  it('shows the error view; 重试 loads the detail', async () => {
    const api = installFakeApi()
      .on('GET', LIST, fail('服务开小差了', { code: 500 }))
      .on('GET', LINKS, page([]));
    renderRoute('/myKeyWord/worksDetail?aliasId=11&workId=1', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([anAlias({ id: 11, alias: '恢复了' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复了')).toBeTruthy();
  });
});
