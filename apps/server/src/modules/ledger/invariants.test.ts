import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWork } from '../../../test/factories';
import { createIncomeLine, createWithdrawal } from '../../../test/factories-income';
import { creditBalance } from '../../../test/factories-wallet';
import { moneyTestApp } from '../../../test/money-invariants';
import type { Tx } from '../../db/client';
import { incomeLines, rebates, receivables } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { postIncomeLine } from '../settlement';
import { checkMoneyInvariants, postToLedger } from './index';

const t = moneyTestApp();
/** Money of every kind the checker knows: a rebate, a receivable partly paid off, withdrawals, an operator's adjustment. */
const m = { inviter: 0, invitee: 0, line: 0, rebate: 0, receivable: 0, rejected: 0, estimate: 0, platform: 0 };

beforeAll(async () => {
  const now = t.clock.now();
  const { user: inviter } = await createUser(t.db);
  const { user: invitee } = await createUser(t.db, { inviterId: inviter.id });
  const work = await createWork(t.db);
  Object.assign(m, { inviter: inviter.id, invitee: invitee.id, platform: work.taskPlatformId });
  const base = { userId: invitee.id, incomeDate: '2026-03-01', workId: work.id, taskPlatformId: work.taskPlatformId };
  const line = await createIncomeLine(t.db, { ...base, amount: 10_000, status: 'credited', createdAt: now });
  m.line = line.id;
  m.rebate = firstRow(await t.db.select().from(rebates).where(eq(rebates.sourceLineId, line.id)), 'rebate').id;
  await createWithdrawal(t.db, invitee.id, 10_000, 'paid', now);
  m.rejected = (await createWithdrawal(t.db, inviter.id, 500, 'rejected', now)).id;
  await createIncomeLine(t.db, { ...base, amount: -3_000, status: 'credited', createdAt: now });
  await createIncomeLine(t.db, { ...base, amount: 1_000, status: 'credited', createdAt: now });
  m.receivable = firstRow(await t.db.select().from(receivables).where(eq(receivables.userId, invitee.id)), 'receivable').id;
  m.estimate = (await createIncomeLine(t.db, { ...base, amount: 700 })).id;
  await creditBalance(t.db, inviter.id, 800, now);
});

const rollback = new Error('rollback');
/** The problems found after `corrupt` ran, in a transaction rolled back afterwards. */
async function problemsAfter(corrupt: (tx: Tx) => Promise<unknown>): Promise<string[]> {
  let problems: string[] = [];
  await t.db
    .transaction(async (tx) => {
      await corrupt(tx);
      problems = (await checkMoneyInvariants(tx)).problems;
      throw rollback;
    })
    .catch((e: unknown) => {
      if (e !== rollback) throw e;
    });
  return problems;
}

