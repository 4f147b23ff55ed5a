import { callGroup, defineCall } from '../call';
import { ZDashboardDailyQuery, ZDashboardDailyResponse } from '../admin-dashboard';

const tags = ['console: dashboard'];

/** The console's home: the platform's figures per day. */
export const adminDashboardCalls = callGroup({
  'GET /admin-api/dashboard/daily': defineCall({
    method: 'GET',
    path: '/admin-api/dashboard/daily',
    audience: 'operator',
    grant: 'dashboard.read',
    tags,
    summary: 'Platform figures per day over a range (operator time zone), its totals, the previous period and today',
    description:
      'A preset the server works out from its today (last7 when nothing is given: the 7 days ending today; last30; ' +
      'month: the 1st to today) or from–to (at most 366 days, to not after today). ' +
      'Every day of the range with zeros for quiet days: promoters registered by the ' +
      "day's end, registrations, aliases applied, back-fills submitted, estimated income (income lines dated that " +
      'day, every status) and its settled part, withdrawals applied and paid (count and amount, fen).',
    query: ZDashboardDailyQuery,
    response: ZDashboardDailyResponse,
  }),
});
