/**
 * The withdrawal amount is typed in yuan and sent in fen. The text is turned into fen by its digits,
 * never through a float (0.29 × 100 is 28.999…), so what the promoter typed is exactly what is sent.
 */

/** Enough for any amount the monthly maximum allows, and far inside Number's safe integers in fen. */
const MAX_YUAN_DIGITS = 9;

/** What the amount field keeps as typed: digits and one point (a Chinese IME's 。 too), two decimals. */
export function cleanYuanInput(typed: string): string {
  const text = typed.replace(/[。．]/g, '.').replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  let whole = point < 0 ? text : text.slice(0, point);
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_YUAN_DIGITS);
  if (point < 0) return whole;
  const cents = text
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole || '0'}.${cents}`;
}

/** `12.3` → 1230; null when the text is not an amount (empty, a lone point, more than two decimals). */
export function yuanTextToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 123456 → `1234.56`, the way the field shows an amount it fills in (全部提现). */
export const fenToYuanText = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
