import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok, page } from '../../test/fake-api';
import { decided, linkReviewRecord } from '../../test/factories/reviews';
import { loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./LinkReviewPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
  api.on('GET /admin-api/reviews/counts', ok({ aliases: 0, links: 2, panLinks: 0, rechecks: 0, whitelist: 0, deletions: 0 }));
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /admin-api/reviews/links/page';
const DECIDE = 'POST /admin-api/reviews/links/decide';

// Whole-console renders of an antd table: on a loaded two-core machine some take well over 20 s.
describe('回填审核 (/admin/reviews/links)', { timeout: 60_000 }, () => {
  it('shows the link (a new tab) beside the account’s platform and UID with its copy button, and the alias and work', async () => {
    api.on(
      PAGE,
      page([
        linkReviewRecord({ url: 'https://v.douyin.com/iAbc1/', accountUid: '2849173650', priority: true }),
        linkReviewRecord({
          url: 'https://v.kuaishou.com/xyz',
          platform: 2,
          platformLabel: '快手',
          accountUid: 'ks_99',
          accountBound: false,
        }),
      ]),
    );
    renderConsole('/reviews/links');
    const link = (await screen.findByText('https://v.douyin.com/iAbc1/')).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://v.douyin.com/iAbc1/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const cell = link.closest('td') as HTMLElement;
    expect(within(cell).getByText('抖音')).toBeTruthy();
    expect(within(cell).getByText('2849173650')).toBeTruthy();
    expect(within(cell).getByRole('button', { name: /复制/ })).toBeTruthy();
    const other = screen.getByText('ks_99').closest('td') as HTMLElement;
    expect(within(other).getByText('已解绑')).toBeTruthy();
    expect(within(link.closest('tr') as HTMLElement).getByText('优先')).toBeTruthy();
    expect(within(other.closest('tr') as HTMLElement).queryByText('优先')).toBeNull();
    expect(screen.getAllByText('闪婚后傅总每天都在追妻 · 短剧 · 七猫短剧')).toHaveLength(2);
    expect(api.sent(PAGE).at(-1)?.query).toEqual({ page: '1', size: '20', sort: 'oldest', state: '1' });
  });

  it('says what will wait there when nothing waits', async () => {
    api.on(PAGE, page([]));
    renderConsole('/reviews/links');
    expect(await screen.findByText('没有待审核的回填，推客回填作品链接后会出现在这里')).toBeTruthy();
  });

  it('says no back-fill matches, with 清除筛选, when filters leave 待审核 empty', async () => {
    api.on(PAGE, page([]));
    renderConsole('/reviews/links?keyword=nothing');
    expect(await screen.findByText('没有符合条件的回填')).toBeTruthy();
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeTruthy();
  });

  it('rejects the selected back-fills with the reason the promoter will read', async () => {
    const [a, b] = [linkReviewRecord({ accountUid: 'uid-a' }), linkReviewRecord({ accountUid: 'uid-b' })];
    api.on(PAGE, page([a, b]));
    api.on(DECIDE, ok(decided([a.id, b.id])));
    renderConsole('/reviews/links');
    await screen.findByText('uid-a');
    fireEvent.click(screen.getByRole('checkbox', { name: `选择回填 ${a.id}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `选择回填 ${b.id}` }));
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const modal = (await screen.findByText('驳回 2 条回填')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(modal).getByLabelText('驳回原因'), { target: { value: '视频中未出现口令' } });
    fireEvent.click(within(modal).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(api.sent(DECIDE).at(-1)?.body).toEqual({ ids: [a.id, b.id], decision: 'reject', reason: '视频中未出现口令' }),
    );
    expect(await screen.findByText('已驳回 2 条回填')).toBeTruthy();
  });
});
