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

/**
 * The promoter's share at `bps` of an upstream amount of `upstreamFen` (a CPS recharge, a refund of
 * one): upstream × bps / 10 000 rounded to the nearest fen, a half fen rounded away from zero — the
 * rule serviceFee uses, applied to the magnitude, with the sign put back. Why this rule: it is what a
 * promoter checking a line by hand works out (四舍五入), per line the error is at most half a fen either
 * way (so over many lines it does not drift one way, as flooring would, always in the platform's
 * favour); and because it is symmetric, a refund's share is exactly the negation of the credit's share
 * (shareOf(−x) = −shareOf(x)), so a line and its full refund net to 0 fen, the rebate on them too.
 * BigInt inside, so no amount loses precision; the result is a safe integer.
 */
export function shareOf(upstreamFen: number, bps: number): number {
  if (!Number.isSafeInteger(upstreamFen)) throw new RangeError(`upstream amount must be whole fen, got ${upstreamFen}`);
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_PER_UNIT) throw new RangeError(`bps must be 0..10000, got ${bps}`);
  const unit = BigInt(BPS_PER_UNIT);
  const magnitude = Number((BigInt(Math.abs(upstreamFen)) * BigInt(bps) + unit / 2n) / unit);
  return upstreamFen < 0 && magnitude > 0 ? -magnitude : magnitude; // never −0
}

/**
 * A per-unit price times a count (CPA: new users × the price per new user), exact: no rounding is
 * needed, whole fen times a whole count. A negative count (扣量: users the upstream took back) gives
 * the negative of the same count's credit. Throws past the safe range rather than lose a fen.
 */
export function unitTimes(count: number, unitFen: number): number {
  if (!Number.isSafeInteger(count)) throw new RangeError(`count must be a whole number, got ${count}`);
  if (!Number.isSafeInteger(unitFen) || unitFen < 0) throw new RangeError(`unit price must be whole fen ≥ 0, got ${unitFen}`);
  const product = count * unitFen;
  if (!Number.isSafeInteger(product)) throw new RangeError(`${count} × ${unitFen} fen leaves the safe range`);
  return product === 0 ? 0 : product; // never −0 (−2 × 0)
}
