import type { ImportPreview } from '@tuike/contract/admin-settlement';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Row classes as the preview counts them (one definition, shared by the counts and the row lists). */
export const ROW_FILTERS = {
  error: sql.raw('r.error is not null'),
  duplicate: sql.raw('r.error is null and r.duplicate'),
  matched: sql.raw('r.error is null and not r.duplicate and r.user_id is not null'),
  unmatched: sql.raw('r.error is null and not r.duplicate and r.user_id is null'),
} as const;

const n = (v: unknown) => Number(v ?? 0);

/** What an import found, counted in one statement over its staged rows. */
export async function previewOf(db: DbOrTx, importId: number): Promise<ImportPreview> {
  const { matched, unmatched, error, duplicate } = ROW_FILTERS;
  const res = await db.execute<Record<string, string | number | null>>(sql`
    select count(*) as total,
      count(*) filter (where ${matched}) as matched,
      count(*) filter (where ${unmatched}) as unmatched,
      count(*) filter (where ${error}) as errors,
      count(*) filter (where ${duplicate}) as duplicates,
      count(*) filter (where ${matched} and r.matched_by = 'alias') as by_alias,
      count(*) filter (where ${matched} and r.matched_by = 'uid') as by_uid,
      count(*) filter (where ${matched} and r.matched_by = 'link') as by_link,
      coalesce(sum(r.upstream_amount) filter (where r.error is null), 0) as upstream,
      coalesce(sum(r.amount) filter (where ${matched}), 0) as matched_amount,
      coalesce(sum(r.upstream_amount) filter (where ${unmatched}), 0) as unmatched_upstream,
      count(distinct r.user_id) filter (where ${matched}) as promoters
    from settlement_import_rows r where r.import_id = ${importId}`);
  const row = res.rows[0] ?? {};
  return {
    totalRows: n(row.total),
    matchedRows: n(row.matched),
    unmatchedRows: n(row.unmatched),
    errorRows: n(row.errors),
    duplicateRows: n(row.duplicates),
    matchedBy: { alias: n(row.by_alias), uid: n(row.by_uid), link: n(row.by_link) },
    upstreamAmount: n(row.upstream),
    matchedAmount: n(row.matched_amount),
    unmatchedUpstreamAmount: n(row.unmatched_upstream),
    promoters: n(row.promoters),
  };
}
