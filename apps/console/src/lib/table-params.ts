import { useSearchParams } from 'react-router';

/** Page sizes a console table offers; the API allows up to 100 (PAGE_SIZE_MAX). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;

export type SortOrder = 'asc' | 'desc';

/** A table's state as the URL holds it, so a reload, a shared link and Back show the same rows. */
export interface TableParams<F extends string> {
  page: number;
  size: number;
  /** The column sorted on and its direction, when the operator chose one. */
  sort?: { field: string; order: SortOrder };
  /** Each filter's text, absent when empty. */
  filters: Partial<Record<F, string>>;
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads a table's page, size, sort and filters from the URL's search params. */
export function readTableParams<F extends string>(search: URLSearchParams, filterNames: readonly F[]): TableParams<F> {
  const size = positive(search.get('size'), DEFAULT_SIZE);
  const field = search.get('sort');
  const order = search.get('order');
  const filters: Partial<Record<F, string>> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positive(search.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    ...(field && (order === 'asc' || order === 'desc') ? { sort: { field, order } } : {}),
    filters,
  };
}

/**
 * A table's state in the URL and its setters. Changing the filters, the sort or the size goes back to
 * page 1 (the old page number means nothing in the new order); each change is a history entry, so
 * Back undoes it.
 */
export function useTableParams<F extends string>(filterNames: readonly F[]) {
  const [search, setSearch] = useSearchParams();
  const params = readTableParams(search, filterNames);
  const update = (change: (next: URLSearchParams) => void) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      change(next);
      return next;
    });
  return {
    params,
    setPage: (page: number) => update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page'))),
    setSize: (size: number) =>
      update((next) => {
        next.set('size', String(size));
        next.delete('page');
      }),
    setSort: (sort: TableParams<F>['sort']) =>
      update((next) => {
        if (sort) {
          next.set('sort', sort.field);
          next.set('order', sort.order);
        } else {
          next.delete('sort');
          next.delete('order');
        }
        next.delete('page');
      }),
    setFilters: (filters: Partial<Record<F, string>>) =>
      update((next) => {
        for (const name of filterNames) {
          const value = filters[name]?.trim();
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
      }),
  };
}
