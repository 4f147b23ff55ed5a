import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aTaskPlatformDetail } from '../../test/factories/task-platforms';
import { aWork } from '../../test/factories/works';
import { currentPath, renderRoute } from '../../test/render-route';

const DETAIL = '/api/taskPlatform/detail';
const WORKS = '/api/works/list';

describe('任务详情 (shortPlay/taskDetail)', () => {
  it('shows a skeleton, then the platform: labels, price, alias rule, rules, how to promote and its works', async () => {
    const api = installFakeApi().on('GET', WORKS, page([aWork({ id: 5, title: '平台热剧' })]));
    const held = api.hold('GET', DETAIL);
    renderRoute('/shortPlay/taskDetail?id=1');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aTaskPlatformDetail({ id: 1, name: '红果短剧' })));
    expect(await screen.findByRole('heading', { name: '红果短剧', level: 2 })).toBeTruthy();
    expect(screen.getByText('关键词推广')).toBeTruthy();
    expect(screen.getByText('CPS充值分成')).toBeTruthy();
    expect(screen.getByText('充值分成 最高70%')).toBeTruthy();
    expect(screen.getByText('以“故事”开头，4-8 个汉字')).toBeTruthy();
    expect(screen.getByText('系统自动审核，符合规则即刻生效')).toBeTruthy();
    expect(screen.getByText('申请口令后 7 天内需回填发布链接')).toBeTruthy();
    expect(screen.getByText('回填链接')).toBeTruthy();
    expect(await screen.findByText('平台热剧')).toBeTruthy();
    expect(api.firstCall('GET', DETAIL).query).toEqual({ id: '1' });
    expect(api.firstCall('GET', WORKS).query).toEqual({ taskPlatformId: '1', sort: 'hot', page: '1', size: '10' });
  });

  it('points to the alias rule where it is: above the steps that refer to it', async () => {
    installFakeApi()
      .on('GET', DETAIL, ok(aTaskPlatformDetail({ id: 1 })))
      .on('GET', WORKS, page([]));
    renderRoute('/shortPlay/taskDetail?id=1');
    const step = await screen.findByText('在作品页申请专属口令，口令须符合上方的口令规则');
    const rule = screen.getByRole('heading', { name: '口令规则' });
    expect(step.compareDocumentPosition(rule) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('says a manual platform reviews aliases by hand, and offers other dramas when it has no works', async () => {
    const detail = aTaskPlatformDetail({ id: 2 });
    installFakeApi()
      .on('GET', DETAIL, ok({ ...detail, aliasRule: { ...detail.aliasRule, reviewMode: 'manual' } }))
      .on('GET', WORKS, page([]));
    renderRoute('/shortPlay/taskDetail?id=2');
    expect(await screen.findByText('提交后由平台人工审核，通过后生效')).toBeTruthy();
    expect(await screen.findByText('该平台暂未上架作品，先看看其他短剧吧')).toBeTruthy();
  });

  it('says the task is gone for a 404, leading to the hot dramas', async () => {
    installFakeApi().on('GET', DETAIL, fail('任务平台不存在', { code: 404 }));
    renderRoute('/shortPlay/taskDetail?id=99');
    expect(await screen.findByText('任务不存在或已下架')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '看看热门短剧' }));
    await waitFor(() => expect(currentPath()).toBe('/shortPlay/hotList'));
  });

  it('shows the error view; 重试 loads the platform', async () => {
    const api = installFakeApi()
      .on('GET', DETAIL, fail('服务繁忙', { code: 500 }))
      .on('GET', WORKS, page([]));
    renderRoute('/shortPlay/taskDetail?id=1');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(aTaskPlatformDetail({ name: '恢复后的平台' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '恢复后的平台', level: 2 })).toBeTruthy();
  });
});
