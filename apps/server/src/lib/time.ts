import { DATE_TYPE } from '@tuike/contract/envelope';

/** ISO 8601 with the offset of the operator's zone (Asia/Shanghai has no DST: +08:00). */
export function isoShanghai(d: Date): string {
  const shifted = new Date(d.getTime() + 8 * 3_600_000);
  return shifted.toISOString().replace(/\.\d{3}Z$/, '+08:00');
}

/** YYYY-MM-DD of an instant in Asia/Shanghai. */
export function ymdShanghai(d: Date): string {
  return isoShanghai(d).slice(0, 10);
}

export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The inclusive YYYY-MM-DD range a dateType filter selects, or null for "no filter". */
export function dateRange(
  q: { dateType: number; startDate?: string; endDate?: string },
  now: Date,
): { from: string; to: string } | null {
  const today = ymdShanghai(now);
  switch (q.dateType) {
    case DATE_TYPE.today:
      return { from: today, to: today };
    case DATE_TYPE.last7Days:
      return { from: addDays(today, -6), to: today };
    case DATE_TYPE.custom:
      return q.startDate && q.endDate ? { from: q.startDate, to: q.endDate } : null;
    default:
      return null;
  }
}
