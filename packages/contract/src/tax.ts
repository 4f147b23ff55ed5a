/**
 * Individual income tax withheld on a promoter's withdrawals as 劳务报酬 (labour remuneration), by the
 * cumulative monthly method Chinese platforms use: the tax is worked out on the month's cumulative gross
 * of the promoter, and each payout withholds what that tax adds to what the month has withheld already.
 * Shared by the server (which withholds it) and the app (which shows it before the promoter confirms).
 * Zod-free; integer fen throughout.
 *
 * Per the preliminary withholding rule for 劳务报酬 (国家税务总局公告 2018 年第 61 号):
 * - gross ≤ ¥4,000: taxable = gross − ¥800 (nothing below ¥800), at 20 %;
 * - gross > ¥4,000: taxable = gross × 80 %, at 20 % up to ¥20,000 of taxable income, 30 % (less ¥2,000)
 *   up to ¥50,000, 40 % (less ¥7,000) above.
 *
 * Rounding, once, at the end, to the nearest fen (四舍五入, as a tax form is filled in). The exact tax is
 * a whole number of fen over 5 (up to ¥4,000) or over 25 (above), so it is never exactly half a fen and
 * the rounding has no tie to break. Nothing is rounded on the way, so the tax is within half a fen of the
 * exact figure, and it is continuous at ¥4,000 of gross and at ¥20,000 and ¥50,000 of taxable income
 * (both rules give the same figure there).
 */

const DEDUCTION_FLOOR = 400_000;
const FLAT_DEDUCTION = 80_000;

/** Taxable-income brackets above ¥4,000 of gross: upper bound (fen, inclusive), rate (%), quick deduction (fen). */
const BRACKETS = [
  { upTo: 2_000_000, ratePct: 20, quick: 0 },
  { upTo: 5_000_000, ratePct: 30, quick: 200_000 },
  { upTo: Number.POSITIVE_INFINITY, ratePct: 40, quick: 700_000 },
] as const;

/** n / d rounded half up, for n ≥ 0 and d > 0, exactly (BigInt: no product loses precision). */
const roundHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** The tax on a month's cumulative gross of `gross` fen. */
export function laborRemunerationTax(gross: number): number {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`gross must be whole fen ≥ 0, got ${gross}`);
  if (gross <= DEDUCTION_FLOOR) {
    // (gross − 800) × 20 % = (gross − 800) / 5.
    return gross <= FLAT_DEDUCTION ? 0 : Number(roundHalfUp(BigInt(gross - FLAT_DEDUCTION), 5n));
  }
  // taxable = gross × 4/5, so taxable × rate% = gross × 4 × rate / 500; the bracket is chosen on the exact
  // taxable income (4 × gross compared with 5 × the bound).
  const bracket = BRACKETS.find((b) => 4 * gross <= 5 * b.upTo) ?? BRACKETS[2];
  return Number(roundHalfUp(BigInt(gross) * 4n * BigInt(bracket.ratePct), 500n)) - bracket.quick;
}

export interface MonthSoFar {
  /** The gross of the month's earlier withdrawals that were withheld on (refunded ones excluded). */
  gross: number;
  /** The tax those withdrawals withheld. */
  withheld: number;
}

/**
 * The tax one withdrawal of `amount` fen withholds: the tax on the month's cumulative gross with it, less
 * what the month has withheld. Never negative: when an earlier withdrawal was refunded after a later one
 * was taxed on top of it, the month has withheld more than its gross now calls for, and this payout
 * withholds nothing (the surplus is settled in the annual reconciliation, as any over-withholding is).
 */
export function withdrawalTax(amount: number, month: MonthSoFar): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be whole fen ≥ 0, got ${amount}`);
  return Math.max(0, laborRemunerationTax(month.gross + amount) - month.withheld);
}
