import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
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

  it('says the novel is gone when the id is missing, leading to the 小说 tab', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('作品不存在', { code: 404 }));
    renderRoute('/star/novelDetail');
    expect(await screen.findByText('小说不存在或已下架')).toBeTruthy();
    expect(api.calls('GET', DETAIL)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '看看其他小说' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/novel/novel'));
  });
});
