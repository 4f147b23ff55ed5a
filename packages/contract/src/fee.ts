/**
 * Fee arithmetic shared by the server (which charges it) and the app (which shows it before the
 * promoter confirms), so both always agree to the fen. Zod-free. Rates are integer basis points
 * (600 = 6 %); only the spec's `withdrawalServiceFeeRate` travels as a decimal (app-config call).
 */
const BPS_PER_UNIT = 10_000;

/** The decimal the spec shows (600 → 0.06). Exact to the nearest double, like the literal 0.06. */
export const bpsToRate = (bps: number) => bps / BPS_PER_UNIT;

/** The basis points a decimal rate from the app-config call stands for (0.06 → 600). */
export const rateToBps = (rate: number) => Math.round(rate * BPS_PER_UNIT);

/**
 * The service fee on a withdrawal of `amount` fen at `bps`: amount × bps / 10 000, rounded to the
 * nearest fen, a half fen rounded up (四舍五入, as the promoter would work it out by hand). Computed
 * on BigInt so no amount loses precision. So 0 ≤ fee ≤ amount, and the fee never differs from the
 * exact product by more than half a fen.
 */
export function serviceFee(amount: number, bps: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be whole fen ≥ 0, got ${amount}`);
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_PER_UNIT) throw new RangeError(`bps must be 0..10000, got ${bps}`);
  const unit = BigInt(BPS_PER_UNIT);
  return Number((BigInt(amount) * BigInt(bps) + unit / 2n) / unit);
}
