import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok, page } from '../../test/fake-api';
import { decided, deletionReviewRecord, reviewPromoter } from '../../test/factories/reviews';
import { loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./DeletionReviewPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
  api.on('GET /admin-api/reviews/counts', ok({ aliases: 0, links: 0, panLinks: 0, rechecks: 0, whitelist: 0, deletions: 2 }));
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /admin-api/reviews/deletions/page';
const DECIDE = 'POST /admin-api/reviews/deletions/decide';

const due = () =>
  deletionReviewRecord({
    promoter: reviewPromoter({ id: 8, nickname: '老王', promoterNo: '30000001' }),
    balance: 12_345,
    frozen: 5_000,
  });
const inGrace = () =>
  deletionReviewRecord({
    promoter: reviewPromoter({ id: 9, nickname: '小李', promoterNo: '30000002' }),
    inGracePeriod: true,
    withdrawUntil: '2025-03-09T18:20:00+08:00',
  });

// Whole-console renders of an antd table: on a loaded two-core machine some take well over 20 s.
describe('注销申请 (/admin/reviews/deletions)', { timeout: 60_000 }, () => {
  it('shows the grace period and the money left behind; approval asks first, naming the promoter and the amounts', async () => {
    const a = due();
    api.on(PAGE, page([a, inGrace()]));
    api.on(DECIDE, ok(decided([a.id])));
    renderConsole('/reviews/deletions');
    const row = (await screen.findByText('老王')).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥123.45')).toBeTruthy();
    expect(within(row).getByText('¥50.00')).toBeTruthy();
    expect(within(row).getByText('可审核')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /通\s*过/ }));
    const question = await screen.findByText('确定注销「老王」（推客号 30000001）的账号吗？');
    const confirm = question.closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText(/余额 ¥123\.45 将留在已注销账号中，提现中 ¥50\.00 仍由财务处理/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(api.sent(DECIDE).at(-1)?.body).toEqual({ ids: [a.id], decision: 'approve' }));
    expect(await screen.findByText('已通过 1 条注销申请')).toBeTruthy();
  });

  it('cannot approve inside the grace period, alone or in a selection; rejection still can', async () => {
    const [a, b] = [due(), inGrace()];
    api.on(PAGE, page([a, b]));
    api.on(DECIDE, ok(decided([a.id, b.id])));
    renderConsole('/reviews/deletions');
    const row = (await screen.findByText('小李')).closest('tr') as HTMLElement;
    expect(within(row).getByText('撤销期内')).toBeTruthy();
    expect((within(row).getByRole('button', { name: /通\s*过/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 老王 的注销申请' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 小李 的注销申请' }));
    expect((screen.getByRole('button', { name: '批量通过' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const modal = (await screen.findByText('驳回 2 条注销申请')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: '无法确认是本人申请，请联系客服' }));
    fireEvent.click(within(modal).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(api.sent(DECIDE).at(-1)?.body).toEqual({
        ids: [a.id, b.id],
        decision: 'reject',
        reason: '无法确认是本人申请，请联系客服',
      }),
    );
  });

  it('says what will wait there when nothing waits, and lists decided ones with their reason under their tab', async () => {
    api.on(PAGE, (req) =>
      req.query.status === 'rejected'
        ? page([deletionReviewRecord({ status: 'rejected', statusLabel: '已驳回', decisionReason: '有未完成的提现' })])
        : page([]),
    );
    renderConsole('/reviews/deletions');
    expect(await screen.findByText('没有待审核的注销申请，推客申请注销账号后会出现在这里')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已驳回' }));
    expect(await screen.findByText('原因：有未完成的提现')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
  });
});
