import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { anArticle } from '../../test/factories/content';
import { currentPath, renderRoute } from '../../test/render-route';

const PAGE = '/api/article/tutorial/page';
const CATEGORIES = '/api/article/tutorial/categories';

describe('视频教程 (home/videoLession)', () => {
  it('shows a skeleton, then the tutorials of every category', async () => {
    const api = installFakeApi().on('GET', CATEGORIES, ok(['新手入门', '进阶技巧']));
    const held = api.hold('GET', PAGE);
    renderRoute('/home/videoLession');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([anArticle({ id: 1, title: '三步开始推广', videoUrl: '/media/a.mp4' }), anArticle({ id: 2, title: '图文攻略' })]),
    );
    expect(await screen.findByText('三步开始推广')).toBeTruthy();
    expect(screen.getByText('视频')).toBeTruthy();
    expect(screen.getByText('图文')).toBeTruthy();
    expect(api.firstCall('GET', PAGE).query).toEqual({ page: '1', size: '10' });
  });

  it('keeps the chosen category in the URL and loads its tutorials', async () => {
    const api = installFakeApi()
      .on('GET', CATEGORIES, ok(['新手入门', '进阶技巧']))
      .on('GET', PAGE, (req) => page([anArticle({ title: `${req.query.category ?? '全部'}的教程` })]));
    renderRoute('/home/videoLession');
    await userEvent.click(await screen.findByText('进阶技巧'));
    await waitFor(() => expect(decodeURIComponent(currentPath())).toBe('/home/videoLession?category=进阶技巧'));
    expect(await screen.findByText('进阶技巧的教程')).toBeTruthy();
    expect(api.lastCall('GET', PAGE).query.category).toBe('进阶技巧');
  });

  it('shows the empty view of a category, which leads back to all tutorials', async () => {
    installFakeApi()
      .on('GET', CATEGORIES, ok(['新手入门']))
      .on('GET', PAGE, (req) => (req.query.category ? page([]) : page([anArticle({ title: '全部里的教程' })])));
    renderRoute('/home/videoLession?category=%E6%96%B0%E6%89%8B%E5%85%A5%E9%97%A8');
    expect(await screen.findByText('这个分类还没有教程')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看全部教程' }));
    expect(await screen.findByText('全部里的教程')).toBeTruthy();
  });

  it('shows the empty view when there is no tutorial at all', async () => {
    installFakeApi().on('GET', CATEGORIES, ok([])).on('GET', PAGE, page([]));
    renderRoute('/home/videoLession');
    expect(await screen.findByText('教程正在准备中，敬请期待')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the tutorials', async () => {
    const api = installFakeApi()
      .on('GET', CATEGORIES, ok([]))
      .on('GET', PAGE, fail('服务繁忙', { code: 500 }));
    renderRoute('/home/videoLession');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', PAGE, page([anArticle({ title: '恢复后的教程' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复后的教程')).toBeTruthy();
  });
});
