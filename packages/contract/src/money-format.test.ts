import { describe, expect, it } from 'vitest';
import { formatFen } from './money-format';

describe('formatFen', () => {
  it('writes fen as yuan with thousands separators and two decimals', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(100_000_000_00)).toBe('¥100,000,000.00');
  });

  it('puts the sign before the symbol, and can leave the symbol out', () => {
    expect(formatFen(-2814)).toBe('-¥28.14');
    expect(formatFen(-2814, false)).toBe('-28.14');
    expect(formatFen(-0)).toBe('¥0.00');
  });
});
