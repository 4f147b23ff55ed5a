import { desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createWithdrawer, testDataKey } from '../../../test/factories-wallet';
import { requestId } from '../../../test/factories-withdrawals';
import { moneyTestApp } from '../../../test/money-invariants';
import { auditLog, balances, realNames, withdrawals } from '../../db/schema';
import { ymdOperator } from '../../lib/time';

// Tax withholding (劳务报酬, cumulative monthly method) from the admin's switch to the quarterly export:
// what each application withholds, what the promoter is shown first, what the payout pays, what a refund
// gives back, and the file finance files from. Money invariants after every test.
const t = moneyTestApp();
let admin: string;
let finance: string;
let operator: string;
beforeAll(async () => {
  [admin, finance, operator] = (
    await Promise.all([createOperator(t, 'admin'), createOperator(t, 'finance'), createOperator(t, 'operator')])
  ).map((o) => o.token) as [string, string, string];
});
beforeEach(async () => {
  const res = await t.api.post('/admin-api/settings/save', { key: 'app', value: { taxWithholding: true } }, admin);
  expect(res.body.data.app.value.taxWithholding).toBe(true);
});

const yuan = (y: number) => y * 100;
const BALANCE = yuan(60_000);

async function withdrawer() {
  const promoter = await createUser(t.db);
  const account = await createWithdrawer(t.db, promoter.user.id, BALANCE);
  const apply = (amount: number) =>
    t.api.post('/api/withdraw/Apply', { accountId: account.id, amount, requestId: requestId() }, promoter.token);
  const taxMonth = async () => (await t.api.get('/api/withdraw/taxMonth', {}, promoter.token)).body.data;
  return { ...promoter, apply, taxMonth };
}
const finance$ = (step: string, body: Record<string, unknown>) =>
  t.api.post(`/admin-api/withdrawals/${step}`, { requestId: requestId(), ...body }, finance);
const balanceOf = async (userId: number) => (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance;

describe('withholding on', () => {
  it('withholds the month’s tax less what it withheld; the promoter sees the month first; a refund gives the tax back', async () => {
    const p = await withdrawer();
    expect(await p.taxMonth()).toEqual({ withholding: true, gross: 0, withheld: 0 });

    // ¥3,000: (3,000 − 800) × 20 % = ¥440; the 6 % fee is ¥180.
    const a = (await p.apply(yuan(3_000))).body.data;
    expect(a).toMatchObject({ amount: yuan(3_000), fee: yuan(180), tax: yuan(440), net: yuan(2_380) });
    expect(await p.taxMonth()).toEqual({ withholding: true, gross: yuan(3_000), withheld: yuan(440) });

    // Another ¥3,000: the month's ¥6,000 owes 6,000 × 80 % × 20 % = ¥960, of which ¥440 is withheld.
    const b = (await p.apply(yuan(3_000))).body.data;
    expect(b).toMatchObject({ tax: yuan(520), net: yuan(3_000 - 180 - 520) });
    // ¥30,000 more: ¥36,000 gross → ¥28,800 taxable at 30 % less ¥2,000 = ¥6,640, less ¥960 withheld.
    const c = (await p.apply(yuan(30_000))).body.data;
    expect(c).toMatchObject({ fee: yuan(1_800), tax: yuan(5_680), net: yuan(30_000 - 1_800 - 5_680) });
    // The balance lost the amounts applied for: fee and tax are parts of them, not extra postings.
    expect(await balanceOf(p.user.id)).toBe(BALANCE - yuan(36_000));

    // Rejected: the whole amount (its tax with it) returns, and the month no longer counts it.
    expect((await finance$('reject', { id: c.id, reason: '收款账户信息有误' })).status).toBe(200);
    expect(await balanceOf(p.user.id)).toBe(BALANCE - yuan(6_000));
    expect(await p.taxMonth()).toEqual({ withholding: true, gross: yuan(6_000), withheld: yuan(960) });

    // The payout pays the net: what the detail shows finance and the promoter alike.
    await finance$('approve', { id: a.id });
    await finance$('startPayout', { id: a.id });
    const paid = await finance$('recordTransfer', { id: a.id, transferNo: 'TAX20261126001', outcome: 'paid' });
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      amount: yuan(3_000),
      fee: yuan(180),
      tax: yuan(440),
      net: yuan(2_380),
    });
    const own = (await t.api.get('/api/withdraw/detail', { id: a.id }, p.token)).body.data;
    expect(own).toMatchObject({ tax: yuan(440), net: yuan(2_380) });
  });

  it('two applications at once: one waits for the other, so together they withhold exactly the month’s tax', async () => {
    const p = await withdrawer();
    const answers = await Promise.all([p.apply(yuan(3_000)), p.apply(yuan(3_000))]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const taxes = answers.map((r) => r.body.data.tax as number).sort((x, y) => x - y);
    expect(taxes).toEqual([yuan(440), yuan(520)]);
  });

  it('records nothing withheld, and tells the app so, once the admin switches it off', async () => {
    const off = await t.api.post('/admin-api/settings/save', { key: 'app', value: { taxWithholding: false } }, admin);
    expect(off.status).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetId: 'app', before: { taxWithholding: true }, after: { taxWithholding: false } });
    const p = await withdrawer();
    expect(await p.taxMonth()).toEqual({ withholding: false, gross: 0, withheld: 0 });
    const w = (await p.apply(yuan(5_000))).body.data;
    expect(w).toMatchObject({ tax: 0, net: yuan(5_000 - 300) });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row?.taxWithheld).toBe(false);
    // A value that is not a switch is refused, naming the field.
    const bad = await t.api.post('/admin-api/settings/save', { key: 'app', value: { taxWithholding: 'yes' } }, admin);
    expect(bad.body).toMatchObject({ code: 400, field: 'value.taxWithholding', msg: 'value.taxWithholding：代扣个税应为开或关' });
  });
});

