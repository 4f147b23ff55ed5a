import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Settings of the transaction (SET LOCAL) for statements joining and sorting a whole import, hundreds of thousands
 * of rows (the attribution, the confirm):
 * - no JIT (PostgreSQL; PGlite has none): compiling the alias match took ≈ 0.4 s, and it ran 13–27 % faster without
 *   it (EXPLAIN ANALYZE of a 200,000-row import, three runs each way);
 * - 64 MB for each sort and hash instead of the default 4 MB, which spilled every sort of the confirm's 200,000
 *   postings to disk (`external merge`, auto_explain) and the alias match's too.
 */
export async function forBulkStatements(tx: DbOrTx) {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '64MB'`);
}
