import { ZMyReconciliationQuery, ZReconciliationResponse, ZUidNoticesResponse } from '../admin-settlement';
import { callGroup, defineCall } from '../call';

const tags = ['income'];

/** The promoter's side of settlement: their own reconciliation, and UIDs data arrived for that they have not bound. */
export const settlementCalls = callGroup({
  'GET /api/userAccount/income/reconciliation': defineCall({
    method: 'GET',
    path: '/api/userAccount/income/reconciliation',
    audience: 'promoter',
    tags,
    summary: 'My estimated vs settled income for a month (optionally one platform), each difference explained',
    query: ZMyReconciliationQuery,
    response: ZReconciliationResponse,
  }),
  'GET /api/userAccount/income/uidNotices': defineCall({
    method: 'GET',
    path: '/api/userAccount/income/uidNotices',
    audience: 'promoter',
    tags,
    summary: 'Report rows waiting for a UID of mine that is not bound: bind it to be credited ("data arrived for UID …")',
    response: ZUidNoticesResponse,
  }),
});
