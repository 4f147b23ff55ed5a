import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { anArticleDetail } from '../../test/factories/content';
import { currentPath, renderRoute } from '../../test/render-route';

const DETAIL = '/api/article/detail';

describe('教程详情 (home/videoDetail)', () => {
  it('shows a skeleton, then the tutorial with the HTML5 player for a video file', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DETAIL);
    const { container } = renderRoute('/home/videoDetail?id=5');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(anArticleDetail({ id: 5, title: '剪辑入门', videoUrl: '/media/clip.mp4', category: '进阶技巧' })));
    expect(await screen.findByRole('heading', { name: '剪辑入门' })).toBeTruthy();
    expect(screen.getByText('进阶技巧')).toBeTruthy();
    expect(container.querySelector('video')).toBeTruthy();
    expect(api.firstCall('GET', DETAIL).query).toEqual({ id: '5' });
  });

  it('offers the web view for a video that is a web page', async () => {
    installFakeApi().on('GET', DETAIL, ok(anArticleDetail({ id: 6, videoUrl: 'https://v.example.com/play/6' })));
    renderRoute('/home/videoDetail?id=6');
    await userEvent.click(await screen.findByRole('link', { name: '打开视频页面' }));
    await waitFor(() => expect(currentPath()).toBe('/home/videoDetailWebview?id=6'));
  });

  it('says a missing tutorial is gone and offers the list', async () => {
    installFakeApi().on('GET', DETAIL, fail('教程不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderRoute('/home/videoDetail?id=9');
    expect(await screen.findByText('教程不存在或已下架')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看全部教程' }));
    await waitFor(() => expect(currentPath()).toBe('/home/videoLession'));
  });

  it('shows the error view; 重试 loads the tutorial', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('服务繁忙', { code: 500 }));
    renderRoute('/home/videoDetail?id=5');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(anArticleDetail({ title: '剪辑入门' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '剪辑入门' })).toBeTruthy();
  });
});
