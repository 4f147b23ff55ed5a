import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { anAlias } from '../../test/factories/aliases';
import { aWorkDetail } from '../../test/factories/works';
import { currentPath, renderRoute } from '../../test/render-route';

const DETAIL = '/api/works/detail';

describe('小说推广 (star/novelDetail)', () => {
  it('shows the novel with its length in 万字 and its materials', async () => {
    installFakeApi()
      .on('GET', DETAIL, ok(aWorkDetail({ id: 3, type: 2, title: '重生之商界女王', length: 1200, completed: false })))
      .on('GET', '/api/works/videos', ok([]))
      .on('GET', '/api/mcnProviderTask/link/getTaskPromotionList', page([]));
    renderRoute('/star/novelDetail?id=3');
    expect(await screen.findByRole('heading', { name: '重生之商界女王', level: 2 })).toBeTruthy();
    expect(screen.getByText(/120万字 · 连载中/)).toBeTruthy();
    expect(await screen.findByText('该作品暂无推广素材，申请口令后可自行剪辑发布')).toBeTruthy();
  });

  it('shows my alias of this novel instead of a bare 申请口令', async () => {
    installFakeApi()
      .on('GET', DETAIL, ok(aWorkDetail({ id: 3, type: 2, title: '重生之商界女王' })))
      .on('GET', '/api/works/videos', ok([]))
      .on('GET', '/api/mcnProviderTask/link/getTaskPromotionList', page([]))
      .on(
        'GET',
        '/api/worksAlias/ForWork',
        ok({
          aliases: [
            anAlias({ id: 5, alias: '商界女王', workId: 3, workType: 2, state: 1, stateLabel: '审核中', activatedAt: null }),
          ],
          canApply: true,
          applyNote: '同一作品可以再申请口令：你还可申请 4 个（最多同时持有 5 个审核中或生效中的关键词）',
        }),
      );
    renderRoute('/star/novelDetail?id=3', { user: true });
    const mine = await screen.findByRole('listitem', { name: '口令 商界女王' });
    expect(within(mine).getByText('审核中')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: '详情' }).getAttribute('href')).toBe(
      '#/myKeyWord/newNovelWorksDetail?aliasId=5&workId=3',
    );
    expect(screen.getByRole('button', { name: '再申请一个口令' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请口令' })).toBeNull();
  });

  it('says the novel is gone when the id is missing, leading to the 小说 tab', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('作品不存在', { code: 404 }));
    renderRoute('/star/novelDetail');
    expect(await screen.findByText('小说不存在或已下架')).toBeTruthy();
    expect(api.calls('GET', DETAIL)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '看看其他小说' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/novel/novel'));
  });
});
