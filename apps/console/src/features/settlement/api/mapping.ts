import type { CallBody } from '@tuike/contract/call-types';
import { request, type RequestOptions } from '../../../lib/request';
import { settlementKey } from './imports-page';

export const mappingKey = (taskPlatformId: number) => [...settlementKey, 'mapping', taskPlatformId] as const;

/** A platform's saved column mapping; null while it has none (its reports use the standard template). */
export const fetchMapping = (taskPlatformId: number) =>
  request('GET /admin-api/settlement/mapping', { query: { taskPlatformId } });

export const saveMapping = (body: CallBody<'POST /admin-api/settlement/mapping/save'>, options?: RequestOptions) =>
  request('POST /admin-api/settlement/mapping/save', { body }, options);
