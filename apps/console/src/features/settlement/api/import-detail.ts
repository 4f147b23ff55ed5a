import { request } from '../../../lib/request';
import { settlementKey } from './imports-page';

export const importDetailKey = (id: number) => [...settlementKey, 'imports', id] as const;

/** One import: its status, progress, preview figures and, when it failed, why. */
export const fetchImport = (id: number) => request('GET /admin-api/settlement/imports/:id', { params: { id } });

/**
 * Confirms a ready import. `requestId` is chosen once per click: a retried click of the same
 * confirmation is applied once.
 */
export const confirmImport = (id: number, requestId: string) =>
  request('POST /admin-api/settlement/imports/:id/confirm', { params: { id }, body: { requestId } });
