import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export type PlatformDetail = CallData<'GET /admin-api/task-platforms/detail'>;
export const taskPlatformDetailKey = (id: number) => ['admin-api', 'task-platforms', 'detail', id] as const;
export const fetchTaskPlatformDetail = (id: number) => request('GET /admin-api/task-platforms/detail', { query: { id } });
