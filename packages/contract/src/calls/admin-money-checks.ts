import { callGroup, defineCall } from '../call';
import { ZMoneyCheckRunResponse } from '../money-checks';

const tags = ['console: settlement'];

/** The nightly money check's latest result, for the console. */
export const adminMoneyCheckCalls = callGroup({
  'GET /admin-api/settlement/invariants': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/invariants',
    audience: 'operator',
    grant: 'settlement.run',
    tags,
    summary: 'The latest run of the money invariants check (nightly), with every difference it found',
    description:
      'Balance = the sum of the ledger per promoter; every credited income line has exactly one ledger row and every ' +
      "ledger income row its line; every withdrawal's debit and refund match its status; rebates and receivables " +
      '(待扣回) add up. null until the check has run once.',
    response: ZMoneyCheckRunResponse,
  }),
});
