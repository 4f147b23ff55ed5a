import { DATE_TYPE } from '@tuike/contract/envelope';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The default of TZ_OPERATOR (config.ts). */
let zone = 'Asia/Shanghai';

/**
 * Sets the operator's time zone (config.timeZone, from TZ_OPERATOR) that dates are shown and days
 * counted in. It is one per process and read once at start-up, so it is set here instead of being
 * passed to every presenter. Answers a function that puts the previous zone back (tests).
 */
export function useOperatorZone(timeZone: string): () => void {
  const previous = zone;
  zone = timeZone;
  return () => {
    zone = previous;
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();
const two = (n: number) => String(n).padStart(2, '0');

type WallClock = Readonly<{ year: number; month: number; day: number; hour: number; minute: number; second: number }>;

/**
 * Wall clocks already read, per zone and whole second (all a wall clock shows): formatToParts still
 * costs microseconds, and the hot answers read the same few instants (now, the user's dates) again and
 * again. Shared, hence read-only. Emptied when full: a bound, not an eviction policy.
 */
const seen = new Map<string, WallClock>();
const SEEN_MAX = 4096;

/**
 * The wall clock of an instant in the operator's zone. One formatter per zone, kept: dayjs' tz()
 * builds an Intl formatter on every call, which was a fifth of the CPU of a home/data request.
 */
function wallClock(d: Date): WallClock {
  const key = `${zone} ${Math.floor(d.getTime() / 1000)}`;
  let w = seen.get(key);
  if (!w) {
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(key, (w = readWallClock(d)));
  }
  return w;
}

function readWallClock(d: Date): WallClock {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(d)) if (type !== 'literal') part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return { year, month, day, hour, minute, second };
}

/** ISO 8601 with the operator zone's offset at that instant (it changes with DST where there is DST). */
export function isoOperator(d: Date): string {
  const w = wallClock(d);
  const offsetMin = Math.round(
    (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(d.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** YYYY-MM-DD of an instant in the operator's zone. */
export function ymdOperator(d: Date): string {
  const w = wallClock(d);
  return `${w.year}-${two(w.month)}-${two(w.day)}`;
}

/**
 * Instants already worked out, per zone, day and wall-clock time, in milliseconds: dayjs' tz() parse builds
 * Intl formatters on every call (a sixth of the Node CPU of a userAccount/summary request), while the hot
 * reads ask for the same few boundaries (today's and this month's midnight) again and again. Emptied when
 * full, as `seen`.
 */
const instants = new Map<string, number>();

/** The instant a wall-clock time (HH:mm:ss, default midnight) of a YYYY-MM-DD day occurs in the operator's zone. */
export function operatorTime(ymd: string, time = '00:00:00'): Date {
  const key = `${zone} ${ymd} ${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    if (instants.size >= SEEN_MAX) instants.clear();
    instants.set(key, (ms = dayjs.tz(`${ymd} ${time}`, zone).valueOf()));
  }
  // A new Date each time: a caller may change the one it gets.
  return new Date(ms);
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
  const today = ymdOperator(now);
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
