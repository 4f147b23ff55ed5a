import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/factories-operators';
import { requestId, submittedWithdrawal } from '../../../test/factories-withdrawals';
import { moneyTestApp } from '../../../test/money-invariants';
import { accountRecords, auditLog, balances, withdrawalEvents } from '../../db/schema';

// Finance's side of a withdrawal through the console's API, on the manual payout channel (the default):
// grants, the queue, detail, each step with its timeline event, audit row and ledger, and the idempotency
// of a console request. The money invariants are checked after every test.
const t = moneyTestApp();
let finance: string;
let finance2: string;
let operator: string;
let admin: string;
beforeAll(async () => {
  [finance, finance2, operator, admin] = (
    await Promise.all([
      createOperator(t, 'finance'),
      createOperator(t, 'finance'),
      createOperator(t, 'operator'),
      createOperator(t, 'admin'),
    ])
  ).map((o) => o.token) as [string, string, string, string];
});

const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;
const refunds = (id: number) =>
  t.db
    .select()
    .from(accountRecords)
    .where(and(eq(accountRecords.refId, id), eq(accountRecords.type, 'withdrawal_refund')));
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'withdrawals'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);
const statusesOf = async (id: number) =>
  (await t.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, id)).orderBy(withdrawalEvents.id)).map(
    (e) => e.status,
  );
const post = (path: string, body: Record<string, unknown>, token = finance) =>
  t.api.post(`/admin-api/withdrawals/${path}`, body, token);

describe('who may', () => {
  it('finance and admin read and decide; the operator role gets 403, a promoter token 401', async () => {
    const w = await submittedWithdrawal(t);
    expect((await t.api.get('/admin-api/withdrawals/page', {}, finance)).status).toBe(200);
    expect((await t.api.get('/admin-api/withdrawals/page', {}, admin)).status).toBe(200);
    for (const [path, body] of [
      ['approve', { id: w.id }],
      ['startPayout', { id: w.id, requestId: requestId() }],
    ] as const) {
      const refused = await post(path, body, operator);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 403, errorCode: 'FORBIDDEN', msg: '没有权限执行此操作' });
    }
    expect((await t.api.get('/admin-api/withdrawals/page', {}, operator)).status).toBe(403);
    expect((await t.api.get('/admin-api/withdrawals/export', {}, operator)).status).toBe(403);
    expect((await t.api.get('/admin-api/withdrawals/page', {}, w.token)).body).toMatchObject({
      code: 401,
      errorCode: 'SESSION_EXPIRED',
    });
    expect(await statusesOf(w.id)).toEqual(['submitted']);
  });
});

