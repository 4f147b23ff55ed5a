import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { decided, panLinkReviewRecord } from '../../test/factories/reviews';
import { loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./PanLinkReviewPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
  api.on('GET /admin-api/reviews/counts', ok({ aliases: 0, links: 0, panLinks: 5, rechecks: 0, whitelist: 0, deletions: 0 }));
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /admin-api/reviews/pan-links/page';
const DECIDE = 'POST /admin-api/reviews/pan-links/decide';

// Whole-console renders of an antd table: on a loaded two-core machine some take well over 20 s.
describe('网盘回填审核 (/admin/reviews/pan-links)', { timeout: 60_000 }, () => {
  it('shows the post (a new tab) beside the account, with the resource and the drive UID, and the waiting count', async () => {
    api.on(
      PAGE,
      page([
        panLinkReviewRecord({ url: 'https://v.douyin.com/iPan1/', accountUid: '2849173650' }),
        panLinkReviewRecord({ accountUid: 'ks_99', platform: 2, platformLabel: '快手', accountBound: false }),
      ]),
    );
    renderConsole('/reviews/pan-links');
    const link = (await screen.findByText('https://v.douyin.com/iPan1/')).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(link.closest('td') as HTMLElement).getByText('2849173650')).toBeTruthy();
    expect(within(screen.getByText('ks_99').closest('td') as HTMLElement).getByText('已解绑')).toBeTruthy();
    expect(screen.getAllByText('夸克网盘 · 网盘UID QkXing2025')).toHaveLength(2);
    expect((await within(screen.getByRole('tab', { name: /待审核/ })).findByTitle('5 条待审核')).textContent).toBe('5');
    expect(api.sent(PAGE).at(-1)?.query).toEqual({ page: '1', size: '20', sort: 'oldest', state: '1' });
  });

  it('shows the error with 重试, then says what will wait there', async () => {
    api.on(PAGE, fail('服务器开小差了', { code: 500 }));
    renderConsole('/reviews/pan-links');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    api.on(PAGE, page([]));
    fireEvent.click(retry);
    expect(await screen.findByText('没有待审核的网盘回填，推客回填网盘推广链接后会出现在这里')).toBeTruthy();
  });

  it('rejects the selected back-fills with a common reason the promoter will read', async () => {
    const [a, b] = [panLinkReviewRecord({ accountUid: 'uid-a' }), panLinkReviewRecord({ accountUid: 'uid-b' })];
    api.on(PAGE, page([a, b]));
    api.on(DECIDE, ok(decided([a.id, b.id])));
    renderConsole('/reviews/pan-links');
    await screen.findByText('uid-a');
    fireEvent.click(screen.getByRole('checkbox', { name: `选择回填 ${a.id}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `选择回填 ${b.id}` }));
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const modal = (await screen.findByText('驳回 2 条回填')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: '作品中没有该网盘资源的推广文案或链接' }));
    fireEvent.click(within(modal).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(api.sent(DECIDE).at(-1)?.body).toEqual({
        ids: [a.id, b.id],
        decision: 'reject',
        reason: '作品中没有该网盘资源的推广文案或链接',
      }),
    );
    expect(await screen.findByText('已驳回 2 条回填')).toBeTruthy();
  });

  it('approves one back-fill after asking', async () => {
    const r = panLinkReviewRecord();
    api.on(PAGE, page([r]));
    api.on(DECIDE, ok(decided([r.id])));
    renderConsole('/reviews/pan-links');
    const row = (await screen.findByText(r.url)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /通\s*过/ }));
    const confirm = (await screen.findByText('确定通过这条回填吗？')).closest('.ant-popover, .ant-modal') as HTMLElement;
    expect(within(confirm).getByText(/按链接计入结算/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(api.sent(DECIDE).at(-1)?.body).toEqual({ ids: [r.id], decision: 'approve' }));
  });
});
