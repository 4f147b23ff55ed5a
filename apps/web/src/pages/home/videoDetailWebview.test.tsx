import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { anArticleDetail } from '../../test/factories/content';
import { renderRoute } from '../../test/render-route';

const DETAIL = '/api/article/detail';

describe('教程详情, web page video (home/videoDetailWebview)', () => {
  it('embeds a video web page in a sandboxed frame', async () => {
    installFakeApi().on(
      'GET',
      DETAIL,
      ok(anArticleDetail({ id: 6, title: '平台教程', videoUrl: 'https://v.example.com/play/6' })),
    );
    renderRoute('/home/videoDetailWebview?id=6');
    const frame = await screen.findByTitle('平台教程');
    expect(frame.getAttribute('src')).toBe('https://v.example.com/play/6');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('still plays a video file natively', async () => {
    installFakeApi().on('GET', DETAIL, ok(anArticleDetail({ id: 5, title: '剪辑入门', videoUrl: '/media/clip.mp4' })));
    const { container } = renderRoute('/home/videoDetailWebview?id=5');
    expect(await screen.findByRole('heading', { name: '剪辑入门' })).toBeTruthy();
    expect(container.querySelector('video')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows a skeleton while loading and the error view with 重试 on failure', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DETAIL, fail('服务繁忙', { code: 500 }));
    renderRoute('/home/videoDetailWebview?id=6');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(fail('服务繁忙', { code: 500 }));
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(anArticleDetail({ title: '平台教程', videoUrl: 'https://v.example.com/play/6' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('平台教程')).toBeTruthy();
  });
});
