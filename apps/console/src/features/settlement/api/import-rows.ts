import type { CallData } from '@tuike/contract/call-types';
import type { PreviewRowFilter } from '@tuike/contract/settlement-rules';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';
import { settlementKey } from './imports-page';

export type PreviewRow = CallData<'GET /admin-api/settlement/imports/:id/rows'>['records'][number];

export const importRowsKey = (id: number) => [...settlementKey, 'imports', id, 'rows'] as const;

/** One page of an import's rows of one kind, in file order. */
export const fetchImportRows = (id: number, filter: PreviewRowFilter, { page, size }: TableParams<never>) =>
  request('GET /admin-api/settlement/imports/:id/rows', { params: { id }, query: { page, size, filter } });
