/**
 * Text typed into a search box as the literal part of a LIKE or ILIKE pattern: its `\`, `%` and `_` match
 * themselves (backslash is PostgreSQL's default escape), so a search for `50%` is not a wildcard.
 */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern of every text that contains `s` (with ILIKE: contains it, case folded). */
export const containing = (s: string) => `%${escapeLike(s)}%`;
