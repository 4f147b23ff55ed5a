import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laborRemunerationTax as tax, withdrawalTax } from './tax';

const yuan = (y: number) => Math.round(y * 100);

describe('laborRemunerationTax (劳务报酬, preliminary withholding, integer fen)', () => {
  it('takes nothing up to ¥800, then (gross − 800) × 20 % up to ¥4,000', () => {
    expect(tax(0)).toBe(0);
    expect(tax(yuan(800))).toBe(0);
    expect(tax(80_001)).toBe(0); // 0.2 fen
    expect(tax(80_002)).toBe(0); // 0.4 fen
    expect(tax(80_003)).toBe(1); // 0.6 fen
    expect(tax(yuan(1000))).toBe(yuan(40));
    expect(tax(yuan(1234.56))).toBe(8_691); // 434.56 × 20 % = 86.912
    expect(tax(yuan(4000))).toBe(yuan(640));
  });

  it('above ¥4,000 taxes 80 % of the gross at 20 / 30 / 40 % with quick deductions 0 / 2,000 / 7,000', () => {
    expect(tax(400_001)).toBe(64_000); // 64 000.16
    expect(tax(400_003)).toBe(64_000); // 64 000.48
    expect(tax(400_004)).toBe(64_001); // 64 000.64
    expect(tax(yuan(12_345.67))).toBe(197_531); // 197 530.72
    expect(tax(yuan(20_000))).toBe(yuan(3_200)); // taxable 16 000 at 20 %
    expect(tax(yuan(50_000))).toBe(yuan(10_000)); // taxable 40 000: 12 000 − 2 000
    expect(tax(yuan(100_000))).toBe(yuan(25_000)); // taxable 80 000: 32 000 − 7 000
  });

  it('meets itself at each boundary: ¥4,000 of gross, ¥20,000 and ¥50,000 of taxable income', () => {
    // ¥20,000 taxable is ¥25,000 gross: 4 000 at 20 %, and 6 000 − 2 000 at 30 %.
    expect(tax(yuan(25_000))).toBe(yuan(4_000));
    expect(tax(yuan(25_000) + 1)).toBe(yuan(4_000)); // 400 000.24, now at 30 %
    expect(tax(yuan(25_000) + 5)).toBe(yuan(4_000) + 1); // 400 001.2
    // ¥50,000 taxable is ¥62,500 gross: 15 000 − 2 000 at 30 %, and 20 000 − 7 000 at 40 %.
    expect(tax(yuan(62_500))).toBe(yuan(13_000));
    expect(tax(yuan(62_500) + 1)).toBe(yuan(13_000)); // 1 300 000.32, now at 40 %
    expect(tax(yuan(62_500) + 2)).toBe(yuan(13_000) + 1); // 1 300 000.64
  });

  it('never falls as the gross rises, and stays within half a fen of the exact figure', () => {
    const gross = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(fc.property(gross, (g) => tax(g + 1) >= tax(g)));
    fc.assert(
      fc.property(gross, (g) => {
        // The exact tax × 500 as an integer, from the rule as the tax office writes it.
        const exact500 =
          g <= 80_000
            ? 0n
            : g <= 400_000
              ? BigInt(g - 80_000) * 100n
              : (() => {
                  const t4 = BigInt(g) * 4n; // taxable × 5
                  if (t4 <= 10_000_000n) return t4 * 20n;
                  if (t4 <= 25_000_000n) return t4 * 30n - 200_000n * 500n;
                  return t4 * 40n - 700_000n * 500n;
                })();
        const diff = BigInt(tax(g)) * 500n - exact500;
        return diff > -250n && diff < 250n;
      }),
    );
  });

  it('refuses what is not whole fen', () => {
    expect(() => tax(-1)).toThrow(RangeError);
    expect(() => tax(1.5)).toThrow(RangeError);
  });
});

describe('withdrawalTax (the cumulative monthly method)', () => {
  it('withholds what this payout adds to the tax on the month so far', () => {
    const first = withdrawalTax(yuan(3_000), { gross: 0, withheld: 0 });
    expect(first).toBe(yuan(440));
    const second = withdrawalTax(yuan(3_000), { gross: yuan(3_000), withheld: first });
    expect(second).toBe(yuan(520)); // 6 000 × 80 % × 20 % = 960, less 440
    expect(first + second).toBe(tax(yuan(6_000)));
  });

  it('withholds in all exactly the tax on the month’s total, however it is split', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3_000_000 }), { minLength: 1, maxLength: 12 }), (parts) => {
        let month = { gross: 0, withheld: 0 };
        for (const amount of parts)
          month = { gross: month.gross + amount, withheld: month.withheld + withdrawalTax(amount, month) };
        return month.withheld === tax(month.gross);
      }),
    );
  });

  it('withholds nothing when the month has withheld more than its gross calls for', () => {
    // A ¥30,000 payout was refunded after a later one was taxed on top of it.
    expect(withdrawalTax(yuan(100), { gross: yuan(1_000), withheld: yuan(4_000) })).toBe(0);
  });
});
