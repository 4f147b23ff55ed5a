import type { Page, PageQuery } from '@tuike/contract/envelope';

/**
 * Offset paging that asks for one row more than the page, so `hasNextPages` costs no count query.
 * `fetch` receives limit and offset and returns raw rows; `present` maps a row for the wire.
 */
export async function paged<Row, Out>(
  q: PageQuery,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  present: (row: Row) => Out,
): Promise<Page<Out>> {
  const rows = await fetch(q.size + 1, (q.page - 1) * q.size);
  return { records: rows.slice(0, q.size).map(present), hasNextPages: rows.length > q.size };
}
