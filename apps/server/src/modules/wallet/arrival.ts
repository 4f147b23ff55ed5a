import { addDays, operatorTime, ymdOperator } from '../../lib/time';

/** Working days between application and the promised arrival. */
export const ARRIVAL_WORKING_DAYS = 3;

/**
 * When a withdrawal applied for at `at` should arrive: 18:00 (operator zone) on the third working day
 * after the application day, Saturdays and Sundays skipped. Review and payout are done by the operator
 * on working days; public holidays are not known to the server, so around them the promise is early.
 */
export function expectedArrival(at: Date): Date {
  let day = ymdOperator(at);
  for (let left = ARRIVAL_WORKING_DAYS; left > 0;) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return operatorTime(day, '18:00:00');
}
