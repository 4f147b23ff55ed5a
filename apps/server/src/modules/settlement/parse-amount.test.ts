import { describe, expect, it } from 'vitest';
import { countOf, dayOf, wholeFen, yuanToFen } from './parse-amount';

describe('yuanToFen', () => {
  it.each([
    ['12.34', 1234],
    ['-3.5', -350],
    ['0.07', 7],
    ['0.1', 10],
    ['7', 700],
    ['+2.00', 200],
    [' 1.10 ', 110],
    ['-0.00', 0],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('%s yuan is %i fen', (text, fen) => {
    expect(yuanToFen(text)).toEqual({ ok: true, value: fen });
  });

  it.each([
    ['1.234', '“1.234”超过两位小数'],
    ['1e3', '“1e3”不是普通小数（不支持科学计数法）'],
    ['1,234.50', '“1,234.50”含千位分隔符，请去掉逗号'],
    ['¥12', '“¥12”不是金额（应为 12.34 这样的小数）'],
    ['.5', '“.5”不是金额（应为 12.34 这样的小数）'],
    ['', '金额为空'],
    ['90071992547409.92', '“90071992547409.92”超出范围'],
  ])('refuses %j: %s', (text, reason) => {
    expect(yuanToFen(text)).toEqual({ ok: false, reason });
  });
});

describe('wholeFen, countOf, dayOf', () => {
  it('reads whole fen and refuses decimals', () => {
    expect(wholeFen('-1250')).toEqual({ ok: true, value: -1250 });
    expect(wholeFen('12.5')).toEqual({ ok: false, reason: '“12.5”不是整数分' });
  });
  it('reads counts, empty as null', () => {
    expect(countOf('')).toEqual({ ok: true, value: null });
    expect(countOf('42')).toEqual({ ok: true, value: 42 });
    expect(countOf('4.2')).toEqual({ ok: false, reason: '“4.2”不是整数' });
  });
  it('reads days that exist', () => {
    expect(dayOf('2026/1/5')).toEqual({ ok: true, value: '2026-01-05' });
    expect(dayOf('2026-02-30')).toEqual({ ok: false, reason: '“2026-02-30”不是存在的日期' });
    expect(dayOf('0000-01-01')).toEqual({ ok: false, reason: '“0000-01-01”不是存在的日期' });
    expect(dayOf('昨天')).toEqual({ ok: false, reason: '“昨天”不是日期（应为 YYYY-MM-DD）' });
  });
  it('accepts exactly the days a Date accepts, leap years and short months included', () => {
    const byDate = (ymd: string) => {
      const date = new Date(`${ymd}T00:00:00Z`);
      return ymd >= '0001-01-01' && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === ymd;
    };
    for (const y of ['0001', '1900', '2000', '2023', '2024', '2100', '9999'])
      for (let mo = 0; mo <= 13; mo++)
        for (let d = 0; d <= 32; d++) {
          const ymd = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          expect(dayOf(ymd).ok, ymd).toBe(byDate(ymd));
        }
  });
});

describe('yuanToFen without BigInt', () => {
  it('reads every length of whole part as the exact decimal arithmetic does (14 digits and more through BigInt)', () => {
    expect(yuanToFen('00000000000000012.3')).toEqual({ ok: true, value: 1230 });
    expect(yuanToFen('10000000000000.01')).toEqual({ ok: true, value: 1_000_000_000_000_001 });
    for (let digits = 1; digits <= 13; digits++)
      for (const cents of ['', '.5', '.05', '.99']) {
        const text = `${'9'.repeat(digits)}${cents}`;
        const exact = BigInt('9'.repeat(digits)) * 100n + BigInt((cents.slice(1) || '0').padEnd(2, '0'));
        expect(yuanToFen(text), text).toEqual({ ok: true, value: Number(exact) });
        expect(yuanToFen(`-${text}`), text).toEqual({ ok: true, value: -Number(exact) });
      }
  });
});
