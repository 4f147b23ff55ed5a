import type { CallData, CallQuery } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { settlementKey } from './imports-page';

export type ReconciliationQuery = NonNullable<CallQuery<'GET /admin-api/settlement/reconciliation'>>;
export type Reconciliation = CallData<'GET /admin-api/settlement/reconciliation'>;

export const reconciliationKey = (query: ReconciliationQuery) => [...settlementKey, 'reconciliation', query] as const;

export const fetchReconciliation = (query: ReconciliationQuery) => request('GET /admin-api/settlement/reconciliation', { query });
