import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export type McnDetail = CallData<'GET /admin-api/mcn-tasks/detail'>;
export const mcnTaskDetailKey = (id: number) => ['admin-api', 'mcn-tasks', 'detail', id] as const;
export const fetchMcnTaskDetail = (id: number) => request('GET /admin-api/mcn-tasks/detail', { query: { id } });
