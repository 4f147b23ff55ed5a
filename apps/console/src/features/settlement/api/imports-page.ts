import type { CallData } from '@tuike/contract/call-types';
import type { ImportStatus } from '@tuike/contract/settlement-rules';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

export const IMPORT_FILTERS = ['taskPlatformId', 'status'] as const;
export type ImportFilter = (typeof IMPORT_FILTERS)[number];
export type SettlementImport = CallData<'GET /admin-api/settlement/imports/:id'>;

/** Every settlement read starts with this key: one invalidation after a write refreshes them all. */
export const settlementKey = ['admin-api', 'settlement'] as const;
export const importsPageKey = [...settlementKey, 'imports', 'page'] as const;

/** One page of the imports, newest first, for the table's state in the URL. */
export const fetchImportsPage = ({ page, size, filters }: TableParams<ImportFilter>) =>
  request('GET /admin-api/settlement/imports', {
    query: {
      page,
      size,
      taskPlatformId: filters.taskPlatformId,
      status: filters.status as ImportStatus | undefined,
    },
  });
