import { moneyChecksService } from '../modules/money-checks';
import type { Job } from './scheduler';

/**
 * Every night at 03:30 in the operator's time zone (after the day's imports and payouts, before the
 * morning's), the money invariants are checked on the live database; the result is stored for the
 * console and any difference logged as a warning.
 */
export const moneyInvariantsJob: Job = {
  name: 'money-invariants',
  schedule: { cron: '30 3 * * *' },
  run: ({ tx, now, log }) => moneyChecksService.run(tx, now, log),
};
