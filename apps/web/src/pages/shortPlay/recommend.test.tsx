import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, page } from '../../test/fake-api';
import { aWork } from '../../test/factories/works';
import { renderRoute } from '../../test/render-route';

const WORKS = '/api/works/list';

describe('推荐短剧 (shortPlay/recommend)', () => {
  it('lists the dramas in its own order under its own title', async () => {
    const api = installFakeApi()
      .on('GET', '/api/taskPlatform/list', page([]))
      .on('GET', WORKS, page([aWork({ title: '榜单第一' })]));
    renderRoute('/shortPlay/recommend');
    expect(await screen.findByText('榜单第一')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '推荐短剧' })).toBeTruthy();
    expect(api.firstCall('GET', WORKS).query).toEqual({ type: '1', sort: 'recommend', page: '1', size: '10' });
  });

  it('says so when the list is empty', async () => {
    installFakeApi().on('GET', '/api/taskPlatform/list', page([])).on('GET', WORKS, page([]));
    renderRoute('/shortPlay/recommend');
    expect(await screen.findByText('暂无推荐短剧，稍后再来看看吧')).toBeTruthy();
  });
});
