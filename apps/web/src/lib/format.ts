/**
 * Fen (integer) to `¥1,234.56`, a negative amount `-¥28.14` (the sign before the symbol, as the trade
 * writes it); the app's one money formatter, only the UI turns fen into yuan. Integer arithmetic, so
 * exact for any amount without a detour through a binary fraction; and no Intl.NumberFormat, whose first
 * construction loads ICU's locale data (≈ 20 ms on a phone) while the first screen renders.
 */
export function yuan(fen: number, withSymbol = true): string {
  const abs = Math.abs(Math.round(fen));
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${fen < 0 && abs ? '-' : ''}${withSymbol ? '¥' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1234567 → 123.5万 for heat counters. */
export function compactCount(n: number): string {
  if (n >= 100_000_000) return `${(n / 100_000_000).toFixed(1)}亿`;
  if (n >= 10_000) return `${(n / 10_000).toFixed(1)}万`;
  return String(n);
}

export const percentFromBps = (bps: number) => `${(bps / 100).toFixed(bps % 100 ? 1 : 0)}%`;
