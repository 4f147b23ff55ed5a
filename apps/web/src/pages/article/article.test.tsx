import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { anArticleDetail } from '../../test/factories/content';
import { currentPath, renderRoute } from '../../test/render-route';

const DETAIL = '/api/article/detail';

describe('文章 (article/article)', () => {
  it('shows a skeleton, then the article by id with its title in the bar', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DETAIL);
    renderRoute('/article/article?id=3');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(anArticleDetail({ id: 3, kind: 'article', title: '推广技巧', contentHtml: '<p>技巧正文</p>' })));
    expect(await screen.findByRole('heading', { level: 2, name: '推广技巧' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '推广技巧' })).toBeTruthy();
    expect(screen.getByText('技巧正文')).toBeTruthy();
    expect(api.firstCall('GET', DETAIL).query).toEqual({ id: '3' });
  });

  it('loads the about article by kind', async () => {
    const api = installFakeApi().on('GET', DETAIL, ok(anArticleDetail({ kind: 'about', title: '平台介绍' })));
    renderRoute('/article/article?kind=about');
    expect(await screen.findByRole('heading', { level: 2, name: '平台介绍' })).toBeTruthy();
    expect(api.firstCall('GET', DETAIL).query).toEqual({ kind: 'about' });
  });

  it('says a missing article is gone and goes home from there', async () => {
    installFakeApi().on('GET', DETAIL, fail('文章不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderRoute('/article/article?id=99');
    expect(await screen.findByText('文章不存在或已下架')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('shows the error view; 重试 loads the article', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('服务繁忙', { code: 500 }));
    renderRoute('/article/article?id=3');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(anArticleDetail({ title: '推广技巧' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '推广技巧' })).toBeTruthy();
  });
});