describe('the quarterly tax export', () => {
  it('lists per promoter and month the paid gross, fee, tax and net, with the real name and whole ID number', async () => {
    const p = await withdrawer();
    const ids: number[] = [];
    for (const amount of [yuan(3_000), yuan(1_234.5)]) ids.push((await p.apply(amount)).body.data.id);
    for (const id of ids) {
      await finance$('approve', { id });
      await finance$('startPayout', { id });
      await finance$('recordTransfer', { id, transferNo: `TAX${id}`, outcome: 'paid' });
    }
    // Applied but not paid: not in the file.
    await p.apply(yuan(100));

    const month = ymdOperator(t.clock.now()).slice(0, 7);
    const quarter = Math.floor((Number(month.slice(5)) - 1) / 3) + 1;
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/withdrawals/tax-export',
      query: { year: month.slice(0, 4), quarter: String(quarter) },
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="tax-${month.slice(0, 4)}-Q${quarter}-\\d{12}\\.csv"$`),
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('月份,推客号,姓名,身份证号,收入额(元),服务费(元),已扣个税(元),实付金额(元),提现笔数');
    const [identity] = await t.db.select().from(realNames).where(eq(realNames.userId, p.user.id));
    const idNumber = testDataKey.decrypt(identity?.idNumberEnc ?? '');
    expect(idNumber).toMatch(/^\d{17}[\dX]$/);
    const mine = lines.filter((l) => l.includes(`"=""${p.user.promoterNo}"""`));
    // ¥4,234.50 in the month: 4,234.50 × 80 % × 20 % = ¥677.52 (¥440 + ¥237.52); fees ¥180 + ¥74.07.
    expect(mine).toEqual([
      `${month},"=""${p.user.promoterNo}""",张三,"=""${idNumber}""","=""4234.50""","=""254.07""","=""677.52""","=""3302.91""",2`,
    ]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.taxExport')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ targetType: 'withdrawals', after: { year: Number(month.slice(0, 4)), quarter } });
  });

  it('is finance’s and the admin’s only, and refuses a quarter that does not exist, naming it', async () => {
    expect((await t.api.get('/admin-api/withdrawals/tax-export', { year: '2026', quarter: '4' }, operator)).status).toBe(403);
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: '/admin-api/withdrawals/tax-export',
      query: { year: '2026', quarter: '4' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(byAdmin.statusCode).toBe(200);
    const bad = await t.api.get('/admin-api/withdrawals/tax-export', { year: '2026', quarter: '5' }, finance);
    expect(bad.body).toMatchObject({ code: 400, field: 'quarter', msg: 'quarter：季度必须是 1-4' });
  });
});
