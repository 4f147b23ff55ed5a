import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { decided, whitelistReviewRecord } from '../../test/factories/reviews';
import { loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./WhitelistReviewPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
  api.on('GET /admin-api/reviews/counts', ok({ aliases: 0, links: 0, panLinks: 0, rechecks: 0, whitelist: 4, deletions: 0 }));
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /admin-api/reviews/whitelist/page';
const DECIDE = 'POST /admin-api/reviews/whitelist/decide';

describe('加白申请 (/admin/reviews/whitelist)', { timeout: 60_000 }, () => {
  it('lists waiting applications with the account, its UID and the work link; the drawer shows them', async () => {
    const w = whitelistReviewRecord({ uid: 'xm2026', workUrl: 'https://v.douyin.com/iW1x/' });
    api.on(PAGE, page([w, whitelistReviewRecord({ uid: 'gone_1', accountBound: false, priority: true })]));
    renderConsole('/reviews/whitelist');
    const link = (await screen.findByText('https://v.douyin.com/iW1x/')).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('target')).toBe('_blank');
    expect((await within(screen.getByRole('tab', { name: /待审核/ })).findByTitle('4 条待审核')).textContent).toBe('4');
    expect(within(screen.getByText('gone_1').closest('td') as HTMLElement).getByText('已解绑')).toBeTruthy();
    expect(within(screen.getByText('gone_1').closest('td') as HTMLElement).getByText('优先')).toBeTruthy();
    expect(within(screen.getByText('xm2026').closest('td') as HTMLElement).queryByText('优先')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: '详情' })[0] as HTMLElement);
    const drawer = (await screen.findByText(`加白申请 #${w.id}`)).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('xm2026')).toBeTruthy();
  });

  it('shows the error with 重试, then says what will wait there', async () => {
    api.on(PAGE, fail('服务器开小差了', { code: 500 }));
    renderConsole('/reviews/whitelist');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    api.on(PAGE, page([]));
    fireEvent.click(retry);
    expect(await screen.findByText('没有待审核的加白申请，推客申请加白后会出现在这里')).toBeTruthy();
  });

  it('rejects an account filed with another agency: the reason code and the note go separately', async () => {
    const w = whitelistReviewRecord();
    api.on(PAGE, page([w]));
    api.on(DECIDE, ok(decided([w.id])));
    renderConsole('/reviews/whitelist');
    await screen.findByText(w.uid);
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const modal = (await screen.findByText('驳回加白申请')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: '已在其他机构报备' }));
    const field = within(modal).getByLabelText('驳回原因') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: `${field.value}星河传媒，至 12 月底` } });
    fireEvent.click(within(modal).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(api.sent(DECIDE).at(-1)?.body).toEqual({
        ids: [w.id],
        decision: 'reject',
        reasonCode: 'otherAgency',
        reason: '星河传媒，至 12 月底',
      }),
    );
  });

  it('approves the selection in bulk after asking', async () => {
    const [a, b] = [whitelistReviewRecord(), whitelistReviewRecord()];
    api.on(PAGE, page([a, b]));
    api.on(DECIDE, ok(decided([a.id, b.id])));
    renderConsole('/reviews/whitelist');
    await screen.findByText(a.uid);
    fireEvent.click(screen.getByRole('checkbox', { name: `选择加白申请 ${a.id}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `选择加白申请 ${b.id}` }));
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const confirm = await screen.findByText('确定为选中的 2 个账号加白吗？');
    const pop = confirm.closest('.ant-popover, .ant-popconfirm, .ant-modal') as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(api.sent(DECIDE).at(-1)?.body).toEqual({ ids: [a.id, b.id], decision: 'approve' }));
  });
});
