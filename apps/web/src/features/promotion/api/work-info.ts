import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { promotionKeys } from './aliases';

/**
 * The work, its task platform and its materials as the promotion pages need them. Features do not
 * import each other, so these sit here rather than in features/works; the keys are their own and
 * outside 'promotion', so changing an alias does not refetch them.
 */
const workKeys = {
  work: (id: number) => ['promotionWork', 'detail', id] as const,
  materials: (id: number) => ['promotionWork', 'materials', id] as const,
  platform: (id: number) => ['promotionWork', 'platform', id] as const,
};

export const useWork = (id: number) =>
  useQuery({
    queryKey: workKeys.work(id),
    queryFn: () => request('GET /api/works/detail', { query: { id } }),
    enabled: id > 0,
  });

export const useWorkMaterials = (workId: number) =>
  useQuery({
    queryKey: workKeys.materials(workId),
    queryFn: () => request('GET /api/works/videos', { query: { id: workId } }),
    enabled: workId > 0,
  });

/** The task platform with its alias rule (`aliasRule.description` is the sentence to show). */
export const useTaskPlatformDetail = (id: number | undefined) =>
  useQuery({
    queryKey: workKeys.platform(id ?? 0),
    queryFn: () => request('GET /api/taskPlatform/detail', { query: { id: id ?? 0 } }),
    enabled: id !== undefined && id > 0,
  });

/** Enough rows to hold every alias one promoter has on one work (live ones are capped at 20). */
const ALIASES_OF_A_WORK = 100;

/**
 * One of my aliases. The contract has no single-alias call, so it is read from my aliases of its
 * work (the pages pass `workId` beside `aliasId`; without it, from my latest aliases). Null when it
 * is not mine or gone.
 */
export const useAlias = (aliasId: number, workId?: number) =>
  useQuery({
    queryKey: [...promotionKeys.all, 'alias', aliasId, workId ?? 0] as const,
    queryFn: async () => {
      const page = await request('GET /api/worksAlias/list', {
        query: { ...(workId ? { workId } : {}), page: 1, size: ALIASES_OF_A_WORK },
      });
      return page.records.find((a) => a.id === aliasId) ?? null;
    },
    enabled: aliasId > 0,
  });