describe('checkMoneyInvariants', () => {
  it('finds nothing wrong with money moved only the ways the code moves it, and says how many users it checked', async () => {
    expect(await checkMoneyInvariants(t.db)).toEqual({ problems: [], users: 2 });
  });

  it('finds a balance that is not the sum of its ledger', async () => {
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update balances set balance = balance + 1 where user_id = ${m.inviter}`),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^user ${m.inviter}: balance \\d+ ≠ ledger sum \\d+$`)),
        expect.stringMatching(new RegExp(`^user ${m.inviter}: latest balance_after \\d+ ≠ balance \\d+$`)),
        expect.stringMatching(new RegExp(`^wallet figures of user ${m.inviter}: `)),
      ]),
    );
  });

  it('finds a line naming a work, task platform or price version that does not exist (no foreign key holds them)', async () => {
    const problems = await problemsAfter((tx) =>
      tx.execute(
        sql`update income_lines set work_id = 999999001, task_platform_id = 999999002, price_id = 999999003 where id = ${m.line}`,
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        `income line ${m.line} references work 999999001, which does not exist`,
        `income line ${m.line} references task platform 999999002, which does not exist`,
        `income line ${m.line} references price version 999999003, which does not exist`,
      ]),
    );
  });

  it('finds a line, a ledger row or an income day of a user who does not exist (no foreign key holds them)', async () => {
    const problems = await problemsAfter(async (tx) => {
      await tx.execute(sql`update income_lines set user_id = 999999004 where id = ${m.estimate}`);
      await tx.execute(sql`insert into income_days (user_id, income_date, amount) values (999999007, '2026-01-01', 1)`);
      await tx.execute(sql`insert into account_records (user_id, type, amount, balance_after, ref_type, ref_id, note)
        values (999999005, 'adjustment', 1, 1, 'adjustment', 999999006, '')`);
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        `income line ${m.estimate} references user 999999004, who does not exist`,
        'user 999999005: ledger entries but no balance row',
        'income days of user 999999007, who does not exist',
      ]),
    );
  });

  it('finds a maintained day sum or split that is not the sum of its lines', async () => {
    const problems = await problemsAfter(async (tx) => {
      await tx.execute(
        sql`update income_days set amount = amount + 1 where user_id = ${m.invitee} and income_date = '2026-03-01'`,
      );
      await tx.execute(
        sql`update income_day_splits set lines = lines + 1 where user_id = ${m.invitee} and income_date = '2026-03-01'`,
      );
      await tx.execute(sql`insert into income_day_splits (user_id, income_date, task_platform_id, work_id, amount, lines)
        values (${m.invitee}, '2026-03-02', ${m.platform}, null, 5, 1)`);
    });
    expect(problems).toEqual([
      `income day 2026-03-01 of user ${m.invitee}: 8001 fen kept, its lines sum to 8000`,
      expect.stringMatching(
        new RegExp(
          `^income day 2026-03-01 of user ${m.invitee}, platform ${m.platform}, work \\d+: 8000 fen in 4 lines kept, its lines 8000 fen in 3$`,
        ),
      ),
      `income day 2026-03-02 of user ${m.invitee}, platform ${m.platform}, work none: 5 fen in 1 lines kept, its lines 0 fen in 0`,
    ]);
  });

  it('finds a credited line without its ledger row, and a line not credited with one', async () => {
    const problems = await problemsAfter(async (tx) => {
      await tx.execute(sql`update income_lines set status = 'estimated', kind = 'estimate' where id = ${m.line}`);
      // The estimate may be superseded by a settled line of its day; a credited line never is.
      await tx.execute(
        sql`update income_lines set status = 'credited', kind = 'settled', superseded_at = null where id = ${m.estimate}`,
      );
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        `income line ${m.line} (estimated, 10000 fen): ledger 10000 fen in 1 rows, owed 0 fen`,
        `income line ${m.estimate} (credited, 700 fen): ledger 0 fen in 0 rows, owed 0 fen`,
        expect.stringMatching(new RegExp(`^rebate ${m.rebate} .* source line ${m.line} estimated `)),
      ]),
    );
  });

  it('finds a ledger row referencing an income line that does not exist', async () => {
    const problems = await problemsAfter((tx) =>
      postToLedger(tx, {
        userId: m.inviter,
        type: 'income',
        amount: 1,
        ref: { type: 'income_line', id: 987_654 },
        at: new Date(),
      }),
    );
    expect(problems).toEqual(['ledger rows reference income line 987654, which does not exist']);
  });

  it('finds a withdrawal whose ledger rows do not match its status', async () => {
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update withdrawals set status = 'paid' where id = ${m.rejected}`),
    );
    expect(problems).toContain(`withdrawal ${m.rejected} (paid, 500 fen): debit -500, refund 500`);
  });

  it('finds a rebate without its ledger row, or paid to someone other than the inviter', async () => {
    const problems = await problemsAfter(async (tx) => {
      // An inviter is fixed at registration (users_inviter_fixed): this corruption needs its guard off, in
      // this rolled-back transaction only.
      await tx.execute(sql`alter table users disable trigger users_inviter_fixed`);
      await tx.execute(sql`update users set inviter_id = null where id = ${m.invitee}`);
      const line = await postIncomeLine(tx, {
        userId: m.invitee,
        taskPlatformId: m.platform,
        workId: null,
        kind: 'settled',
        incomeDate: '2026-03-02',
        reportDate: '2026-03-02',
        rowKey: 'unrebated',
        amount: 5_000,
        reasonCode: null,
        priceId: null,
        provenance: { source: 'report', batch: 'b', row: 1, matchedBy: 'uid', matched: 'u', rule: 'CPS' },
        at: new Date(),
      });
      await tx.insert(rebates).values({ userId: m.inviter, sourceLineId: line.lineId, bps: 1000, amount: 500 });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^rebate \d+ \(500 fen to user \d+\): ledger 0 fen in 0 rows, owed 0 fen, .* invited by nobody$/),
        expect.stringMatching(new RegExp(`^rebate ${m.rebate} .* invited by nobody$`)),
      ]),
    );
  });

  it('finds a receivable whose payments do not add up, and one left open beside a balance', async () => {
    const problems = await problemsAfter(async (tx) => {
      await tx.execute(sql`update receivables set paid = paid + 1 where id = ${m.receivable}`);
      await tx.insert(receivables).values({ userId: m.inviter, refType: 'rebate', refId: m.rebate, amount: 5 });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        `receivable ${m.receivable}: paid 1001 ≠ its payments 1000`,
        expect.stringMatching(new RegExp(`^user ${m.inviter}: owes 5 fen in receivables with a balance of \\d+$`)),
      ]),
    );
  });

  it("finds an operator's adjustment without its ledger row", async () => {
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`insert into balance_adjustments (user_id, operator_id, amount, reason, request_id)
        select ${m.inviter}, operator_id, 300, 'x', 'no-ledger' from balance_adjustments limit 1`),
    );
    expect(problems).toEqual([expect.stringMatching(/^balance adjustment \d+ \(300 fen\): ledger rows 0, 0 fen$/)]);
  });

  it('reads one snapshot: a line and its credit committed together are never half seen', async () => {
    const lines = await t.db.$count(incomeLines);
    const posting = Array.from({ length: 5 }, (_, i) =>
      t.db.transaction((tx) =>
        postIncomeLine(tx, {
          userId: m.inviter,
          taskPlatformId: m.platform,
          workId: null,
          kind: 'settled',
          incomeDate: '2026-03-03',
          reportDate: '2026-03-03',
          rowKey: `snapshot-${i}`,
          amount: 100 + i,
          reasonCode: null,
          priceId: null,
          provenance: { source: 'report', batch: 'b', row: i + 1, matchedBy: 'uid', matched: 'u', rule: 'CPS' },
          at: new Date(),
        }),
      ),
    );
    const checks = Array.from({ length: 5 }, () => checkMoneyInvariants(t.db));
    const reports = await Promise.all([...checks, ...posting]);
    for (const r of reports.slice(0, 5)) expect(r).toMatchObject({ problems: [] });
    expect(await t.db.$count(incomeLines)).toBe(lines + 5);
  });
});
