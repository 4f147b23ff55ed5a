import { addDays } from '../../lib/time';

/** Calendar months of YYYY-MM-DD days (operator zone days, as lib/time counts them). */

export const firstOfMonth = (ymd: string) => `${ymd.slice(0, 8)}01`;

/** The first day of the month after the one `ymd` is in: 31 days past any first lands in the next month. */
export const nextMonth = (ymd: string) => firstOfMonth(addDays(firstOfMonth(ymd), 31));

/** The first day of the month before the one `ymd` is in. */
export const previousMonth = (ymd: string) => firstOfMonth(addDays(firstOfMonth(ymd), -1));

/** The last day of the month `ymd` is in. */
export const lastOfMonth = (ymd: string) => addDays(nextMonth(ymd), -1);
