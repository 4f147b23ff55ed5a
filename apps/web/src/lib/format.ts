import dayjs from 'dayjs';

const yuanFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Fen (integer) to `¥1,234.56`; only the UI turns fen into yuan. */
export function yuan(fen: number, withSymbol = true): string {
  const text = yuanFormat.format(fen / 100);
  return withSymbol ? `¥${text}` : text;
}

/** `今天 14:05` for today, `2026-11-21 14:05` otherwise. */
export function dateTime(iso: string, now = new Date()): string {
  const d = dayjs(iso);
  if (d.isSame(now, 'day')) return `今天 ${d.format('HH:mm')}`;
  return d.format('YYYY-MM-DD HH:mm');
}

export function date(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

/** 1234567 → 123.5万 for heat counters. */
export function compactCount(n: number): string {
  if (n >= 100_000_000) return `${(n / 100_000_000).toFixed(1)}亿`;
  if (n >= 10_000) return `${(n / 10_000).toFixed(1)}万`;
  return String(n);
}

export const percentFromBps = (bps: number) => `${(bps / 100).toFixed(bps % 100 ? 1 : 0)}%`;
