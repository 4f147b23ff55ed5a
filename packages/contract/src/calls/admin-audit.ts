import { callGroup, defineCall } from '../call';
import { ZAuditPageQuery, ZAuditPageResponse } from '../operator';

const tags = ['console: audit'];

/** The append-only log of every operator write. */
export const adminAuditCalls = callGroup({
  'GET /admin-api/audit/page': defineCall({
    method: 'GET',
    path: '/admin-api/audit/page',
    audience: 'operator',
    grant: 'audit.read',
    tags,
    summary: 'The audit log, newest first; filter by operator, action, row and date range',
    query: ZAuditPageQuery,
    response: ZAuditPageResponse,
  }),
});
