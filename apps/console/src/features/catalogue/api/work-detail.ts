import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export type WorkDetail = CallData<'GET /admin-api/works/detail'>;
export const workDetailKey = (id: number) => ['admin-api', 'works', 'detail', id] as const;
export const fetchWorkDetail = (id: number) => request('GET /admin-api/works/detail', { query: { id } });
