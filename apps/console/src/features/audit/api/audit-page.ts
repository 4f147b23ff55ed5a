import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

export const AUDIT_FILTERS = ['operatorId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditPage = CallData<'GET /admin-api/audit/page'>;
export type AuditRow = AuditPage['records'][number];

export const auditPageKey = ['admin-api', 'audit', 'page'] as const;

/** One page of the audit log for the table's state in the URL, newest first. */
export const fetchAuditPage = ({ page, size, filters }: TableParams<AuditFilter>) =>
  request('GET /admin-api/audit/page', { query: { page, size, ...filters } });
