import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aPanResource } from '../../test/factories/pan';
import { aTaskPlatformDetail } from '../../test/factories/task-platforms';
import { currentPath, renderRoute } from '../../test/render-route';

const DETAIL = '/api/taskPlatform/detail';
const RESOURCES = '/api/pan/resource/page';
const quark = aTaskPlatformDetail({
  id: 7,
  name: '夸克网盘',
  priceDesc: '拉新 ¥6/人',
  summary: '分享网盘资源，新用户转存即结算',
  rulesHtml: '<h3>推广规则</h3><ul><li>首次推广时绑定你的夸克网盘 UID</li></ul>',
});

describe('网盘推广详情 (pan/panDetail)', () => {
  it('shows the price, rules and resources; 推广 opens the promotion of that resource', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DETAIL);
    api.on(
      'GET',
      RESOURCES,
      page([aPanResource(), aPanResource({ id: 32, title: '凡人修仙传 典藏版', category: 2, categoryLabel: '小说' })]),
    );
    renderRoute('/pan/panDetail?id=7', { user: true });
    // The page's skeleton has a loading part per section.
    expect(await screen.findAllByLabelText('加载中')).not.toHaveLength(0);
    held.release(ok(quark));
    expect(await screen.findByText('拉新 ¥6/人')).toBeTruthy();
    expect(screen.getByText('首次推广时绑定你的夸克网盘 UID')).toBeTruthy();
    const card = await screen.findByRole('article', { name: '凡人修仙传 典藏版' });
    expect(within(card).getByText('小说')).toBeTruthy();
    expect(api.firstCall('GET', RESOURCES).query).toEqual({ taskPlatformId: '7', page: '1', size: '10' });
    await userEvent.click(within(card).getByRole('button', { name: '推广' }));
    await waitFor(() => expect(currentPath()).toBe('/pan/post?resourceId=32'));
  });

  it('filters resources by category and says when a category is empty', async () => {
    const api = installFakeApi()
      .on('GET', DETAIL, ok(quark))
      .on('GET', RESOURCES, page([aPanResource()]));
    renderRoute('/pan/panDetail?id=7');
    await screen.findByRole('article', { name: '闪婚后傅总每天都在追妻 全集' });
    api.on('GET', RESOURCES, page([]));
    await userEvent.click(screen.getByRole('tab', { name: '学习资料' }));
    expect(await screen.findByText('这个分类暂时没有资源，看看其他分类吧')).toBeTruthy();
    expect(api.lastCall('GET', RESOURCES).query).toEqual({ taskPlatformId: '7', category: '5', page: '1', size: '10' });
  });

  it('says a missing task is gone', async () => {
    installFakeApi().on('GET', DETAIL, fail('任务平台不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderRoute('/pan/panDetail?id=99');
    expect(await screen.findByText('任务不存在或已下架')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the detail', async () => {
    const api = installFakeApi()
      .on('GET', DETAIL, fail('服务开小差了', { code: 500 }))
      .on('GET', RESOURCES, page([]));
    renderRoute('/pan/panDetail?id=7');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(quark));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('拉新 ¥6/人')).toBeTruthy();
  });
});
