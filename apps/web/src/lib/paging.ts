import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tuike/contract/constants';
import type { Page } from '@tuike/contract/envelope';

export type PagedResult<T> = Page<T> & { failed?: boolean };

/**
 * Fetches one page; an error yields an empty page (spec section 4) flagged `failed`, so the list
 * stops instead of retrying forever and can still offer 重试.
 */
export async function safePage<T>(load: () => Promise<Page<T>>): Promise<PagedResult<T>> {
  try {
    return await load();
  } catch {
    return { records: [], hasNextPages: false, failed: true };
  }
}

export const nextPageParam = <T>(last: PagedResult<T>, all: PagedResult<T>[]) => (last.hasNextPages ? all.length + 1 : undefined);

/** Infinite list over a paged call: size 10 from page 1, stops when `hasNextPages` is false. */
export function usePagedList<T>(queryKey: QueryKey, fetchPage: (page: number, size: number) => Promise<Page<T>>, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => safePage(() => fetchPage(pageParam, PAGE_SIZE)),
    getNextPageParam: nextPageParam<T>,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    records: pages.flatMap((p) => p.records),
    firstPageFailed: pages.length === 1 && pages[0]?.failed === true,
    lastPageFailed: pages.length > 1 && pages.at(-1)?.failed === true,
  };
}