describe('the queue', () => {
  it('filters by status, promoter, date and amount, sorts by amount, and counts each status', async () => {
    const small = await submittedWithdrawal(t, { amount: 1_500, phone: '13700001111', nickname: '小额' });
    const large = await submittedWithdrawal(t, { amount: 40_000, phone: '13700002222', nickname: '大额' });
    await post('approve', { id: large.id });
    const page = (query: Record<string, unknown>) => t.api.get('/admin-api/withdrawals/page', query, finance);

    const byPhone = await page({ phone: '1370000' });
    expect(byPhone.body.data.records.map((r: { id: number }) => r.id)).toEqual([large.id, small.id]);
    expect(byPhone.body.data.records[1]).toMatchObject({
      id: small.id,
      amount: 1_500,
      status: 'submitted',
      statusLabel: '待审核',
      promoter: { id: small.user.id, promoterNo: small.user.promoterNo, nickname: '小额', phoneMasked: '137****1111' },
      account: { type: 'alipay', title: 'u***@example.com', holder: '张三' },
      payoutNo: null,
      payoutChannel: null,
    });
    expect((await page({ phone: '13700002222', status: 'approved' })).body.data.records).toHaveLength(1);
    // Left empty, as scripts write the call (`?status=&page=1&size=10`), a filter is no filter.
    expect(
      (await page({ phone: '1370000', status: '', from: '', promoterNo: '', page: 1, size: 10 })).body.data.records,
    ).toHaveLength(2);
    expect((await page({ promoterNo: small.user.promoterNo })).body.data.records).toHaveLength(1);
    expect((await page({ userId: large.user.id, status: 'submitted' })).body.data.records).toHaveLength(0);
    const sorted = await page({ phone: '1370000', sort: 'amount', order: 'asc' });
    expect(sorted.body.data.records.map((r: { amount: number }) => r.amount)).toEqual([1_500, 40_000]);
    expect((await page({ phone: '1370000', minAmount: 2_000, maxAmount: 40_000 })).body.data.records).toHaveLength(1);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await page({ phone: '1370000', from: '2020-01-01', to: '2020-12-31' })).body.data.records).toHaveLength(0);
    expect((await page({ phone: '1370000', from: today })).body.data.records.length).toBeGreaterThan(0);

    const counts = await t.api.get('/admin-api/withdrawals/counts', { phone: '1370000' }, finance);
    expect(counts.body.data).toEqual({ submitted: 1, approved: 1, paying: 0, paid: 0, failed: 0, rejected: 0 });
  });

  it('finds a promoter by part of the nickname, as every other promoter search of the console does', async () => {
    const tea = await submittedWithdrawal(t, { amount: 2_000, phone: '13700003333', nickname: '奶茶_50%店主' });
    await submittedWithdrawal(t, { amount: 3_000, phone: '13700004444', nickname: '奶茶X50店主' });
    const ids = async (nickname: string) =>
      (await t.api.get('/admin-api/withdrawals/page', { nickname }, finance)).body.data.records.map((r: { id: number }) => r.id);
    // `_` and `%` typed into the box are themselves, not wildcards: only the first matches.
    expect(await ids('_50%')).toEqual([tea.id]);
    expect((await ids('奶茶')).length).toBe(2);
    const counts = await t.api.get('/admin-api/withdrawals/counts', { nickname: '_50%' }, finance);
    expect(counts.body.data).toMatchObject({ submitted: 1 });
    const tooLong = await t.api.get('/admin-api/withdrawals/page', { nickname: '长'.repeat(33) }, finance);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toContain('昵称最多 32 个字');
  });

  it('refuses a bad filter with the field named', async () => {
    const res = await t.api.get('/admin-api/withdrawals/page', { minAmount: 500, maxAmount: 100 }, finance);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      field: 'minAmount',
      msg: 'minAmount：最低金额不能高于最高金额',
    });
    expect((await t.api.get('/admin-api/withdrawals/page', { status: 'lost' }, finance)).body).toMatchObject({ field: 'status' });
  });
});

