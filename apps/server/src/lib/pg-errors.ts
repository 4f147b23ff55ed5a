/**
 * The name of the unique constraint a failed insert ran into, or null for any other error.
 * Both drivers report SQLSTATE 23505 with the constraint name; drizzle wraps it in `cause`.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}
