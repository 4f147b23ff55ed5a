/**
 * Report amounts read exactly: a decimal string becomes integer fen by string arithmetic, never through a
 * float (0.07 yuan is 7 fen, not 7.000000000000001). A cell that is not a plain decimal (an exponent,
 * thousands separators, a third decimal, a currency sign) is refused with the reason, never guessed.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const YUAN = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;
const MAX_FEN = BigInt(Number.MAX_SAFE_INTEGER);

/** `12.34` → 1234, `-3.5` → -350, `0.07` → 7, `.5` refused (write 0.5). */
export function yuanToFen(text: string): Parsed<number> {
  const s = text.trim();
  if (s === '') return { ok: false, reason: '金额为空' };
  const m = YUAN.exec(s);
  if (!m) {
    if (/[eE]/.test(s)) return { ok: false, reason: `“${s}”不是普通小数（不支持科学计数法）` };
    if (/,/.test(s)) return { ok: false, reason: `“${s}”含千位分隔符，请去掉逗号` };
    if (/^[+-]?\d*\.\d{3,}$/.test(s)) return { ok: false, reason: `“${s}”超过两位小数` };
    return { ok: false, reason: `“${s}”不是金额（应为 12.34 这样的小数）` };
  }
  const [, sign, whole = '0', cents = ''] = m;
  const centsFen = cents === '' ? 0 : cents.length === 1 ? Number(cents) * 10 : Number(cents);
  // Up to 13 whole digits the fen stay below 2^53, exact as a double; only longer figures need BigInt
  // (a report's amounts never do: this is the parse's per-row path).
  let n: number;
  if (whole.length <= 13) n = Number(whole) * 100 + centsFen;
  else {
    const fen = BigInt(whole) * 100n + BigInt(centsFen);
    if (fen > MAX_FEN) return { ok: false, reason: `“${s}”超出范围` };
    n = Number(fen);
  }
  return { ok: true, value: sign === '-' && n !== 0 ? -n : n };
}

/** Whole fen (Douyin's bills): an integer, optionally signed. */
export function wholeFen(text: string): Parsed<number> {
  const s = text.trim();
  if (s === '') return { ok: false, reason: '金额为空' };
  if (!/^[+-]?\d+$/.test(s)) return { ok: false, reason: `“${s}”不是整数分` };
  const n = Number(s);
  if (!Number.isSafeInteger(n)) return { ok: false, reason: `“${s}”超出范围` };
  return { ok: true, value: n === 0 ? 0 : n };
}

/** A count (new users, orders): empty is null, otherwise a whole number of at most 9 digits. */
export function countOf(text: string): Parsed<number | null> {
  const s = text.trim();
  if (s === '') return { ok: true, value: null };
  if (!/^-?\d{1,9}$/.test(s)) return { ok: false, reason: `“${s}”不是整数` };
  return { ok: true, value: Number(s) === 0 ? 0 : Number(s) };
}

/** A calendar day: YYYY-MM-DD (or YYYY/MM/DD, as spreadsheets write it) that exists. */
export function dayOf(text: string): Parsed<string> {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  if (!m) return { ok: false, reason: `“${text.trim()}”不是日期（应为 YYYY-MM-DD）` };
  const [, y, mo, d] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  // The days of the month by the proleptic Gregorian calendar, as Date counts them; no Date per row.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > days)
    return { ok: false, reason: `“${text.trim()}”不是存在的日期` };
  return { ok: true, value: `${y}-${mo!.length === 1 ? `0${mo}` : mo}-${d!.length === 1 ? `0${d}` : d}` };
}
