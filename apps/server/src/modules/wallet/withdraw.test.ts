import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createUser } from '../../../test/factories';
import { createRealName, createWithdrawAccount, createWithdrawer, creditBalance } from '../../../test/factories-wallet';
import { moneyTestApp } from '../../../test/money-invariants';
import { accountRecords, balances, withdrawalEvents, withdrawals } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { ymdOperator } from '../../lib/time';
import { readSetting, writeSetting } from '../app-config';
import { postToLedger } from '../ledger';

const t = moneyTestApp();

let req = 0;
const requestId = () => `req-${Date.now()}-${++req}`;
const balanceOf = async (userId: number) =>
  (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance ?? 0;
const apply = (token: string, body: Record<string, unknown>) => t.api.post('/api/withdraw/Apply', body, token);

/** Two promoters ready to withdraw, each with 100,000 fen (¥1,000). */
async function twoWithdrawers(balance = 100_000) {
  const a = await createUser(t.db);
  const b = await createUser(t.db);
  const accountA = await createWithdrawer(t.db, a.user.id, balance);
  const accountB = await createWithdrawer(t.db, b.user.id, balance);
  return { a: { ...a, account: accountA }, b: { ...b, account: accountB } };
}

async function withSetting(change: Partial<Awaited<ReturnType<typeof readSetting<'app'>>>>, run: () => Promise<void>) {
  const before = await readSetting(t.db, 'app');
  await writeSetting(t.db, 'app', { ...before, ...change });
  try {
    await run();
  } finally {
    await writeSetting(t.db, 'app', before);
  }
}

describe('POST /api/withdraw/Apply', () => {
  it('freezes the amount at once: fee half up at the server rate, net, expected arrival, a ledger row and the first event', async () => {
    const { a, b } = await twoWithdrawers();
    const res = await apply(a.token, { accountId: a.account.id, amount: 12_345, requestId: requestId() });
    expect(res.status).toBe(200);
    // 12,345 × 6 % = 740.7 fen → 741.
    expect(res.body.data).toMatchObject({
      amount: 12_345,
      fee: 741,
      tax: 0,
      net: 11_604,
      feeBps: 600,
      status: 'submitted',
      statusLabel: '待审核',
      reason: null,
      account: { type: 'alipay', typeLabel: '支付宝', title: 'u***@example.com', subtitle: '支付宝', holder: '张三' },
    });
    const created = new Date(res.body.data.createdAt).getTime();
    const arrival = new Date(res.body.data.expectedArrival).getTime();
    expect(arrival - created).toBeGreaterThan(3 * DAY - DAY);
    expect(arrival - created).toBeLessThan(6 * DAY);
    expect(await balanceOf(a.user.id)).toBe(100_000 - 12_345);
    expect(await balanceOf(b.user.id)).toBe(100_000);
    const ledger = await t.db
      .select()
      .from(accountRecords)
      .where(and(eq(accountRecords.refType, 'withdrawal'), eq(accountRecords.refId, res.body.data.id)));
    expect(ledger).toMatchObject([
      { userId: a.user.id, type: 'withdrawal', amount: -12_345, refType: 'withdrawal', note: '提现至支付宝（u***@example.com）' },
    ]);
    const detail = await t.api.get('/api/withdraw/detail', { id: res.body.data.id }, a.token);
    expect(detail.body.data.timeline).toEqual([
      { status: 'submitted', label: '待审核', at: res.body.data.createdAt, note: '提现申请已提交，等待审核' },
    ]);
  });

  it('answers the same withdrawal to a retried requestId and refuses it for another amount or account', async () => {
    const { a } = await twoWithdrawers();
    const other = await createWithdrawAccount(t.db, a.user.id);
    const body = { accountId: a.account.id, amount: 5_000, requestId: requestId() };
    const first = await apply(a.token, body);
    const again = await apply(a.token, body);
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceOf(a.user.id)).toBe(95_000);
    const reused = errorBody(409, '该提现请求已用于另一笔提现，请刷新后重试', 'REQUEST_ID_REUSED', 'requestId');
    expect((await apply(a.token, { ...body, amount: 5_001 })).body).toEqual(reused);
    expect((await apply(a.token, { ...body, accountId: other.id })).body).toEqual(reused);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, a.user.id))).toHaveLength(1);
  });

  it('lets two promoters use the same requestId independently', async () => {
    const { a, b } = await twoWithdrawers();
    const id = requestId();
    const ra = await apply(a.token, { accountId: a.account.id, amount: 2_000, requestId: id });
    const rb = await apply(b.token, { accountId: b.account.id, amount: 3_000, requestId: id });
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.data.id).not.toBe(rb.body.data.id);
  });

  it('refuses below the minimum, above the balance and past the monthly maximum, each naming amount', async () => {
    const { a } = await twoWithdrawers(9_000_000);
    const at = (amount: number) => apply(a.token, { accountId: a.account.id, amount, requestId: requestId() });
    expect((await at(999)).body).toEqual(errorBody(400, '单笔提现金额不能低于 ¥10.00', 'WITHDRAW_BELOW_MINIMUM', 'amount'));
    expect((await at(9_000_001)).body).toEqual(
      errorBody(409, '超出本月提现额度，本月还可提现 ¥80000.00', 'WITHDRAW_MONTHLY_LIMIT', 'amount'),
    );
    expect((await at(7_000_000)).status).toBe(200);
    expect((await at(1_000_001)).body).toEqual(
      errorBody(409, '超出本月提现额度，本月还可提现 ¥10000.00', 'WITHDRAW_MONTHLY_LIMIT', 'amount'),
    );
    expect((await at(1_000_000)).status).toBe(200);
    expect(await balanceOf(a.user.id)).toBe(1_000_000);
    const { b } = await twoWithdrawers(5_000);
    expect((await apply(b.token, { accountId: b.account.id, amount: 5_001, requestId: requestId() })).body).toEqual(
      errorBody(409, '余额不足', 'INSUFFICIENT_BALANCE', 'amount'),
    );
    expect(await balanceOf(b.user.id)).toBe(5_000);
  });

  it('does not count rejected withdrawals against the month (their amount came back)', async () => {
    const { a } = await twoWithdrawers(9_000_000);
    const big = await apply(a.token, { accountId: a.account.id, amount: 8_000_000, requestId: requestId() });
    await t.db.transaction(async (tx) => {
      await tx.update(withdrawals).set({ status: 'rejected' }).where(eq(withdrawals.id, big.body.data.id));
    });
    // Put back as a refund would, so the invariant still holds.
    await t.db.transaction((tx) =>
      postToLedger(tx, {
        userId: a.user.id,
        type: 'withdrawal_refund',
        amount: 8_000_000,
        ref: { type: 'withdrawal', id: big.body.data.id },
        at: t.clock.now(),
      }),
    );
    expect((await apply(a.token, { accountId: a.account.id, amount: 8_000_000, requestId: requestId() })).status).toBe(200);
  });

  it('opens only on the operator’s withdrawal days when any are set', async () => {
    const { a } = await twoWithdrawers();
    const today = Number(ymdOperator(t.clock.now()).slice(8));
    const other = today === 15 ? 16 : 15;
    await withSetting({ withdrawalDays: [25, other] }, async () => {
      const closed = await apply(a.token, { accountId: a.account.id, amount: 1_000, requestId: requestId() });
      expect(closed.body).toEqual(
        errorBody(
          409,
          `提现开放日为每月 ${[25, other].sort((x, y) => x - y).join('、')} 日，今天不能提现`,
          'WITHDRAW_CLOSED_TODAY',
        ),
      );
    });
    await withSetting({ withdrawalDays: [today] }, async () => {
      expect((await apply(a.token, { accountId: a.account.id, amount: 1_000, requestId: requestId() })).status).toBe(200);
    });
  });

  it('needs the real name, and an account that is mine and not deleted', async () => {
    const { a, b } = await twoWithdrawers();
    const bare = await createUser(t.db);
    const noName = await apply(bare.token, { accountId: a.account.id, amount: 1_000, requestId: requestId() });
    expect(noName.body).toEqual(errorBody(409, '请先完成实名认证', 'REAL_NAME_REQUIRED'));
    const notMine = await apply(a.token, { accountId: b.account.id, amount: 1_000, requestId: requestId() });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    await t.api.post('/api/withdrawAccount/Delete', { id: a.account.id }, a.token);
    expect((await apply(a.token, { accountId: a.account.id, amount: 1_000, requestId: requestId() })).body).toEqual(
      errorBody(404, '提现账户不存在或已删除', 'NOT_FOUND', 'accountId'),
    );
    expect(await balanceOf(a.user.id)).toBe(100_000);
    expect(await balanceOf(b.user.id)).toBe(100_000);
  });

  it('validates the body with field errors', async () => {
    const { a } = await twoWithdrawers();
    const bad = await apply(a.token, { accountId: a.account.id, amount: 10.5, requestId: requestId() });
    expect(bad.body).toEqual(errorBody(400, 'amount：提现金额必须是整数（分）', 'VALIDATION_FAILED', 'amount'));
    const noId = await apply(a.token, { accountId: a.account.id, amount: 1_000, requestId: 'x' });
    expect(noId.body).toEqual(errorBody(400, 'requestId：requestId 无效', 'VALIDATION_FAILED', 'requestId'));
    expect((await apply('', { accountId: a.account.id, amount: 1_000, requestId: requestId() })).status).toBe(401);
  });

  it('leaves no trace when the transaction fails half-way (after the withdrawal row, before the ledger)', async () => {
    const { a } = await twoWithdrawers();
    // A real failure inside the transaction: the event insert, which runs after the withdrawal insert.
    await t.db.execute(sql`create function wallet_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.db.execute(
      sql`create trigger wallet_test_fail before insert on withdrawal_events for each row execute function wallet_test_fail()`,
    );
    try {
      const res = await apply(a.token, { accountId: a.account.id, amount: 1_000, requestId: requestId() });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger wallet_test_fail on withdrawal_events`);
      await t.db.execute(sql`drop function wallet_test_fail()`);
    }
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, a.user.id))).toEqual([]);
    expect(await t.db.select().from(accountRecords).where(eq(accountRecords.userId, a.user.id))).toHaveLength(1);
    expect(await balanceOf(a.user.id)).toBe(100_000);
    // And the same requestId works afterwards: nothing of the failed attempt is left to collide with.
    expect((await apply(a.token, { accountId: a.account.id, amount: 1_000, requestId: `again-${req}` })).status).toBe(200);
  });
});

