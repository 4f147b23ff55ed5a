import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aWithdrawalDetail } from '../../test/factories/withdrawals';
import { currentPath, renderRoute } from '../../test/render-route';

const DETAIL = '/api/withdraw/detail';
const ROUTE = '/account/withdrawDetail?id=5';

/** The test machine's time zone may be any: times are expected as the app shows them there. */
const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('提现详情 (account/withdrawDetail)', () => {
  it('shows a skeleton, then the amounts, the fee with its rate, the account, expected arrival and the timeline', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DETAIL);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      ok(
        aWithdrawalDetail({
          status: 'paying',
          statusLabel: '打款中',
          tax: 1000,
          net: 93000,
          timeline: [
            { status: 'submitted', label: '待审核', at: '2026-11-20T10:05:00+08:00', note: '提现申请已提交' },
            { status: 'approved', label: '审核通过', at: '2026-11-21T09:00:00+08:00', note: '' },
            { status: 'paying', label: '打款中', at: '2026-11-21T15:30:00+08:00', note: '已提交支付宝打款' },
          ],
        }),
      ),
    );
    expect(await screen.findByText('手续费（6%）')).toBeTruthy();
    expect(fact('提现金额')).toBe('¥1,000.00');
    expect(fact('手续费（6%）')).toBe('-¥60.00');
    expect(fact('个税')).toBe('-¥10.00');
    expect(fact('实际到账')).toBe('¥930.00');
    expect(fact('提现账户')).toBe('支付宝 138****8000');
    expect(fact('收款人')).toBe('张三');
    expect(fact('预计到账')).toBe(local('2026-11-22T18:00:00+08:00'));
    expect(document.querySelector('.withdraw-detail-net')?.textContent).toBe('到账金额 ¥930.00');
    const steps = within(screen.getByRole('list', { name: '提现进度' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      `待审核${local('2026-11-20T10:05:00+08:00')}提现申请已提交`,
      `审核通过${local('2026-11-21T09:00:00+08:00')}`,
      `打款中${local('2026-11-21T15:30:00+08:00')}已提交支付宝打款`,
      `已到账预计 ${local('2026-11-22T18:00:00+08:00')}`,
    ]);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
    // The step to come is there, greyed, not current.
    expect(steps[3]!.className).toContain('withdrawal-step-todo');
    expect(steps[3]!.getAttribute('aria-current')).toBeNull();
    expect(api.firstCall('GET', DETAIL).query).toEqual({ id: '5' });
  });

  it('shows every step still to come of a withdrawal in review, greyed, and none after a refusal', async () => {
    installFakeApi().on(
      'GET',
      DETAIL,
      ok(
        aWithdrawalDetail({
          status: 'submitted',
          statusLabel: '待审核',
          timeline: [{ status: 'submitted', label: '待审核', at: '2026-11-20T10:05:00+08:00', note: '' }],
        }),
      ),
    );
    renderRoute(ROUTE, { user: true });
    const list = await screen.findByRole('list', { name: '提现进度' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.withdrawal-step-label')?.textContent)).toEqual([
      '待审核',
      '审核通过',
      '打款中',
      '已到账',
    ]);
    expect(steps.slice(1).every((s) => s.className.includes('withdrawal-step-todo'))).toBe(true);
    expect(steps[1]!.textContent).toBe('审核通过未开始');
  });

  it('says why a withdrawal was rejected and that the amount came back, without an arrival date', async () => {
    installFakeApi().on(
      'GET',
      DETAIL,
      ok(
        aWithdrawalDetail({
          status: 'rejected',
          statusLabel: '已驳回',
          reason: '收款人与实名信息不一致',
          timeline: [
            { status: 'submitted', label: '待审核', at: '2026-11-20T10:05:00+08:00', note: '' },
            { status: 'rejected', label: '已驳回', at: '2026-11-21T09:00:00+08:00', note: '收款人与实名信息不一致' },
          ],
        }),
      ),
    );
    renderRoute(ROUTE, { user: true });
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('驳回原因：收款人与实名信息不一致');
    expect(document.querySelector('.withdraw-detail-net')?.textContent).toBe('已退回可提现余额 ¥1,000.00');
    expect(fact('退回余额')).toBe('¥1,000.00');
    expect(screen.queryByText('实际到账')).toBeNull();
    expect(screen.queryByText(/预计到账/)).toBeNull();
    expect(within(screen.getByRole('list', { name: '提现进度' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the withdrawal does not exist, and leads to the history', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('记录不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('没有找到这笔提现')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看提现记录' }));
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawList'));
    expect(api.calls('GET', DETAIL)).toHaveLength(1);
  });

  it('asks nothing for a malformed id', async () => {
    const api = installFakeApi();
    renderRoute('/account/withdrawDetail?id=abc', { user: true });
    expect(await screen.findByText('没有找到这笔提现')).toBeTruthy();
    expect(api.calls('GET', DETAIL)).toHaveLength(0);
  });

  it('shows the error view; 重试 loads the withdrawal', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(aWithdrawalDetail()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('提现申请已提交')).toBeTruthy();
  });
});
