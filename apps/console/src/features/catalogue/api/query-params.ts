/** A yes/no filter from the URL, as the API's `'true' | 'false'` (anything else: no filter). */
export const flag = (v: string | undefined) => (v === 'true' || v === 'false' ? v : undefined);

/** The URL's sort, when it names one of the call's sortable columns. */
export function sortOf<S extends string>(allowed: readonly S[], sort: { field: string; order: 'asc' | 'desc' } | undefined) {
  const field = allowed.find((s) => s === sort?.field);
  return field && sort ? { sort: field, order: sort.order } : {};
}
