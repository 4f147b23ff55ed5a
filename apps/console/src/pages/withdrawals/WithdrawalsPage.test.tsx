import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminWithdrawal, withdrawalCounts, withdrawalDetail } from '../../test/factories/withdrawals';
import { currentPath, operatorMe, renderConsole, TOKEN } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
  api.on('GET /admin-api/withdrawals/counts', ok(withdrawalCounts({ submitted: 2, approved: 5 })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each test renders the whole console and types into antd fields: on a loaded two-core machine that takes
// longer than the defaults, so the first wait (the lazy page) and each test get more room.
const PAGE = { timeout: 15_000 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lastQuery = () => api.sent('GET /admin-api/withdrawals/page').at(-1)?.query;
const rowOf = async (text: string) => (await screen.findByText(text, {}, PAGE)).closest('tr')!;
/** antd writes two-character button labels with a space between (「通 过」). */
const named = (label: string) => new RegExp(label.split('').join('\\s*'));

describe('提现审核 (/admin/withdrawals): the queue', { timeout: 60_000 }, () => {
  it('shows a skeleton, then 待审核 first with each status’s count, newest first', async () => {
    const held = api.hold('GET /admin-api/withdrawals/page');
    const { container } = renderConsole('/withdrawals');
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull(), PAGE);
    held.release(
      page([
        adminWithdrawal({
          id: 41,
          promoter: { id: 7, promoterNo: '20261121', nickname: '星星推客', phoneMasked: '138****0000' },
        }),
      ]),
    );
    const row = await rowOf('星星推客');
    expect(within(row).getByText('¥200.00')).toBeTruthy();
    expect(within(row).getByText('¥188.00')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '1', size: '20', status: 'submitted' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['待审核2', '审核通过5', '打款中0', '已到账0', '打款失败0', '已驳回0', '全部']);
  });

  it('shows the empty state and the error with 重试', async () => {
    api.on('GET /admin-api/withdrawals/page', page([]));
    renderConsole('/withdrawals');
    expect(await screen.findByText('没有待审核的提现', {}, PAGE)).toBeTruthy();
    api.on('GET /admin-api/withdrawals/page', fail('服务暂时不可用', { code: 503 }));
    renderConsole('/withdrawals?status=paid');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' }, PAGE)).toBeTruthy();
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal({ status: 'paid', reason: null })]));
    await userEvent.click(screen.getByRole('button', { name: named('重试') }));
    expect(await screen.findByText('已到账', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('a tab is a status in the URL; filters go out as the API’s (推客号, phone or nickname, yuan as fen)', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal()]));
    renderConsole('/withdrawals');
    await screen.findByText('星星推客', {}, PAGE);
    await userEvent.click(screen.getByRole('tab', { name: /审核通过/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'approved' }));
    expect(currentPath()).toBe('/withdrawals?status=approved');
    await userEvent.type(screen.getByLabelText('推客'), '20261121');
    await userEvent.type(screen.getByLabelText('最低金额（元）'), '100.5');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: '1', size: '20', status: 'approved', promoterNo: '20261121', minAmount: '10050' }),
    );
    expect(api.sent('GET /admin-api/withdrawals/counts').at(-1)?.query).toEqual({ promoterNo: '20261121', minAmount: '10050' });
    await userEvent.clear(screen.getByLabelText('推客'));
    await userEvent.type(screen.getByLabelText('推客'), '1380');
    await userEvent.clear(screen.getByLabelText('最低金额（元）'));
    await userEvent.type(screen.getByLabelText('最低金额（元）'), '1.234');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    expect(await screen.findByText('金额为元，最多两位小数')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('最低金额（元）'));
    // Not digits: part of a nickname, as every other promoter search of the console takes it.
    await userEvent.clear(screen.getByLabelText('推客'));
    await userEvent.type(screen.getByLabelText('推客'), '星星');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '20', status: 'approved', nickname: '星星' }));
  });

  it('approve asks first, naming the promoter and the net, then sends the id with a request key', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal({ id: 41 })]));
    api.on('POST /admin-api/withdrawals/approve', ok(adminWithdrawal({ id: 41, status: 'approved' })));
    renderConsole('/withdrawals');
    const row = await rowOf('星星推客');
    await userEvent.click(within(row).getByRole('button', { name: named('通过') }));
    expect(await screen.findByText('确定审核通过这笔提现吗？')).toBeTruthy();
    expect(screen.getByText(/星星推客（20261121）实付/, { selector: '.ant-popconfirm-description' }).textContent).toBe(
      '星星推客（20261121）实付 ¥188.00 至 支付宝 138****0000',
    );
    const before = api.sent('GET /admin-api/withdrawals/page').length;
    await userEvent.click(screen.getAllByRole('button', { name: named('通过') }).at(-1)!);
    await waitFor(() => expect(api.sent('POST /admin-api/withdrawals/approve')).toHaveLength(1));
    const sent = api.sent('POST /admin-api/withdrawals/approve')[0]!;
    expect(sent.body).toEqual({ id: 41, requestId: expect.stringMatching(UUID) });
    expect(sent.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(await screen.findByText('已审核通过')).toBeTruthy();
    await waitFor(() => expect(api.sent('GET /admin-api/withdrawals/page').length).toBeGreaterThan(before));
  });

  it('reject needs a reason and sends it; a refusal keeps the dialog and the text', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal({ id: 41 })]));
    api.on('POST /admin-api/withdrawals/reject', fail('该提现已是「审核通过」，可能已被他人处理，请刷新后查看', { code: 409 }));
    renderConsole('/withdrawals');
    await userEvent.click(within(await rowOf('星星推客')).getByRole('button', { name: named('驳回') }));
    await userEvent.click(await screen.findByRole('button', { name: '驳回并退回金额' }));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('驳回原因'), '收款账户信息有误');
    await userEvent.click(screen.getByRole('button', { name: '驳回并退回金额' }));
    expect(await screen.findByText('该提现已是「审核通过」，可能已被他人处理，请刷新后查看')).toBeTruthy();
    const first = api.sent('POST /admin-api/withdrawals/reject')[0]!;
    expect(first.body).toEqual({ id: 41, reason: '收款账户信息有误', requestId: expect.stringMatching(UUID) });
    expect((screen.getByLabelText('驳回原因') as HTMLTextAreaElement).value).toBe('收款账户信息有误');
    // Sent again from the same dialog it is the same decision: the same key.
    api.on('POST /admin-api/withdrawals/reject', ok(adminWithdrawal({ id: 41, status: 'rejected' })));
    await userEvent.click(screen.getByRole('button', { name: '驳回并退回金额' }));
    expect(await screen.findByText('已驳回，金额已退回推客余额')).toBeTruthy();
    expect(api.sent('POST /admin-api/withdrawals/reject')[1]!.body).toEqual(first.body);
  });

  it('reject offers the usual reasons: a click fills the reason, which stays editable, and 其他 starts one', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal({ id: 41 })]));
    api.on('POST /admin-api/withdrawals/reject', ok(adminWithdrawal({ id: 41, status: 'rejected' })));
    renderConsole('/withdrawals');
    await userEvent.click(within(await rowOf('星星推客')).getByRole('button', { name: named('驳回') }));
    const presets = await screen.findByRole('group', { name: '常用原因' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['收款账户信息有误', '实名信息与收款账户不一致', '疑似异常刷量', '其他']);
    const field = () => screen.getByLabelText('驳回原因') as HTMLTextAreaElement;
    await userEvent.click(within(presets).getByRole('button', { name: '其他' }));
    expect(field().value).toBe('其他：');
    await userEvent.click(within(presets).getByRole('button', { name: '实名信息与收款账户不一致' }));
    expect(field().value).toBe('实名信息与收款账户不一致');
    await userEvent.type(field(), '，请用本人支付宝');
    await userEvent.click(screen.getByRole('button', { name: '驳回并退回金额' }));
    expect(await screen.findByText('已驳回，金额已退回推客余额')).toBeTruthy();
    expect(api.sent('POST /admin-api/withdrawals/reject')[0]!.body).toEqual({
      id: 41,
      reason: '实名信息与收款账户不一致，请用本人支付宝',
      requestId: expect.stringMatching(UUID),
    });
  });

  it('bulk approval names the count and the total, then approves each with its own key', async () => {
    api.on(
      'GET /admin-api/withdrawals/page',
      page([adminWithdrawal({ id: 41 }), adminWithdrawal({ id: 42, amount: 30_000, net: 28_200 })]),
    );
    api.on('POST /admin-api/withdrawals/approve', (req) =>
      (req.body as { id: number }).id === 42
        ? fail('该提现已是「审核通过」，可能已被他人处理，请刷新后查看', { code: 409 })
        : ok(adminWithdrawal({ id: 41, status: 'approved' })),
    );
    renderConsole('/withdrawals');
    await screen.findAllByText('星星推客', {}, PAGE);
    const [, ...boxes] = screen.getAllByRole('checkbox');
    for (const box of boxes) await userEvent.click(box);
    expect(screen.getByText(/已选 2 笔/).textContent).toBe('已选 2 笔，合计 ¥500.00');
    await userEvent.click(screen.getByRole('button', { name: '批量通过' }));
    expect(await screen.findByText('确定审核通过选中的 2 笔提现吗？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '全部通过' }));
    expect(
      await screen.findByText('已通过 1 笔，1 笔未通过：#42 该提现已是「审核通过」，可能已被他人处理，请刷新后查看'),
    ).toBeTruthy();
    const keys = api.sent('POST /admin-api/withdrawals/approve').map((r) => (r.body as { requestId: string }).requestId);
    expect(new Set(keys).size).toBe(2);
  });

  it('the detail drawer (a link: ?detail=id) shows the promoter, money, timeline with operators and ledger', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal({ id: 41 })]));
    api.on(
      'GET /admin-api/withdrawals/detail',
      ok(
        withdrawalDetail({
          id: 41,
          status: 'approved',
          timeline: [
            {
              status: 'submitted',
              label: '待审核',
              at: '2025-03-01T09:30:00+08:00',
              note: '提现申请已提交，等待审核',
              operatorAccount: null,
            },
            {
              status: 'approved',
              label: '审核通过',
              at: '2025-03-01T11:00:00+08:00',
              note: '审核通过，等待打款',
              operatorAccount: 'finance',
            },
          ],
        }),
      ),
    );
    renderConsole('/withdrawals?detail=41');
    const drawer = (await screen.findByText('提现详情 #41', {}, PAGE)).closest('.ant-drawer')! as HTMLElement;
    expect(await within(drawer).findByText('林小星 · 1101**********1239', {}, PAGE)).toBeTruthy();
    expect(within(drawer).getByText('服务费（6%）')).toBeTruthy();
    expect(within(drawer).getByText(/操作人 finance/)).toBeTruthy();
    expect(within(drawer).getByText('提现至支付宝（138****0000）')).toBeTruthy();
    expect(within(drawer).getByText('-¥200.00')).toBeTruthy();
    expect(api.sent('GET /admin-api/withdrawals/detail')[0]?.query).toEqual({ id: '41' });
    // Approved: the drawer offers the payout (finance has the grant) and still the rejection.
    expect(within(drawer).getByRole('button', { name: '发起打款' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: named('驳回') })).toBeTruthy();
    await userEvent.click(drawer.querySelector<HTMLElement>('.ant-drawer-close')!);
    await waitFor(() => expect(currentPath()).toBe('/withdrawals'));
  });

  it('exports what the tab and filters show, with the operator’s token; a refusal says why', async () => {
    api.on('GET /admin-api/withdrawals/page', page([adminWithdrawal()]));
    api.on('GET /admin-api/withdrawals/export', ok('csv'));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // The browser saves the file on the link's click; happy-dom would navigate away instead.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderConsole('/withdrawals?status=approved&promoter=1380');
    await screen.findByText('星星推客', {}, PAGE);
    await userEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    expect(await screen.findByText('已导出 withdrawals.csv')).toBeTruthy();
    const sent = api.sent('GET /admin-api/withdrawals/export')[0]!;
    expect(sent.query).toEqual({ status: 'approved', phone: '1380' });
    expect(sent.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(created).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['withdrawals.csv blob:csv']);
    api.on(
      'GET /admin-api/withdrawals/export',
      fail('导出超过 10,000 条，请缩小筛选范围后分批导出', { errorCode: 'EXPORT_TOO_LARGE' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    expect(await screen.findByText('导出超过 10,000 条，请缩小筛选范围后分批导出')).toBeTruthy();
  });

  it('is not for the operator role: 403, and no menu entry', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
    renderConsole('/withdrawals');
    expect(await screen.findByText('你的角色没有访问此页面的权限，如需开通请联系管理员。', {}, PAGE)).toBeTruthy();
    expect(api.sent('GET /admin-api/withdrawals/page')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: '提现审核' })).toBeNull();
  });
});
