import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../../test/fake-api';
import { aNoticeDetail } from '../../../test/factories/content';
import { currentPath, renderRoute } from '../../../test/render-route';

const DETAIL = '/api/siteNotice/detail';

describe('公告详情 (my/notice/detail)', () => {
  it('shows a skeleton, then the notice asked for', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DETAIL);
    renderRoute('/my/notice/detail?id=7');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aNoticeDetail({ id: 7, title: '提现规则调整', pinned: true, contentHtml: '<p>新规则正文</p>' })));
    expect(await screen.findByRole('heading', { name: '提现规则调整' })).toBeTruthy();
    expect(screen.getByText('新规则正文')).toBeTruthy();
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(api.firstCall('GET', DETAIL).query).toEqual({ id: '7' });
  });

  it('says a missing notice is gone and offers the list', async () => {
    installFakeApi().on('GET', DETAIL, fail('公告不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderRoute('/my/notice/detail?id=8');
    expect(await screen.findByText('公告不存在或已下架')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看全部公告' }));
    await waitFor(() => expect(currentPath()).toBe('/my/notice/notice'));
  });

  it('asks nothing for an id that is not one', async () => {
    const api = installFakeApi();
    renderRoute('/my/notice/detail?id=abc');
    expect(await screen.findByText('公告不存在或已下架')).toBeTruthy();
    expect(api.calls('GET', DETAIL)).toHaveLength(0);
  });

  it('shows the error view; 重试 loads the notice', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('服务繁忙', { code: 500 }));
    renderRoute('/my/notice/detail?id=7');
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(aNoticeDetail({ title: '恢复了' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '恢复了' })).toBeTruthy();
  });
});