describe('one withdrawal', () => {
  it('shows the promoter, masked account, fee and net, the timeline with who acted, and its ledger rows', async () => {
    const w = await submittedWithdrawal(t, { amount: 20_000, balance: 50_000 });
    await post('reject', { id: w.id, reason: '账户信息有误', requestId: requestId() });
    const res = await t.api.get('/admin-api/withdrawals/detail', { id: w.id }, finance);
    expect(res.body.data).toMatchObject({
      id: w.id,
      amount: 20_000,
      fee: 1_200,
      net: 18_800,
      status: 'rejected',
      reason: '账户信息有误',
      realName: { name: '张三' },
      balance: 50_000,
      account: { title: 'u***@example.com' },
    });
    expect(res.body.data.realName.idNumberMasked).toMatch(/^1101\*{10}\d{3}[\dX]$/);
    expect(res.body.data.timeline).toEqual([
      expect.objectContaining({ status: 'submitted', operatorAccount: null }),
      expect.objectContaining({
        status: 'rejected',
        note: '已驳回：账户信息有误。金额已退回余额',
        operatorAccount: expect.stringMatching(/^finance/),
      }),
    ]);
    expect(res.body.data.ledger.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([
      ['withdrawal', -20_000],
      ['withdrawal_refund', 20_000],
    ]);
    // The promoter's own view never names the operator.
    const own = await t.api.get('/api/withdraw/detail', { id: w.id }, w.token);
    expect(own.body.data.timeline.at(-1)).toEqual({
      status: 'rejected',
      label: '已驳回',
      at: expect.any(String),
      note: '已驳回：账户信息有误。金额已退回余额',
    });
    expect((await t.api.get('/admin-api/withdrawals/detail', { id: 999_999 }, finance)).body).toMatchObject({
      code: 404,
      msg: '提现记录不存在',
    });
  });
});

describe('approve and reject', () => {
  it('approve: the event names the operator and the request, and the audit row holds before and after', async () => {
    const w = await submittedWithdrawal(t);
    const key = requestId();
    const res = await post('approve', { id: w.id, requestId: key });
    expect(res.body.data).toMatchObject({ id: w.id, status: 'approved', statusLabel: '审核通过' });
    const [event] = await t.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.requestId, key));
    expect(event).toMatchObject({ withdrawalId: w.id, status: 'approved', note: '审核通过，等待打款' });
    expect(event?.operatorAccount).toMatch(/^finance/);
    const [audit] = await auditOf(w.id);
    expect(audit).toMatchObject({
      action: 'withdrawal.approve',
      before: { status: 'submitted', amount: 20_000, net: 18_800, payoutNo: null, account: { title: 'u***@example.com' } },
      after: { status: 'approved' },
      ip: '127.0.0.1',
    });
    expect(await balanceOf(w.user.id)).toBe(30_000);
  });

  it('a retried request answers the same; another request for a step already taken gets 409', async () => {
    const w = await submittedWithdrawal(t);
    const key = requestId();
    const first = await post('approve', { id: w.id, requestId: key });
    const retried = await post('approve', { id: w.id, requestId: key.toUpperCase() }, finance2);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual(first.body.data);
    const other = await post('approve', { id: w.id, requestId: requestId() }, finance2);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      errorCode: 'WITHDRAWAL_STATUS_CONFLICT',
      msg: '该提现已是「审核通过」，可能已被他人处理，请刷新后查看',
    });
    // Without a key (an outside script) the step is a plain state move: a repeat is refused too.
    expect((await post('approve', { id: w.id })).status).toBe(409);
    // The key of the approval cannot be spent on another step.
    const reused = await post('reject', { id: w.id, reason: '风控复核未通过', requestId: key });
    expect(reused.body).toMatchObject({ code: 409, errorCode: 'REQUEST_ID_REUSED', field: 'requestId' });
    expect(await statusesOf(w.id)).toEqual(['submitted', 'approved']);
    expect(await auditOf(w.id)).toHaveLength(1);
  });

  it('reject needs a reason, returns the amount once, and may follow an approval', async () => {
    const w = await submittedWithdrawal(t);
    const missing = await post('reject', { id: w.id, reason: '  ' });
    expect(missing.body).toMatchObject({ code: 400, field: 'reason', msg: 'reason：请填写驳回原因' });
    await post('approve', { id: w.id });
    const key = requestId();
    const res = await post('reject', { id: w.id, reason: '风控复核未通过', requestId: key });
    expect(res.body.data).toMatchObject({ status: 'rejected', reason: '风控复核未通过' });
    expect((await post('reject', { id: w.id, reason: '风控复核未通过', requestId: key })).status).toBe(200);
    expect((await post('reject', { id: w.id, reason: '另一个原因', requestId: key })).body).toMatchObject({
      errorCode: 'REQUEST_ID_REUSED',
    });
    expect(await refunds(w.id)).toHaveLength(1);
    expect(await balanceOf(w.user.id)).toBe(50_000);
    expect((await post('approve', { id: w.id })).body).toMatchObject({
      code: 409,
      msg: '该提现当前为「已驳回」，不能审核通过',
    });
  });
});

