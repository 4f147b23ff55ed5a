import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { anIncomeDetail, anIncomeLine, aRecord, aSummary, aUidNotice } from '../../test/factories/income';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const SUMMARY = '/api/userAccount/summary';
const INCOME = '/api/userAccount/income/page';
const DETAIL = '/api/userAccount/income/detail';
const RECORDS = '/api/userAccount/record/page';
const UID_NOTICES = '/api/userAccount/income/uidNotices';
const ROUTE = '/account/account';

/** A page of lines; the total's parts by status are those of the lines given unless the test names them. */
const incomePage = (
  records: ReturnType<typeof anIncomeLine>[],
  total: number,
  hasNextPages = false,
  byStatus = { estimated: 0, settled: 0, credited: 0, ...sumByStatus(records) },
) => ok({ records, hasNextPages, total, byStatus });
function sumByStatus(records: ReturnType<typeof anIncomeLine>[]) {
  const sums: Record<string, number> = {};
  for (const r of records) sums[r.status] = (sums[r.status] ?? 0) + r.amount;
  return sums;
}
/** Yuan as shown (`-¥1,234.50`) back to fen. */
const fenOf = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[¥,]/g, '')) * 100);

// antd-mobile's Popup ignores pointer events while it animates in; a person waits, the test does not.
const clickInSheet = (el: Element) => userEvent.setup({ pointerEventsCheck: 0 }).click(el);

function withMoney() {
  return installFakeApi()
    .on('GET', SUMMARY, ok(aSummary()))
    .on('GET', INCOME, incomePage([anIncomeLine()], 1230))
    .on('GET', RECORDS, page([aRecord()]))
    .on('GET', UID_NOTICES, ok([]));
}

