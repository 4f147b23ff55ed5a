import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorRole } from '@tuike/contract/operator-grants';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { invitee, ledgerRecord, promoterDetail, promoterWithdrawal } from '../../test/factories/promoters';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
// The page is a lazy chunk: transformed here once, so no test's first wait includes it (seconds on a loaded machine).
beforeAll(async () => {
  await import('./PromoterDetailPage');
}, 60_000);
const as = (role: OperatorRole) => api.on('GET /admin-api/auth/me', ok(operatorMe(role)));
beforeEach(() => {
  api = installFakeApi();
  as('admin');
  api.on('GET /admin-api/promoters/detail', ok(promoterDetail()));
  api.on('GET /admin-api/promoters/mediaAccounts/page', page([]));
});
afterEach(() => vi.unstubAllGlobals());

describe('the promoter detail page (/admin/promoters/:id)', () => {
  it('shows the profile with the real name masked, the money, and a tab per kind of row with its count', async () => {
    renderConsole('/promoters/7');
    expect(await screen.findByText('星辰大海')).toBeTruthy();
    expect(screen.getByText('推客号 20000007 · ID 7 · VIP 2')).toBeTruthy();
    expect(screen.getByText('已实名 · 王** · 1101**********0038')).toBeTruthy();
    const balance = screen.getByText('可用余额').closest('.ant-statistic') as HTMLElement;
    expect(balance.textContent).toBe('可用余额¥1,234.56');
    // The one money component writes it, as every other amount: no separate ¥ prefix (a gap after ¥).
    expect(balance.querySelector('.money')?.textContent).toBe('¥1,234.56');
    expect(balance.querySelector('.ant-statistic-content-prefix')).toBeNull();
    expect(screen.getByRole('tab', { name: '口令 (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '邀请的推客 (5)' })).toBeTruthy();
    expect(await screen.findByText('还没有绑定推广账号')).toBeTruthy();
    expect(api.sent('GET /admin-api/promoters/detail')[0]?.query).toEqual({ id: '7' });
    expect(api.sent('GET /admin-api/promoters/mediaAccounts/page')[0]?.query).toEqual({ id: '7', page: '1', size: '20' });
  });

  it('shows 团队与成长: the inviter, VIP level and mentor linked to where they are set, and the team figures', async () => {
    api.on(
      'GET /admin-api/promoters/detail',
      ok(promoterDetail({ inviter: { id: 3, promoterNo: '20000003', nickname: '领航者' } })),
    );
    renderConsole('/promoters/7');
    const card = (await screen.findByText('团队与成长')).closest('.ant-card') as HTMLElement;
    const team = within(card);
    expect(team.getByRole('link', { name: '领航者（20000003）' }).getAttribute('href')).toBe('/admin/promoters/3');
    expect(team.getByRole('link', { name: 'VIP2 白银推客' }).getAttribute('href')).toBe('/admin/growth/vip');
    expect(team.getByRole('link', { name: '林晓（微信 linxiao_tkx）' }).getAttribute('href')).toBe('/admin/growth/mentors');
    const figure = (label: string) => team.getByText(label).parentElement?.textContent;
    expect(figure('直推成员')).toBe('直推成员5 人');
    expect(figure('二级成员')).toBe('二级成员12 人');
    expect(figure('团队结算收益 · 本月')).toBe('团队结算收益 · 本月¥864.20');
    expect(figure('团队结算收益 · 累计')).toBe('团队结算收益 · 累计¥15,329.00');
    expect(figure('团队奖励 · 本月')).toBe('团队奖励 · 本月¥86.42');
    expect(figure('团队奖励 · 累计')).toBe('团队奖励 · 累计¥1,532.90');
    await userEvent.click(team.getByRole('link', { name: '查看邀请的推客' }));
    await waitFor(() => expect(currentPath()).toBe('/promoters/7?tab=invitees'));
  });

  it('shows the level and mentor as text to roles that cannot set them, and says when there is no inviter or mentor', async () => {
    as('finance');
    api.on('GET /admin-api/promoters/detail', ok(promoterDetail({ vipLevel: 0, vipName: '普通推客', mentor: null })));
    renderConsole('/promoters/7');
    const card = (await screen.findByText('团队与成长')).closest('.ant-card') as HTMLElement;
    const team = within(card);
    expect(team.getByText('普通推客')).toBeTruthy();
    expect(team.queryByRole('link', { name: /普通推客/ })).toBeNull();
    expect(team.getByText('未分配')).toBeTruthy();
    expect(team.getByText('无（自行注册）')).toBeTruthy();
  });

  it('opens a tab from the URL and pages it there', async () => {
    api.on('GET /admin-api/promoters/ledger/page', page([ledgerRecord()], true));
    renderConsole('/promoters/7');
    await screen.findByText('星辰大海');
    await userEvent.click(screen.getByRole('tab', { name: '账户流水' }));
    expect(await screen.findByText('补发三月漏结算收益')).toBeTruthy();
    expect(screen.getByText('+¥50.00')).toBeTruthy();
    expect(currentPath()).toBe('/promoters/7?tab=ledger');
    await userEvent.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() =>
      expect(api.sent('GET /admin-api/promoters/ledger/page').at(-1)?.query).toEqual({ id: '7', page: '2', size: '20' }),
    );
    api.on('GET /admin-api/promoters/invitees/page', page([invitee({ nickname: '小伙伴' })]));
    await userEvent.click(screen.getByRole('tab', { name: '邀请的推客 (5)' }));
    expect(await screen.findByText('小伙伴')).toBeTruthy();
    expect(currentPath()).toBe('/promoters/7?tab=invitees');
  });

  it('names the tabs’ columns as the rest of the console does: 口令, and a withdrawal’s 服务费 and 实付金额', async () => {
    api.on('GET /admin-api/promoters/aliases/page', page([]));
    api.on('GET /admin-api/promoters/withdrawals/page', page([promoterWithdrawal()]));
    renderConsole('/promoters/7?tab=withdrawals');
    expect(await screen.findByText('¥47.00')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['申请时间', '提现金额', '服务费', '实付金额', '收款账户', '状态']);
    await userEvent.click(screen.getByRole('tab', { name: '口令 (3)' }));
    expect(await screen.findByText('还没有申请口令')).toBeTruthy();
  });

  it('disables with a required reason, then shows the account as disabled', async () => {
    as('operator');
    renderConsole('/promoters/7');
    await screen.findByText('星辰大海');
    expect(screen.queryByRole('button', { name: '调整余额' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /停\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认停用' }));
    expect(await within(dialog).findByText('请填写停用原因')).toBeTruthy();
    expect(api.sent('POST /admin-api/promoters/disable')).toHaveLength(0);

    api.on(
      'POST /admin-api/promoters/disable',
      ok(
        promoterDetail({
          status: 'disabled',
          statusLabel: '已停用',
          disabledAt: '2025-03-04T12:00:00+08:00',
          disabledReason: '刷量作弊',
        }),
      ),
    );
    fireEvent.change(within(dialog).getByLabelText('停用原因'), { target: { value: '刷量作弊' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认停用' }));
    await waitFor(() => expect(api.sent('POST /admin-api/promoters/disable')[0]?.body).toEqual({ id: 7, reason: '刷量作弊' }));
    expect(await screen.findByText(/停用原因：刷量作弊/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /启\s*用/ })).toBeTruthy();
  });

  it('enables a disabled promoter after asking', async () => {
    as('operator');
    api.on(
      'GET /admin-api/promoters/detail',
      ok(
        promoterDetail({
          status: 'disabled',
          statusLabel: '已停用',
          disabledAt: '2025-03-04T12:00:00+08:00',
          disabledReason: '误封',
        }),
      ),
    );
    api.on('POST /admin-api/promoters/enable', ok(promoterDetail()));
    renderConsole('/promoters/7');
    await userEvent.click(await screen.findByRole('button', { name: /启\s*用/ }));
    expect(api.sent('POST /admin-api/promoters/enable')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent('POST /admin-api/promoters/enable')[0]?.body).toEqual({ id: 7 }));
    await waitFor(() => expect(screen.queryByText(/停用原因/)).toBeNull());
  });

  it('shows finance neither 停用 nor 调整余额', async () => {
    as('finance');
    renderConsole('/promoters/7');
    await screen.findByText('星辰大海');
    expect(screen.queryByRole('button', { name: /停\s*用/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '调整余额' })).toBeNull();
  });

  it(
    'adjusts a balance showing the balance it leaves before sending, and retries with the same request id',
    { timeout: 60_000 },
    async () => {
      renderConsole('/promoters/7');
      await userEvent.click(await screen.findByRole('button', { name: '调整余额' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('调整余额 · 星辰大海（推客号 20000007）')).toBeTruthy();
      // Named as the app names the list the promoter will find the reason in.
      expect(within(dialog).getByPlaceholderText(/原因会写入推客的账户流水/)).toBeTruthy();
      await userEvent.click(within(dialog).getByText('扣减余额'));
      const amount = within(dialog).getByLabelText('金额（元）');
      fireEvent.change(amount, { target: { value: '2000' } });
      expect(await within(dialog).findByText('扣减金额不能超过当前余额 ¥1,234.56')).toBeTruthy();
      await userEvent.clear(amount);
      await userEvent.type(amount, '100');
      fireEvent.change(within(dialog).getByLabelText('调整原因'), { target: { value: '扣回重复发放' } });
      expect(within(dialog).getByText('-¥100.00')).toBeTruthy();
      expect(within(dialog).getByText('¥1,134.56')).toBeTruthy();
      expect(api.sent('POST /admin-api/promoters/adjustBalance')).toHaveLength(0);

      api.on(
        'POST /admin-api/promoters/adjustBalance',
        fail('余额不足', { code: 409, errorCode: 'INSUFFICIENT_BALANCE', field: 'amount' }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
      expect(await within(dialog).findByText('余额不足')).toBeTruthy();
      api.on(
        'POST /admin-api/promoters/adjustBalance',
        ok({
          id: 1,
          promoterId: 7,
          amount: -10_000,
          reason: '扣回重复发放',
          balanceAfter: 113_456,
          ledgerEntryId: 9,
          operatorAccount: 'admin',
          createdAt: '2025-03-04T12:00:00+08:00',
        }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
      await waitFor(() => expect(api.sent('POST /admin-api/promoters/adjustBalance')).toHaveLength(2));
      const [first, second] = api.sent('POST /admin-api/promoters/adjustBalance').map((r) => r.body as Record<string, unknown>);
      expect(first).toEqual({ id: 7, amount: -10_000, reason: '扣回重复发放', requestId: expect.any(String) });
      expect(second?.requestId).toBe(first?.requestId);
      expect(await screen.findByText('已扣减 ¥100.00，当前余额 ¥1,134.56')).toBeTruthy();
      // The head and the ledger are read again, so the page shows the new balance and the new row.
      await waitFor(() => expect(api.sent('GET /admin-api/promoters/detail')).toHaveLength(2));
    },
  );

  it('says 推客不存在 for an unknown id, with the way back', async () => {
    api.on('GET /admin-api/promoters/detail', fail('推客不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderConsole('/promoters/999');
    expect(await screen.findByText('推客不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回推客列表/ }).getAttribute('href')).toBe('/admin/promoters');
  });

  it('shows a failed load with 重试', async () => {
    api.on('GET /admin-api/promoters/detail', fail('服务暂时不可用', { code: 503 }));
    renderConsole('/promoters/7');
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    api.on('GET /admin-api/promoters/detail', ok(promoterDetail()));
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('星辰大海')).toBeTruthy();
  });
});
