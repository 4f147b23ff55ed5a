import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { nextPageParam, safePage, usePagedList } from './paging';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('paging', () => {
  it('asks for size 10 starting at page 1', async () => {
    const fetchPage = vi.fn(async () => ({ records: [1, 2], hasNextPages: false }));
    const { result } = renderHook(() => usePagedList(['t1'], fetchPage), { wrapper });
    await waitFor(() => expect(result.current.records).toEqual([1, 2]));
    expect(fetchPage).toHaveBeenCalledWith(1, 10);
  });

  it('stops when there is no next page', () => {
    expect(nextPageParam({ records: [], hasNextPages: false }, [{ records: [], hasNextPages: false }])).toBeUndefined();
    expect(nextPageParam({ records: [1], hasNextPages: true }, [{ records: [1], hasNextPages: true }])).toBe(2);
  });

  it('yields an empty page when a page fails, keeping the rejection for the error view', async () => {
    const error = new Error('x');
    await expect(safePage(() => Promise.reject(error))).resolves.toEqual({
      records: [],
      hasNextPages: false,
      failed: true,
      error,
    });
  });
});
