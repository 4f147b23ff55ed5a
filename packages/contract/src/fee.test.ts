import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpsToRate, rateToBps, serviceFee, shareOf, unitTimes } from './fee';

const amounts = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const bpsValues = fc.integer({ min: 0, max: 10_000 });

describe('serviceFee (integer fen, basis points, half a fen rounded up)', () => {
  it('works the examples a promoter would check by hand', () => {
    expect(serviceFee(100_000, 600)).toBe(6_000); // ¥1000 at 6 % → ¥60
    expect(serviceFee(1_000, 600)).toBe(60);
    expect(serviceFee(8, 600)).toBe(0); // 0.48 fen
    expect(serviceFee(9, 600)).toBe(1); // 0.54 fen
    expect(serviceFee(25, 200)).toBe(1); // exactly half a fen rounds up
    expect(serviceFee(75, 200)).toBe(2); // 1.5 fen rounds up
    expect(serviceFee(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is within half a fen of the exact product, a tie going up', () => {
    fc.assert(
      fc.property(amounts, bpsValues, (amount, bps) => {
        const diff = BigInt(serviceFee(amount, bps)) * 10_000n - BigInt(amount) * BigInt(bps);
        return diff > -5_000n && diff <= 5_000n;
      }),
    );
  });

  it('never exceeds the amount and is never negative, so the net is never negative', () => {
    fc.assert(
      fc.property(amounts, bpsValues, (amount, bps) => {
        const fee = serviceFee(amount, bps);
        return Number.isSafeInteger(fee) && fee >= 0 && fee <= amount && amount - fee >= 0;
      }),
    );
  });

  it('grows with the amount and with the rate', () => {
    fc.assert(
      fc.property(amounts, amounts, bpsValues, bpsValues, (a, b, r, s) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [rlo, rhi] = r <= s ? [r, s] : [s, r];
        return serviceFee(lo, r) <= serviceFee(hi, r) && serviceFee(a, rlo) <= serviceFee(a, rhi);
      }),
    );
  });

  it('takes nothing at 0 bps and everything at 10 000 bps', () => {
    fc.assert(fc.property(amounts, (amount) => serviceFee(amount, 0) === 0 && serviceFee(amount, 10_000) === amount));
  });

  it('refuses what is not whole fen or a rate outside 0..10 000 bps', () => {
    for (const [amount, bps] of [
      [-1, 600],
      [1.5, 600],
      [Number.MAX_SAFE_INTEGER + 1, 600],
      [100, -1],
      [100, 10_001],
      [100, 6.5],
    ] as const)
      expect(() => serviceFee(amount, bps)).toThrow(RangeError);
  });
});

describe('bpsToRate', () => {
  it('gives the decimal literal an operator would type', () => {
    fc.assert(fc.property(bpsValues, (bps) => bpsToRate(bps) === Number((bps / 10_000).toFixed(4))));
    expect(bpsToRate(600)).toBe(0.06);
  });
});

describe('rateToBps', () => {
  it('reads back every rate bpsToRate writes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (bps) => rateToBps(bpsToRate(bps)) === bps));
  });
});

const signedAmounts = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('shareOf (a share of an upstream amount: half a fen rounded away from zero, mirrored for refunds)', () => {
  it('works awkward amounts: 1 fen, exact halves, just under and over half', () => {
    expect(shareOf(1, 7000)).toBe(1); // 0.7 fen
    expect(shareOf(1, 4999)).toBe(0); // 0.4999 fen
    expect(shareOf(1, 5000)).toBe(1); // exactly half a fen rounds up
    expect(shareOf(3, 5000)).toBe(2); // 1.5 fen
    expect(shareOf(1_429, 7000)).toBe(1_000); // 1000.3 fen
    expect(shareOf(12_345, 4450)).toBe(5_494); // 5493.525 fen
    expect(shareOf(0, 7000)).toBe(0);
    expect(shareOf(999, 0)).toBe(0);
    expect(shareOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("mirrors a refund: the refund's share is exactly minus the credit's, so a full refund nets to 0", () => {
    expect(shareOf(-1, 5000)).toBe(-1);
    expect(shareOf(-3, 5000)).toBe(-2);
    expect(shareOf(-12_345, 4450)).toBe(-5_494);
    expect(Object.is(shareOf(-1, 4999), 0)).toBe(true); // no −0 leaks into a sum or a JSON answer
    fc.assert(fc.property(signedAmounts, bpsValues, (x, bps) => shareOf(x, bps) + shareOf(-x, bps) === 0));
  });

  it('is within half a fen of the exact product, a tie going away from zero', () => {
    fc.assert(
      fc.property(signedAmounts, bpsValues, (x, bps) => {
        const diff = BigInt(Math.abs(shareOf(x, bps))) * 10_000n - BigInt(Math.abs(x)) * BigInt(bps);
        return diff > -5_000n && diff <= 5_000n && shareOf(x, bps) * x >= 0;
      }),
    );
  });

  it('refuses what is not whole fen or a rate outside 0..10 000 bps', () => {
    for (const [x, bps] of [
      [1.5, 600],
      [Number.MAX_SAFE_INTEGER + 1, 600],
      [100, -1],
      [100, 10_001],
      [100, 6.5],
    ] as const)
      expect(() => shareOf(x, bps)).toThrow(RangeError);
  });
});

describe('unitTimes (a count times a unit price, exact)', () => {
  it('multiplies exactly, a negative count mirroring the positive one', () => {
    expect(unitTimes(3, 350)).toBe(1_050);
    expect(unitTimes(1, 1)).toBe(1);
    expect(unitTimes(-2, 350)).toBe(-700);
    expect(Object.is(unitTimes(-2, 0), 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (n, p) => {
        return unitTimes(n, p) + unitTimes(-n, p) === 0 && unitTimes(n, p) === n * p;
      }),
    );
  });

  it('refuses a fractional count or price, a negative price, and a product past the safe range', () => {
    for (const [n, p] of [
      [1.5, 350],
      [2, 3.5],
      [2, -350],
      [Number.MAX_SAFE_INTEGER, 2],
    ] as const)
      expect(() => unitTimes(n, p)).toThrow(RangeError);
  });
});
