import { type QueryClient, useQuery } from '@tanstack/react-query';
import { TASK_PLATFORM_LIST_SIZE } from '@tuike/contract/constants';
import type { TaskPlatform } from '@tuike/contract/taskPlatform';
import { request } from '../../../lib/request';
import { storage } from '../../../lib/storage';

export const taskPlatformsKey = ['taskPlatform', 'list'] as const;

/** All task platforms (size 999, spec section 7), cached in local storage as taskPlatformList. */
export async function fetchAllTaskPlatforms(): Promise<TaskPlatform[]> {
  const page = await request(
    'GET /api/taskPlatform/list',
    { query: { page: 1, size: TASK_PLATFORM_LIST_SIZE } },
    { toastOnError: false },
  );
  storage.set('taskPlatformList', page.records);
  return page.records;
}

const options = {
  queryKey: taskPlatformsKey,
  queryFn: fetchAllTaskPlatforms,
  initialData: () => storage.get<TaskPlatform[]>('taskPlatformList') ?? undefined,
  // The cached list shows at once; it is refreshed once per start-up.
  initialDataUpdatedAt: 0,
  staleTime: Infinity,
};

/** Loads the list at start-up; the cached copy serves until it arrives. */
export const prefetchTaskPlatforms = (client: QueryClient) => client.prefetchQuery(options).catch(() => undefined);

export const useTaskPlatforms = () => useQuery(options);
