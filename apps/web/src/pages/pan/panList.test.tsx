import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aDrive } from '../../test/factories/pan';
import { currentPath, renderRoute } from '../../test/render-route';

const DRIVES = '/api/taskPlatform/getTaskPlatformList';

describe('网盘推广 (pan/panList)', () => {
  it('shows a skeleton, then the drive platforms with their price; a card opens its detail', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DRIVES);
    renderRoute('/pan/panList');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok([aDrive(), aDrive({ id: 8, name: 'UC网盘', priceDesc: '拉新 ¥4/人' })]));
    expect(await screen.findByText('拉新 ¥4/人')).toBeTruthy();
    expect(api.firstCall('GET', DRIVES).query).toEqual({ PromotionType: '6' });
    await userEvent.click(screen.getByRole('link', { name: '夸克网盘' }));
    await waitFor(() => expect(currentPath()).toBe('/pan/panDetail?id=7'));
  });

  it('says when there is no drive task yet', async () => {
    installFakeApi().on('GET', DRIVES, ok([]));
    renderRoute('/pan/panList');
    expect(await screen.findByText('暂时没有可推广的网盘任务，稍后再来看看')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi().on('GET', DRIVES, fail('服务开小差了', { code: 500 }));
    renderRoute('/pan/panList');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DRIVES, ok([aDrive({ name: '百度网盘' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '百度网盘' })).toBeTruthy();
  });
});
