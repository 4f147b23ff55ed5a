import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aMcnLink, aMcnTask, aMcnTaskDetail } from '../../test/factories/mcn-tasks';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/mcnProviderTask/link/getTaskPromotionList';
const DETAIL = '/api/mcnProviderTask/link/GetTaskPromotionDetail';
const JOIN = '/api/mcnProviderTask/link/Join';
const ROUTE = '/star/mcn';

// antd-mobile's Popup ignores pointer events while it animates in; a person waits, the test does not.
const clickInSheet = (el: Element) => userEvent.setup({ pointerEventsCheck: 0 }).click(el);

describe('星图任务 (star/mcn)', () => {
  it('needs a login', async () => {
    installFakeApi();
    renderRoute(ROUTE);
    await waitFor(() => expect(currentPath()).toBe(`/login/login?redirect=${encodeURIComponent(ROUTE)}`));
  });

  it('shows a skeleton, then the tasks with platform, reward, end date, joined count and 已领取', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(page([aMcnTask({ id: 1, title: '甜宠剧任务', joined: true }), aMcnTask({ id: 2, title: '逆袭剧任务' })]));
    const card = await screen.findByRole('button', { name: '甜宠剧任务，查看任务' });
    expect(within(card).getByText('已领取')).toBeTruthy();
    expect(within(card).getByText('每千次播放 ¥8，单条最高 ¥500')).toBeTruthy();
    expect(within(card).getByText('截止 2026-12-31 · 12 人已领取')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: '逆袭剧任务，查看任务' })).queryByText('已领取')).toBeNull();
    expect(api.firstCall('GET', LIST).query).toEqual({ page: '1', size: '10' });
  });

  it('searches, remembers the word in mcnSearchList, and offers all tasks when nothing matches', async () => {
    const api = installFakeApi().on('GET', LIST, (req) =>
      req.query.keyword ? page([]) : page([aMcnTask({ title: '全部任务之一' })]),
    );
    renderRoute(ROUTE, { user: true });
    await screen.findByText('全部任务之一');
    await userEvent.type(screen.getByPlaceholderText('搜索任务名称'), '总裁{Enter}');
    expect(await screen.findByText('没有找到“总裁”相关的任务')).toBeTruthy();
    expect(api.lastCall('GET', LIST).query).toMatchObject({ keyword: '总裁' });
    expect(storage.get('mcnSearchList')).toEqual(['总裁']);
    await userEvent.click(screen.getByRole('button', { name: '查看全部任务' }));
    expect(await screen.findByText('全部任务之一')).toBeTruthy();
  });

  it('picks a word from the search history', async () => {
    storage.set('mcnSearchList', ['甜宠']);
    const api = installFakeApi().on('GET', LIST, page([aMcnTask()]));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByPlaceholderText('搜索任务名称'));
    await userEvent.click(screen.getByRole('button', { name: '甜宠' }));
    await waitFor(() => expect(api.lastCall('GET', LIST).query).toMatchObject({ keyword: '甜宠' }));
  });

  it('shows my taken tasks under 已领取, with the way back to all when there are none', async () => {
    const api = installFakeApi().on('GET', LIST, (req) =>
      req.query.joined ? page([]) : page([aMcnTask({ title: '可领取的任务' })]),
    );
    renderRoute(ROUTE, { user: true });
    await screen.findByText('可领取的任务');
    await userEvent.click(screen.getByRole('tab', { name: '已领取' }));
    expect(await screen.findByText('还没有领取任务，领取后在这里查看链接')).toBeTruthy();
    expect(api.lastCall('GET', LIST).query).toMatchObject({ joined: 'true' });
    await userEvent.click(screen.getByRole('button', { name: '去领取任务' }));
    expect(await screen.findByText('可领取的任务')).toBeTruthy();
  });

  it('opens a task: requirements, then 领取任务 shows my link to copy', async () => {
    const api = installFakeApi()
      .on('GET', LIST, page([aMcnTask({ id: 5, title: '星图甜宠' })]))
      .on('POST', JOIN, ok(aMcnLink(5)));
    const held = api.hold('GET', DETAIL);
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '星图甜宠，查看任务' }));
    const sheet = await screen.findByRole('dialog', { name: '任务详情' });
    expect(within(sheet).getByLabelText('任务加载中')).toBeTruthy();
    held.release(ok(aMcnTaskDetail({ id: 5, title: '星图甜宠' })));
    expect(await within(sheet).findByText('视频须挂载任务链接')).toBeTruthy();
    expect(within(sheet).getByText('2026-11-01 至 2026-12-31')).toBeTruthy();
    expect(api.firstCall('GET', DETAIL).query).toEqual({ id: '5' });
    api.on('GET', DETAIL, ok(aMcnTaskDetail({ id: 5, myLink: aMcnLink(5) })));
    await clickInSheet(within(sheet).getByRole('button', { name: '领取任务' }));
    expect(await within(sheet).findByText(aMcnLink(5).link)).toBeTruthy();
    expect(api.firstCall('POST', JOIN).body).toEqual({ taskId: 5 });
    await clickInSheet(within(sheet).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(await navigator.clipboard.readText()).toBe(aMcnLink(5).link);
  });

  it('shows the task detail error with 重试', async () => {
    const api = installFakeApi()
      .on('GET', LIST, page([aMcnTask({ id: 5, title: '星图甜宠' })]))
      .on('GET', DETAIL, fail('服务繁忙', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '星图甜宠，查看任务' }));
    const sheet = await screen.findByRole('dialog', { name: '任务详情' });
    expect(await within(sheet).findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(aMcnTaskDetail({ id: 5, myLink: aMcnLink(5) })));
    await clickInSheet(within(sheet).getByRole('button', { name: '重试' }));
    expect(await within(sheet).findByText(aMcnLink(5).link)).toBeTruthy();
  });

  it('shows the empty view and the error view with 重试', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务繁忙', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无进行中的星图任务，先推广短剧赚收益吧')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去短剧频道看看' })).toBeTruthy();
  });
});