describe('manual payouts', () => {
  it('start payout → the transfer recorded as paid: money leaves for good, the number is kept', async () => {
    const w = await submittedWithdrawal(t);
    await post('approve', { id: w.id });
    const started = await post('startPayout', { id: w.id, requestId: requestId() });
    expect(started.body.data).toMatchObject({
      status: 'paying',
      payoutChannel: 'manual',
      payoutNo: `TKW${String(w.id).padStart(10, '0')}`,
      transferNo: null,
    });
    // The manual channel has nothing to say until finance records the transfer.
    expect((await post('sync', { id: w.id })).body.data.status).toBe('paying');
    const key = requestId();
    const paid = await post('recordTransfer', { id: w.id, transferNo: 'HX20260305001', outcome: 'paid', requestId: key });
    expect(paid.body.data).toMatchObject({ status: 'paid', statusLabel: '已到账', transferNo: 'HX20260305001' });
    expect(
      (await post('recordTransfer', { id: w.id, transferNo: 'HX20260305001', outcome: 'paid', requestId: key })).status,
    ).toBe(200);
    expect((await post('recordTransfer', { id: w.id, transferNo: 'HX999', outcome: 'paid', requestId: key })).body).toMatchObject(
      {
        errorCode: 'REQUEST_ID_REUSED',
      },
    );
    expect(
      (
        await post('recordTransfer', {
          id: w.id,
          transferNo: 'HX20260305001',
          outcome: 'failed',
          reason: '退票',
          requestId: requestId(),
        })
      ).body,
    ).toMatchObject({
      code: 409,
      errorCode: 'WITHDRAWAL_STATUS_CONFLICT',
      msg: '该提现当前为「已到账」，不能标记打款失败',
    });
    expect(await statusesOf(w.id)).toEqual(['submitted', 'approved', 'paying', 'paid']);
    expect((await auditOf(w.id)).map((a) => a.action)).toEqual([
      'withdrawal.approve',
      'withdrawal.startPayout',
      'withdrawal.recordTransfer',
    ]);
    expect(await refunds(w.id)).toHaveLength(0);
    expect(await balanceOf(w.user.id)).toBe(30_000);
    const own = await t.api.get('/api/withdraw/detail', { id: w.id }, w.token);
    expect(own.body.data.timeline.at(-1)).toMatchObject({ label: '已到账', note: '已到账，转账流水号 HX20260305001' });
  });

  it('a transfer recorded as failed needs its reason and returns the amount', async () => {
    const w = await submittedWithdrawal(t);
    await post('approve', { id: w.id });
    await post('startPayout', { id: w.id, requestId: requestId() });
    const noReason = await post('recordTransfer', { id: w.id, transferNo: 'TP1', outcome: 'failed', requestId: requestId() });
    expect(noReason.body).toMatchObject({ code: 400, field: 'reason', msg: 'reason：请填写失败原因' });
    const failed = await post('recordTransfer', {
      id: w.id,
      transferNo: 'TP1',
      outcome: 'failed',
      reason: '收款银行退票：户名与卡号不符',
      requestId: requestId(),
    });
    expect(failed.body.data).toMatchObject({ status: 'failed', reason: '收款银行退票：户名与卡号不符' });
    expect(await refunds(w.id)).toHaveLength(1);
    expect(await balanceOf(w.user.id)).toBe(50_000);
  });

  it('nothing is recorded for a payout that was never started, and a started one is not started twice', async () => {
    const w = await submittedWithdrawal(t);
    const early = await post('recordTransfer', { id: w.id, transferNo: 'X1', outcome: 'paid', requestId: requestId() });
    expect(early.body).toMatchObject({ code: 409, msg: '该提现当前为「待审核」，不能确认到账' });
    expect((await post('startPayout', { id: w.id, requestId: requestId() })).body).toMatchObject({
      msg: '该提现当前为「待审核」，不能打款',
    });
    await post('approve', { id: w.id });
    await post('startPayout', { id: w.id, requestId: requestId() });
    expect((await post('startPayout', { id: w.id, requestId: requestId() }, finance2)).body).toMatchObject({
      code: 409,
      msg: '该提现已是「打款中」，可能已被他人处理，请刷新后查看',
    });
    expect((await post('startPayout', { id: w.id })).body).toMatchObject({ code: 400, field: 'requestId' });
    expect(await statusesOf(w.id)).toEqual(['submitted', 'approved', 'paying']);
  });
});

describe('export', () => {
  it('writes CSV for Excel: BOM, amounts as text in yuan, whole account numbers, formulas made inert; and audits it', async () => {
    const w = await submittedWithdrawal(t, { amount: 123_450, balance: 200_000, nickname: '=HYPERLINK("http://x")' });
    await post('approve', { id: w.id });
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/withdrawals/export',
      query: { status: 'approved', userId: String(w.user.id) },
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="withdrawals-approved-\d{12}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      '提现ID,申请时间,状态,推客号,推客昵称,手机号,收款人,账户类型,开户银行,收款账户,提现金额(元),服务费(元),个税(元),实付金额(元),打款方式,打款单号,转账流水号,原因',
    );
    expect(lines).toHaveLength(3);
    const cells = lines[1] ?? '';
    expect(cells).toContain(`,"=""${w.user.promoterNo}""",`);
    expect(cells).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(cells).toContain(',"=""1234.50""","=""74.07""","=""0.00""","=""1160.43""",');
    expect(cells).toMatch(/,审核通过,/);
    expect(cells).toMatch(/,u\d+@example\.com,/);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.export')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ targetType: 'withdrawals', after: { rows: 1, filter: { status: 'approved' } } });
  });
});