describe('推广收益 (account/account)', () => {
  it('needs a login', async () => {
    installFakeApi();
    renderRoute(ROUTE);
    await waitFor(() => expect(currentPath()).toBe(`/login/login?redirect=${encodeURIComponent(ROUTE)}`));
  });

  it('shows skeletons, then the balance in yuan and the income lines with their total', async () => {
    const api = withMoney();
    const summary = api.hold('GET', SUMMARY);
    const income = api.hold('GET', INCOME);
    renderRoute(ROUTE, { user: true });
    // One for the balance, one for the lines.
    await waitFor(() => expect(screen.getAllByLabelText('加载中')).toHaveLength(2));
    summary.release(ok(aSummary()));
    income.release(
      incomePage([anIncomeLine(), anIncomeLine({ id: 2, workTitle: null, status: 'estimated', statusLabel: '预估' })], 2460),
    );
    const head = await screen.findByRole('region', { name: '我的余额' });
    expect(within(head).getByText('¥1,234,567.89')).toBeTruthy();
    expect(within(head).getByText('¥500.00')).toBeTruthy();
    expect(within(head).getByText('¥2,000,000.00')).toBeTruthy();
    const line = await screen.findByRole('button', { name: '霸道总裁的替身新娘 +¥12.30，查看来源' });
    expect(within(line).getByText('口令「霸总甜宠」')).toBeTruthy();
    expect(within(line).getByText('已入账')).toBeTruthy();
    // A line without a work is named by its task platform.
    expect(within(screen.getByRole('button', { name: '红果短剧 +¥12.30，查看来源' })).getByText('预估')).toBeTruthy();
    expect(screen.getByText('全部 合计').nextElementSibling?.textContent).toBe('¥24.60');
    expect(api.firstCall('GET', INCOME).query).toEqual({ page: '1', size: '10', dateType: '0' });
  });

  it('shows what is still owed (待扣回) and why, only while something is', async () => {
    installFakeApi()
      .on('GET', SUMMARY, ok(aSummary({ withdrawable: 0, receivable: 1_250 })))
      .on('GET', INCOME, incomePage([anIncomeLine()], 1230))
      .on('GET', RECORDS, page([aRecord()]));
    renderRoute(ROUTE, { user: true });
    const head = await screen.findByRole('region', { name: '我的余额' });
    const owed = within(head).getByRole('note');
    expect(owed.textContent).toBe('待扣回 ¥12.50退款、扣量超出当时余额的部分，之后收益入账时先扣回');
    expect(within(head).getByText('¥0.00')).toBeTruthy();
  });

  it('shows no 待扣回 when nothing is owed', async () => {
    withMoney();
    renderRoute(ROUTE, { user: true });
    const head = await screen.findByRole('region', { name: '我的余额' });
    expect(within(head).queryByRole('note')).toBeNull();
    expect(within(head).queryByText(/待扣回/)).toBeNull();
  });

  it("names a UID-matched line by the media account's nickname, the UID when it has none", async () => {
    const uid = { workId: null, workTitle: null, matchedBy: 'uid' as const, matched: 'dy_1234567' };
    installFakeApi()
      .on('GET', SUMMARY, ok(aSummary()))
      .on(
        'GET',
        INCOME,
        incomePage(
          [anIncomeLine({ id: 1, ...uid, matchedName: '爱丽丝剪辑' }), anIncomeLine({ id: 2, ...uid, matched: 'ks_99' })],
          2460,
        ),
      )
      .on('GET', RECORDS, page([aRecord()]));
    renderRoute(ROUTE, { user: true });
    const [named, bare] = await screen.findAllByRole('button', { name: '红果短剧 +¥12.30，查看来源' });
    expect(within(named!).getByText('爱丽丝剪辑')).toBeTruthy();
    expect(within(named!).queryByText('dy_1234567')).toBeNull();
    expect(within(bare!).getByText('ks_99')).toBeTruthy();
  });

  it('says what each total holds, and its parts add up to it on screen', async () => {
    const summary = aSummary();
    const byStatus = { estimated: 120_000, settled: 40_001, credited: 128_998 };
    installFakeApi()
      .on('GET', SUMMARY, ok(summary))
      .on('GET', INCOME, incomePage([anIncomeLine()], 288_999, true, byStatus))
      .on('GET', RECORDS, page([aRecord()]));
    renderRoute(ROUTE, { user: true });
    // The card: 累计入账 is what is withdrawable, on its way out and paid out, and says it holds only credited income.
    const head = await screen.findByRole('region', { name: '我的余额' });
    const shown = (label: string) => fenOf(within(head).getByText(label).nextElementSibling?.textContent);
    expect(fenOf(head.querySelector('.wallet-summary-amount')?.textContent) + shown('提现中') + shown('已提现')).toBe(
      shown('累计入账'),
    );
    expect(shown('累计入账')).toBe(summary.totalEarned);
    expect(
      within(head).getByText(
        '累计入账 = 可提现 + 提现中 + 已提现：已入账的收益，加邀请返佣与平台调整（见账户流水）；预估、已结算的收益入账后计入',
      ),
    ).toBeTruthy();
    // The list's total: every status, each named with its part.
    const total = await screen.findByRole('region', { name: '收益合计' });
    const parts = [...total.querySelectorAll('.income-total-parts > span')].map((el) => el.textContent);
    expect(parts).toEqual(['预估 ¥1,200.00', '已结算 ¥400.01', '已入账 ¥1,289.98']);
    const sum = parts.reduce((s, p) => s + fenOf(p?.split(' ')[1]), 0);
    expect(sum).toBe(fenOf(within(total).getByText('全部 合计').nextElementSibling?.textContent));
    expect(sum).toBe(288_999);
  });

  it('leaves a status with nothing in it out of the parts of the total', async () => {
    installFakeApi()
      .on('GET', SUMMARY, ok(aSummary()))
      .on('GET', INCOME, incomePage([anIncomeLine()], 248_998, true, { estimated: 120_000, settled: 0, credited: 128_998 }))
      .on('GET', RECORDS, page([aRecord()]));
    renderRoute(ROUTE, { user: true });
    const total = await screen.findByRole('region', { name: '收益合计' });
    const parts = [...total.querySelectorAll('.income-total-parts > span')].map((el) => el.textContent);
    expect(parts).toEqual(['预估 ¥1,200.00', '已入账 ¥1,289.98']);
  });

  it('shows an adjustment as a red negative line tagged 调整', async () => {
    installFakeApi()
      .on('GET', SUMMARY, ok(aSummary()))
      .on('GET', INCOME, incomePage([anIncomeLine({ id: 9, amount: -100, isAdjustment: true })], -100));
    renderRoute(ROUTE, { user: true });
    const line = await screen.findByRole('button', { name: '霸道总裁的替身新娘 -¥1.00，查看来源' });
    expect(within(line).getByText('调整')).toBeTruthy();
    expect(within(line).getByText('-¥1.00').className).toContain('income-amount-negative');
  });

  it('lists an estimate the settlement replaced with its status, struck through and noted 已被结算替代', async () => {
    const estimate = anIncomeLine({ id: 3, amount: 800, status: 'estimated', statusLabel: '预估', superseded: true });
    // The total counts the settled line only: the server leaves superseded estimates out of it.
    installFakeApi()
      .on('GET', SUMMARY, ok(aSummary()))
      .on(
        'GET',
        INCOME,
        incomePage([anIncomeLine({ id: 4 }), estimate], 1230, false, { estimated: 0, settled: 0, credited: 1230 }),
      );
    renderRoute(ROUTE, { user: true });
    const line = await screen.findByRole('button', { name: '霸道总裁的替身新娘 +¥8.00，已被结算替代，查看来源' });
    expect(within(line).getByText('已被结算替代')).toBeTruthy();
    expect(within(line).getByText('预估')).toBeTruthy();
    expect(within(line).getByText('+¥8.00').className).toContain('income-amount-superseded');
    const settled = screen.getByRole('button', { name: '霸道总裁的替身新娘 +¥12.30，查看来源' });
    expect(within(settled).queryByText('已被结算替代')).toBeNull();
  });

  it('sends each date preset, custom with the last 30 days by default, and keeps it in the URL', async () => {
    const api = withMoney();
    renderRoute(ROUTE, { user: true });
    await screen.findByText('口令「霸总甜宠」');
    await userEvent.click(screen.getByRole('tab', { name: '今天' }));
    await waitFor(() => expect(api.lastCall('GET', INCOME).query).toEqual({ page: '1', size: '10', dateType: '1' }));
    await userEvent.click(screen.getByRole('tab', { name: '近7天' }));
    await waitFor(() => expect(api.lastCall('GET', INCOME).query).toEqual({ page: '1', size: '10', dateType: '2' }));
    await userEvent.click(screen.getByRole('tab', { name: '自定义' }));
    const start = dayjs().subtract(29, 'day').format('YYYY-MM-DD');
    const end = dayjs().format('YYYY-MM-DD');
    await waitFor(() =>
      expect(api.lastCall('GET', INCOME).query).toEqual({ page: '1', size: '10', dateType: '3', startDate: start, endDate: end }),
    );
    expect(screen.getByRole('button', { name: `开始日期 ${start}` })).toBeTruthy();
    expect(currentPath()).toBe(`${ROUTE}?date=3&start=${start}&end=${end}`);
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(currentPath()).toBe(ROUTE));
  });

  it('places the server’s error about a custom range under the date it is about', async () => {
    const api = withMoney().on('GET', INCOME, (req) =>
      req.query.dateType === '3'
        ? fail('endDate：开始和结束日期最多相隔一年', { errorCode: 'VALIDATION_FAILED', field: 'endDate' })
        : incomePage([anIncomeLine()], 1230),
    );
    renderRoute(`${ROUTE}?date=3&start=2024-01-01&end=2026-11-01`, { user: true });
    expect((await screen.findByRole('alert')).textContent).toBe('开始和结束日期最多相隔一年');
    expect(api.lastCall('GET', INCOME).query).toMatchObject({ startDate: '2024-01-01', endDate: '2026-11-01' });
    expect(screen.getByRole('button', { name: '结束日期 2026-11-01' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: '开始日期 2024-01-01' }).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('请调整日期范围后再查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(toastsShown()).toEqual([]);
  });

  it('opens the date picker of a custom range and keeps the range when confirmed', async () => {
    const api = withMoney();
    renderRoute(`${ROUTE}?date=3&start=2026-11-01&end=2026-11-20`, { user: true });
    await screen.findByText('口令「霸总甜宠」');
    await userEvent.click(screen.getByRole('button', { name: '结束日期 2026-11-20' }));
    expect(await screen.findByText('结束日期', { selector: '.adm-picker-header-title' })).toBeTruthy();
    await clickInSheet(screen.getByText('确定'));
    expect(currentPath()).toBe(`${ROUTE}?date=3&start=2026-11-01&end=2026-11-20`);
    expect(api.lastCall('GET', INCOME).query).toEqual({
      page: '1',
      size: '10',
      dateType: '3',
      startDate: '2026-11-01',
      endDate: '2026-11-20',
    });
  });

  it('opens a line’s provenance: work, alias with its link, report row, price rule', async () => {
    const api = withMoney().on('GET', DETAIL, ok(anIncomeDetail()));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '霸道总裁的替身新娘 +¥12.30，查看来源' }));
    const sheet = await screen.findByRole('dialog', { name: '收益来源' });
    expect(await within(sheet).findByText('红果短剧_2026-11-20_周结算.csv')).toBeTruthy();
    expect(within(sheet).getByText('第 42 行')).toBeTruthy();
    expect(within(sheet).getByText('平台数据报表')).toBeTruthy();
    expect(within(sheet).getByText('CPS 充值分成 70%')).toBeTruthy();
    expect(within(sheet).getByText('70%')).toBeTruthy();
    expect(within(sheet).getByText('¥17.57')).toBeTruthy();
    expect(api.lastCall('GET', DETAIL).query).toEqual({ id: '1' });
    await clickInSheet(within(sheet).getByRole('link', { name: '查看口令与回填' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/worksDetail?aliasId=31&workId=7'));
  });

  it('shows an adjustment’s reason and opens the line it corrects', async () => {
    const api = withMoney()
      .on('GET', INCOME, incomePage([anIncomeLine({ id: 9, amount: -500, isAdjustment: true })], -500))
      .on('GET', DETAIL, (req) =>
        ok(
          req.query.id === '9'
            ? anIncomeDetail({
                id: 9,
                amount: -500,
                isAdjustment: true,
                provenance: { ...anIncomeDetail().provenance, adjustment: { ofLineId: 3, reason: '无效流量扣回' } },
              })
            : anIncomeDetail({ id: 3, amount: 2000, workTitle: '被调整的那笔' }),
        ),
      );
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '霸道总裁的替身新娘 -¥5.00，查看来源' }));
    const sheet = await screen.findByRole('dialog', { name: '收益来源' });
    expect(await within(sheet).findByText('无效流量扣回')).toBeTruthy();
    await clickInSheet(within(sheet).getByRole('button', { name: '查看原收益' }));
    expect(await within(sheet).findByText('被调整的那笔')).toBeTruthy();
    expect(api.lastCall('GET', DETAIL).query).toEqual({ id: '3' });
  });

  it('shows the error of a provenance in the sheet, and 重试 loads it', async () => {
    const api = withMoney().on('GET', DETAIL, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '霸道总裁的替身新娘 +¥12.30，查看来源' }));
    const sheet = await screen.findByRole('dialog', { name: '收益来源' });
    api.on('GET', DETAIL, ok(anIncomeDetail()));
    await clickInSheet(await within(sheet).findByRole('button', { name: '重试' }));
    expect(await within(sheet).findByText('红果短剧_2026-11-20_周结算.csv')).toBeTruthy();
  });

  it('offers to promote when there is no income, and all income when a preset has none', async () => {
    installFakeApi()
      .on('GET', SUMMARY, ok(aSummary({ withdrawable: 0 })))
      .on('GET', INCOME, incomePage([], 0));
    renderRoute(`${ROUTE}?date=1`, { user: true });
    expect(await screen.findByText('今天 没有收益')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看全部收益' }));
    expect(await screen.findByText('还没有收益，申请作品口令开始推广吧')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去推广' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/shortPlay/shortPlay'));
  });

  it('shows the errors of the balance and of the lines; 重试 loads each again', async () => {
    const api = installFakeApi()
      .on('GET', SUMMARY, fail('服务开小差了', { code: 500 }))
      .on('GET', INCOME, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('余额加载失败，请检查网络')).toBeTruthy();
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', SUMMARY, ok(aSummary())).on('GET', INCOME, incomePage([anIncomeLine()], 1230));
    const [retryBalance, retryLines] = screen.getAllByRole('button', { name: '重试' });
    await userEvent.click(retryBalance!);
    expect(await screen.findByText('¥1,234,567.89')).toBeTruthy();
    await userEvent.click(retryLines!);
    expect(await screen.findByText('口令「霸总甜宠」')).toBeTruthy();
    expect(api.calls('GET', SUMMARY)).toHaveLength(2);
  });

  it('goes to 提现 and to 提现记录', async () => {
    withMoney();
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '提现记录' }));
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawList'));
    window.history.back();
    // Back is a history event that arrives later; 提现 is clicked on this page, not on the one being left.
    await waitFor(() => expect(currentPath()).toBe(ROUTE));
    await userEvent.click(await screen.findByRole('button', { name: '提现' }));
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawMoeny'));
  });

  it('lists the ledger in its tab; a withdrawal row opens the withdrawal', async () => {
    const api = withMoney().on(
      'GET',
      RECORDS,
      page([
        aRecord({
          id: 2,
          type: 'withdrawal',
          typeLabel: '提现',
          amount: -100000,
          balanceAfter: 0,
          note: '提现到支付宝',
          withdrawalId: 5,
        }),
        aRecord(),
      ]),
    );
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('tab', { name: '账户流水' }));
    expect(await screen.findByText('红果短剧 2026-11-20 收益')).toBeTruthy();
    expect(screen.getByText('余额 ¥512.30')).toBeTruthy();
    expect(screen.getByText('+¥12.30')).toBeTruthy();
    expect(api.firstCall('GET', RECORDS).query).toEqual({ page: '1', size: '10' });
    expect(currentPath()).toBe(`${ROUTE}?tab=records`);
    await userEvent.click(screen.getByRole('button', { name: '提现 -¥1,000.00，查看提现详情' }));
    await waitFor(() => expect(currentPath()).toBe('/account/withdrawDetail?id=5'));
  });

  it('shows the empty ledger and its error with 重试', async () => {
    const api = withMoney().on('GET', RECORDS, fail('服务开小差了', { code: 500 }));
    renderRoute(`${ROUTE}?tab=records`, { user: true });
    const retry = await screen.findByRole('button', { name: '重试' });
    api.on('GET', RECORDS, page([]));
    await userEvent.click(retry);
    expect(await screen.findByText('还没有账户流水，收益入账后会记在这里')).toBeTruthy();
  });

  it('tells me data arrived for a UID I have not bound, leading to binding it; nothing when there is none', async () => {
    const api = withMoney().on(
      'GET',
      UID_NOTICES,
      ok([aUidNotice({ uid: '2849173650', rows: 3, latestReportDate: '2026-11-20' })]),
    );
    renderRoute(ROUTE, { user: true });
    const notices = await screen.findByRole('region', { name: '待绑定的 UID' });
    expect(within(notices).getByText(/数据已到达 UID/).textContent).toBe('数据已到达 UID 2849173650，绑定后即可入账');
    expect(within(notices).getByText('七猫短剧 · 3 条 · 最近 2026-11-20')).toBeTruthy();
    await userEvent.click(within(notices).getByRole('link'));
    await waitFor(() => expect(currentPath()).toBe('/account/addMediaAccount'));
    expect(api.unhandled).not.toContain(`GET ${UID_NOTICES}`);
  });

  it('shows no notice when the notices fail, and opens 对账 as a tab of its own', async () => {
    const api = withMoney().on('GET', UID_NOTICES, fail('服务器开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    await screen.findByText('合计', { exact: false });
    await waitFor(() => expect(api.calls('GET', UID_NOTICES)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '待绑定的 UID' })).toBeNull();
    expect(toastsShown()).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: '对账' }));
    await waitFor(() => expect(currentPath()).toBe('/account/account?tab=recon'));
    await waitFor(() => expect(api.calls('GET', '/api/userAccount/income/reconciliation')).toHaveLength(1));
  });
});
