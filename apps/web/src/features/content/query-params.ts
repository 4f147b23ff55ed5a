/** A page's `id` query parameter as a positive integer, or null when it is missing or malformed. */
export function positiveId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** True when a failed query was a 404: the row is gone, so 重试 would not help. */
export const isNotFound = (error: unknown) => (error as { code?: number } | null)?.code === 404;
