const yuanFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Fen (integer) to `¥1,234.56`; only the UI turns fen into yuan. */
export function yuan(fen: number, withSymbol = true): string {
  const text = yuanFormat.format(fen / 100);
  return withSymbol ? `¥${text}` : text;
}

/** 1234567 → 123.5万 for heat counters. */
export function compactCount(n: number): string {
  if (n >= 100_000_000) return `${(n / 100_000_000).toFixed(1)}亿`;
  if (n >= 10_000) return `${(n / 10_000).toFixed(1)}万`;
  return String(n);
}

export const percentFromBps = (bps: number) => `${(bps / 100).toFixed(bps % 100 ? 1 : 0)}%`;
