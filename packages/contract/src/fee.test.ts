import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpsToRate, rateToBps, serviceFee } from './fee';

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
