import dayjs from 'dayjs';

/** `今天 14:05` for today, `2026-11-21 14:05` otherwise (ui.md). */
export function dateTime(iso: string, now = new Date()): string {
  const d = dayjs(iso);
  if (d.isSame(now, 'day')) return `今天 ${d.format('HH:mm')}`;
  return d.format('YYYY-MM-DD HH:mm');
}

export function date(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}
