import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tuike/contract/constants';
import type { Page } from '@tuike/contract/envelope';

/** A page; lists that page by cursor (works) also say where the next page starts. */
type CursorPage<T> = Page<T> & { nextCursor?: string | null };
export type PagedResult<T> = CursorPage<T> & { failed?: boolean; error?: unknown };

/**
 * Fetches one page; an error yields an empty page (spec section 4) flagged `failed`, so the list
 * stops instead of retrying forever and can still offer 重试.
 */
export async function safePage<T>(load: () => Promise<CursorPage<T>>): Promise<PagedResult<T>> {
  try {
    return await load();
  } catch (error) {
    // The rejection stays with the page, so the list's error view can say what failed.
    return { records: [], hasNextPages: false, failed: true, error };
  }
}

/** The next page's number, or its cursor when the answer has one (a string: read after it, any depth). */
export const nextPageParam = <T>(last: PagedResult<T>, all: PagedResult<T>[]): number | string | undefined =>
  last.hasNextPages ? (last.nextCursor ?? all.length + 1) : undefined;

/**
 * Infinite list over a paged call: size 10 from page 1, stops when `hasNextPages` is false. After a
 * page with `nextCursor`, `fetchPage` gets the cursor (and page 1, which the server then ignores).
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, size: number, cursor?: string) => Promise<CursorPage<T>>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: 1 as number | string,
    queryFn: ({ pageParam }) =>
      safePage(() => (typeof pageParam === 'string' ? fetchPage(1, PAGE_SIZE, pageParam) : fetchPage(pageParam, PAGE_SIZE))),
    getNextPageParam: nextPageParam<T>,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    records: pages.flatMap((p) => p.records),
    firstPageFailed: pages.length === 1 && pages[0]?.failed === true,
    firstPageError: pages.length === 1 ? pages[0]?.error : undefined,
    lastPageFailed: pages.length > 1 && pages.at(-1)?.failed === true,
  };
}