describe('GET /api/withdraw/page and detail', () => {
  it('lists mine newest first with a status filter, and hides another promoter’s withdrawal', async () => {
    const { a, b } = await twoWithdrawers();
    const ids: number[] = [];
    for (const amount of [1_000, 2_000, 3_000]) {
      ids.push((await apply(a.token, { accountId: a.account.id, amount, requestId: requestId() })).body.data.id);
      t.clock.advance(1_000);
    }
    const theirs = (await apply(b.token, { accountId: b.account.id, amount: 4_000, requestId: requestId() })).body.data.id;
    const page = await t.api.get('/api/withdraw/page', { page: 1, size: 2 }, a.token);
    expect(page.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.data.hasNextPages).toBe(true);
    await t.db.update(withdrawals).set({ status: 'approved' }).where(eq(withdrawals.id, ids[0]!));
    const approved = await t.api.get('/api/withdraw/page', { status: 'approved' }, a.token);
    expect(approved.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await t.api.get('/api/withdraw/detail', { id: theirs }, a.token)).status).toBe(404);
    expect((await t.api.get('/api/withdraw/detail', { id: theirs }, b.token)).body.data.id).toBe(theirs);
    expect((await t.api.get('/api/withdraw/page', { status: 'lost' }, a.token)).status).toBe(400);
  });
});

describe('an account deleted while a withdrawal is in flight', () => {
  it('keeps the snapshot the withdrawal was applied with', async () => {
    const a = await createUser(t.db);
    await createRealName(t.db, a.user.id, '李四');
    const account = await createWithdrawAccount(t.db, a.user.id, '李四');
    await creditBalance(t.db, a.user.id, 5_000, t.clock.now());
    const w = await apply(a.token, { accountId: account.id, amount: 5_000, requestId: requestId() });
    await t.api.post('/api/withdrawAccount/Delete', { id: account.id }, a.token);
    const detail = await t.api.get('/api/withdraw/detail', { id: w.body.data.id }, a.token);
    expect(detail.body.data.account).toEqual(w.body.data.account);
    expect(await t.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, w.body.data.id))).toHaveLength(1);
  });
});
