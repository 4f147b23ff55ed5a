/**
 * Fen (integer) to `¥1,234.56`, a negative amount `-¥28.14` (the sign before the symbol). Zod-free and
 * Intl-free, so any client may import it: integer arithmetic keeps it exact for any amount, and no
 * `Intl.NumberFormat` means no locale data loaded to print a figure. The operator console's one money
 * formatter; the promoter app keeps its own copy (apps/web/src/lib/format.ts) so its first load does not
 * change by a byte.
 */
export function formatFen(fen: number, withSymbol = true): string {
  const abs = Math.abs(Math.round(fen));
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${fen < 0 && abs ? '-' : ''}${withSymbol ? '¥' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
