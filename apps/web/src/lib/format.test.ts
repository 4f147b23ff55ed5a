import { describe, expect, it } from 'vitest';
import { compactCount, percentFromBps, yuan } from './format';

describe('yuan', () => {
  it('formats fen as yuan with two decimals and thousands separators, as zh-CN writes money', () => {
    expect(yuan(0)).toBe('¥0.00');
    expect(yuan(5)).toBe('¥0.05');
    expect(yuan(350)).toBe('¥3.50');
    expect(yuan(123_456)).toBe('¥1,234.56');
    expect(yuan(100_000_000_00)).toBe('¥100,000,000.00');
    expect(yuan(-5_825)).toBe('-¥58.25');
    expect(yuan(-5_825, false)).toBe('-58.25');
    expect(yuan(70_889, false)).toBe('708.89');
  });

  it('agrees with Intl.NumberFormat on every amount it is likely to see, exactly', () => {
    const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const fen of [1, 9, 10, 99, 101, 999, 1_005, 99_999, 100_000, 1_234_567, 987_654_321, 2 ** 40, -1, -100_001])
      expect(yuan(fen, false)).toBe(intl.format(fen / 100));
  });

  it('never prints a negative zero', () => expect(yuan(-0)).toBe('¥0.00'));
});

describe('compactCount and percentFromBps', () => {
  it('shortens large counts and prints basis points as percent', () => {
    expect(compactCount(9_999)).toBe('9999');
    expect(compactCount(1_234_567)).toBe('123.5万');
    expect(compactCount(230_000_000)).toBe('2.3亿');
    expect(percentFromBps(1_250)).toBe('12.5%');
    expect(percentFromBps(3_000)).toBe('30%');
  });
});
