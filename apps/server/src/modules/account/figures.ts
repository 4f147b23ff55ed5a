import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { balances, incomeDays, receivables, type WITHDRAWAL_STATUSES, withdrawals } from '../../db/schema';

/**
 * The promoter's money figures, defined once as SQL over a user id expression, so the statements that
 * read them (home data, the account summary) and the services that check against them agree by
 * construction. Each is an index read of maintained rows (balances, income_days), never a sum over the
 * promoter's history: see `balances` and `incomeDays` in db/schema/money.ts for how they are kept.
 */

type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Applied for and neither paid nor returned: the amount has left the balance and is on its way. */
const IN_FLIGHT: readonly WithdrawalStatus[] = ['submitted', 'approved', 'paying'];
/** What counts against the monthly maximum: everything not returned to the balance. */
const COUNTED: readonly WithdrawalStatus[] = [...IN_FLIGHT, 'paid'];

const number = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const ofUser = (userId: SQL, column: 'balance' | 'earned' | 'frozen' | 'withdrawn') =>
  number(sql`coalesce((select ${balances[column]} from ${balances} where ${balances.userId} = ${userId}), 0)`);

/** Income lines of every status dated within the inclusive YYYY-MM-DD days, from the per-day sums. */
const incomeBetween = (userId: SQL, from: SQL, to: SQL) =>
  number(sql`(select coalesce(sum(${incomeDays.amount}), 0) from ${incomeDays}
    where ${incomeDays.userId} = ${userId} and ${incomeDays.incomeDate} between ${from} and ${to})`);

/**
 * A promoter's withdrawals applied for in [from, to) that count against the monthly maximum (in flight
 * or paid; rejected and failed ones came back): the (user, created at) index's range.
 */
export const countedWithdrawals = (userId: SQL, from: SQL | Date, to: SQL | Date) =>
  and(
    eq(withdrawals.userId, userId),
    inArray(withdrawals.status, [...COUNTED]),
    gte(withdrawals.createdAt, from),
    lt(withdrawals.createdAt, to),
  );

/** The sum of `countedWithdrawals`, as a subquery. */
const withdrawnBetween = (userId: SQL, from: SQL, to: SQL) =>
  number(sql`(select coalesce(sum(${withdrawals.amount}), 0) from ${withdrawals} where ${countedWithdrawals(userId, from, to)})`);

/** What the promoter still owes (待扣回): open receivables, a few rows at most, read by their partial index. */
const owed = (userId: SQL) =>
  number(sql`(select coalesce(sum(${receivables.amount} - ${receivables.paid}), 0) from ${receivables}
    where ${receivables.userId} = ${userId} and ${receivables.paid} < ${receivables.amount})`);

/**
 * The home page's figures: the balance, the income lines (any status) of today, yesterday and the
 * month so far (operator-zone days), and everything ever earned (credited to the ledger).
 */
export const homeFigures = (userId: SQL, days: { today: SQL; yesterday: SQL; monthStart: SQL }) => ({
  balance: ofUser(userId, 'balance'),
  todayEstimate: incomeBetween(userId, days.today, days.today),
  yesterdayEstimate: incomeBetween(userId, days.yesterday, days.yesterday),
  monthEstimate: incomeBetween(userId, days.monthStart, days.today),
  totalIncome: ofUser(userId, 'earned'),
});

/**
 * The wallet's figures; always totalEarned = withdrawable + frozen + totalWithdrawn (what was earned is
 * in the balance, on its way out, or paid out). `withdrawnThisMonth` is the month [monthStart, nextMonth).
 */
export const summaryFigures = (userId: SQL, month: { monthStart: SQL; nextMonth: SQL }) => ({
  withdrawable: ofUser(userId, 'balance'),
  frozen: ofUser(userId, 'frozen'),
  totalEarned: ofUser(userId, 'earned'),
  totalWithdrawn: ofUser(userId, 'withdrawn'),
  withdrawnThisMonth: withdrawnBetween(userId, month.monthStart, month.nextMonth),
  receivable: owed(userId),
});
