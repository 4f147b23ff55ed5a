import type { CallBody, CallData } from '@tuike/contract/call-types';
import type { OperatorRole } from '@tuike/contract/operator-grants';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

export const OPERATOR_FILTERS = ['keyword', 'role', 'status'] as const;
export type OperatorFilter = (typeof OPERATOR_FILTERS)[number];
export type OperatorRow = CallData<'GET /admin-api/operators/page'>['records'][number];

export const operatorsPageKey = ['admin-api', 'operators', 'page'] as const;

/** One page of operator accounts for the table's state in the URL, oldest first. */
export const fetchOperatorsPage = ({ page, size, filters }: TableParams<OperatorFilter>) =>
  request('GET /admin-api/operators/page', {
    query: {
      page,
      size,
      keyword: filters.keyword,
      // The URL holds what the filter's select wrote: one of the contract's values or nothing.
      role: filters.role as OperatorRole | undefined,
      status: filters.status as 'active' | 'disabled' | undefined,
    },
  });

// Forms place the server's refusals under their fields themselves; the row actions let them toast.
const form = { toastOnError: false } as const;

export const createOperator = (body: CallBody<'POST /admin-api/operators/create'>) =>
  request('POST /admin-api/operators/create', { body }, form);
export const updateOperator = (body: CallBody<'POST /admin-api/operators/update'>) =>
  request('POST /admin-api/operators/update', { body }, form);
export const resetOperatorPassword = (body: CallBody<'POST /admin-api/operators/resetPassword'>) =>
  request('POST /admin-api/operators/resetPassword', { body }, form);
export const disableOperator = (id: number) => request('POST /admin-api/operators/disable', { body: { id } });
export const enableOperator = (id: number) => request('POST /admin-api/operators/enable', { body: { id } });
export const requireOperatorTotp = (id: number, required: boolean) =>
  request('POST /admin-api/operators/requireTotp', { body: { id, required } });
export const resetOperatorTotp = (id: number) => request('POST /admin-api/operators/resetTotp', { body: { id } });
