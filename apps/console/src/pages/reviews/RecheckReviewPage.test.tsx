import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { decided, recheckReviewRecord } from '../../test/factories/reviews';
import { loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./RecheckReviewPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
  api.on('GET /admin-api/reviews/counts', ok({ aliases: 0, links: 0, panLinks: 0, rechecks: 3, whitelist: 0, deletions: 0 }));
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /admin-api/reviews/rechecks/page';
const DECIDE = 'POST /admin-api/reviews/rechecks/decide';

describe('复审申请 (/admin/reviews/rechecks)', { timeout: 60_000 }, () => {
  it('lists waiting re-checks with the back-fill, the reason and the promoter; the drawer shows the screenshots', async () => {
    const r = recheckReviewRecord({ priority: true });
    api.on(PAGE, page([r]));
    renderConsole('/reviews/rechecks');
    expect(await screen.findByText('视频是本账号原创发布，口令在评论区置顶，请再核实')).toBeTruthy();
    expect(screen.getByText('优先')).toBeTruthy();
    expect(screen.getByText('截图 2 张')).toBeTruthy();
    expect((await within(screen.getByRole('tab', { name: /待审核/ })).findByTitle('3 条待审核')).textContent).toBe('3');
    expect(api.sent(PAGE).at(-1)?.query).toEqual({ page: '1', size: '20', sort: 'oldest', state: '1' });
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    const drawer = (await screen.findByText(`复审申请 #${r.id}`)).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('审核拒绝（原驳回原因：视频中未出现口令）')).toBeTruthy();
    expect(within(drawer).getAllByRole('img', { name: /截图/ })).toHaveLength(2);
    // One application's buttons, not the selection's.
    expect(within(drawer).getByRole('button', { name: /^通\s*过$/ })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: '批量通过' })).toBeNull();
  });

  it('says what will wait there when nothing waits, and shows the error with 重试', async () => {
    api.on(PAGE, fail('服务器开小差了', { code: 500 }));
    renderConsole('/reviews/rechecks');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    api.on(PAGE, page([]));
    fireEvent.click(retry);
    expect(await screen.findByText('没有待审核的复审申请，推客对被驳回的回填申请复审后会出现在这里')).toBeTruthy();
  });

  it('rejects the selected re-checks with a common reason', async () => {
    const [a, b] = [recheckReviewRecord({ alias: '口令甲' }), recheckReviewRecord({ alias: '口令乙' })];
    api.on(PAGE, page([a, b]));
    api.on(DECIDE, ok(decided([a.id, b.id])));
    renderConsole('/reviews/rechecks');
    await screen.findByText('「口令甲」');
    fireEvent.click(screen.getByRole('checkbox', { name: `选择复审 ${a.id}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `选择复审 ${b.id}` }));
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const modal = (await screen.findByText('驳回 2 条复审')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: '截图无法证明视频由该账号发布' }));
    fireEvent.click(within(modal).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(api.sent(DECIDE).at(-1)?.body).toEqual({
        ids: [a.id, b.id],
        decision: 'reject',
        reason: '截图无法证明视频由该账号发布',
      }),
    );
    expect(await screen.findByText('已驳回 2 条复审')).toBeTruthy();
  });
});
