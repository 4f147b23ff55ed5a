import { describe, expect, it } from 'vitest';
import { cleanYuanInput, fenToYuanText, yuanTextToFen } from './amount';

describe('withdrawal amount text', () => {
  it('keeps digits and one point with at most two decimals, as typed', () => {
    expect(cleanYuanInput('12.345')).toBe('12.34');
    expect(cleanYuanInput('1.2.3')).toBe('1.23');
    expect(cleanYuanInput('¥1,000')).toBe('1000');
    expect(cleanYuanInput('.5')).toBe('0.5');
    expect(cleanYuanInput('007')).toBe('7');
    expect(cleanYuanInput('0.05')).toBe('0.05');
    expect(cleanYuanInput('12。5')).toBe('12.5');
    expect(cleanYuanInput('abc')).toBe('');
    expect(cleanYuanInput('1234567890123')).toBe('123456789');
  });

  it('turns yuan into fen by the digits, exactly where floats are not', () => {
    expect(yuanTextToFen('0.29')).toBe(29);
    expect(yuanTextToFen('1.1')).toBe(110);
    expect(yuanTextToFen('1005.07')).toBe(100507);
    expect(yuanTextToFen('4.35')).toBe(435);
    expect(yuanTextToFen('80000')).toBe(8_000_000);
    expect(yuanTextToFen('999999999.99')).toBe(99_999_999_999);
    expect(yuanTextToFen('12.')).toBe(1200);
    expect(yuanTextToFen('')).toBeNull();
    expect(yuanTextToFen('.')).toBeNull();
    expect(yuanTextToFen('1.234')).toBeNull();
    expect(yuanTextToFen('1e3')).toBeNull();
  });

  it('writes fen back as the text the field would hold', () => {
    expect(fenToYuanText(123456)).toBe('1234.56');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(fenToYuanText(100)).toBe('1.00');
    for (const fen of [0, 1, 29, 435, 100507, 8_000_000]) expect(yuanTextToFen(fenToYuanText(fen))).toBe(fen);
  });
});
