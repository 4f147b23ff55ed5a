import { type SQL, sql } from 'drizzle-orm';

/**
 * Many rows as ONE query parameter (a JSON array, read back with `jsonb_to_recordset` or
 * `jsonb_array_elements_text`): a batch of thousands stays one statement with one parameter, below the
 * protocol's 65,535-parameter limit, and passes through PGlite's worker thread and `pg` alike.
 */
export const jsonSet = (rows: readonly unknown[]): SQL => sql`${JSON.stringify(rows)}::jsonb`;
