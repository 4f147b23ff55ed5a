/**
 * The dashboard's date range rule, zod-free so the console's range picker enforces the same bound the
 * server does (`admin-dashboard.ts`) without carrying zod.
 */

/** A range spans at most this many days, both ends included: a whole year, a leap day included. */
export const DASHBOARD_MAX_DAYS = 366;

/**
 * The ranges the server works out from its own today (operator time zone), so a browser in another
 * zone still asks for the operator's days: the 7 or 30 days ending today, or this month so far.
 */
export const DASHBOARD_PRESETS = { last7: '近7天', last30: '近30天', month: '本月' } as const;
export type DashboardPreset = keyof typeof DASHBOARD_PRESETS;

const DAY_MS = 86_400_000;

/** Days from `from` to `to` inclusive, for YYYY-MM-DD dates (calendar days, so no time zone enters). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
