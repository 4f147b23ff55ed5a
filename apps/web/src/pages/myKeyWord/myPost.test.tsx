import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { anAlias } from '../../test/factories/aliases';
import { currentPath, renderRoute } from '../../test/render-route';

const LIST = '/api/worksAlias/list';
const STATES = '/api/worksAlias/StateList';
const counts = ok([
  { value: 1, label: '审核中', count: 2 },
  { value: 2, label: '生效中', count: 5 },
  { value: 3, label: '审核不通过', count: 0 },
  { value: 4, label: '已失效', count: 1 },
]);

describe('我的推广 (myKeyWord/myPost, myKeyWord/myNewPost)', () => {
  it('lists my drama aliases with the totals of dramas', async () => {
    const api = installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, page([anAlias({ alias: '霸总甜宠' })]));
    renderRoute('/myKeyWord/myPost', { user: true });
    expect(await screen.findByRole('article', { name: '关键词 霸总甜宠' })).toBeTruthy();
    const summary = await screen.findByLabelText('推广概况');
    expect(summary.textContent).toBe('8关键词5生效中2审核中');
    expect(api.firstCall('GET', LIST).query).toEqual({ workType: '1', page: '1', size: '10' });
    expect(api.firstCall('GET', STATES).query).toEqual({ workType: '1' });
    expect(screen.getByRole('heading', { name: '我的短剧推广' })).toBeTruthy();
  });

  it('lists novels on myNewPost; the empty view goes to the novels', async () => {
    const api = installFakeApi().on('GET', STATES, counts).on('GET', LIST, page([]));
    renderRoute('/myKeyWord/myNewPost', { user: true });
    expect(await screen.findByText('还没有关键词，申请一个开始推广吧')).toBeTruthy();
    expect(api.firstCall('GET', LIST).query).toEqual({ workType: '2', page: '1', size: '10' });
    await userEvent.click(screen.getByRole('button', { name: '去申请关键词' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/novel/novel'));
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute('/myKeyWord/myPost', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([anAlias({ alias: '恢复了' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '关键词 恢复了' })).toBeTruthy();
  });
});
