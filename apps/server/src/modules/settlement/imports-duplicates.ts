import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** The key of the adjustment line that corrects a settled row to `amount` (fen): one per distinct corrected figure. */
export const correctionKeySql = (rowKey: SQL, amount: SQL) => sql`${rowKey} || '#' || ${amount}`;

/**
 * What each identity of a platform's report date holds already: the settled line plus its corrections
 * (`total`), and the figures it was corrected to. Set-based, one pass over that day's lines (a row key
 * may itself contain '#': a correction's key is `<row key>#<integer>`, so only that last part is cut).
 */
export const appliedTotals = (imp: { taskPlatformId: number; reportDate: string }) => sql`
  select base as row_key, sum(amount) as total, array_agg(corrected_to) filter (where corrected_to is not null) as corrected_to
  from (
    select case when kind = 'settled' then row_key else regexp_replace(row_key, '#-?[0-9]+$', '') end as base, amount,
      case when kind = 'adjustment' then substring(row_key from '#(-?[0-9]+)$')::bigint end as corrected_to
    from income_lines
    where task_platform_id = ${imp.taskPlatformId} and report_date = ${imp.reportDate}
      and (kind = 'settled' or (kind = 'adjustment' and reason_code = 'correction'))
  ) l
  group by base
  having bool_or(corrected_to is null)`;

/**
 * Marks the staged rows whose identity (platform + report date + row identity + kind) is already
 * applied, so confirming them changes nothing:
 * - the same identity earlier in this file (the first one counts);
 * - an income line of that identity: for estimates and adjustments, whatever its amount; for a settled
 *   row, when what was applied (the settled line plus its corrections) already equals the row's amount
 *   — a different amount is a corrected report, confirmed as an adjustment line for the difference;
 * - an unmatched row still without a promoter whose identity is already in the queue.
 */
export async function markDuplicates(tx: Tx, imp: { id: number; taskPlatformId: number; reportDate: string; kind: string }) {
  await tx.execute(sql`
    update settlement_import_rows r set duplicate = true
    from (
      select line_no, row_number() over (partition by row_key order by line_no) as n
      from settlement_import_rows where import_id = ${imp.id} and error is null
    ) d
    where r.import_id = ${imp.id} and r.line_no = d.line_no and d.n > 1`);
  const sameIdentity = sql`i.task_platform_id = ${imp.taskPlatformId} and i.report_date = ${imp.reportDate} and i.row_key = r.row_key`;
  if (imp.kind === 'settled')
    await tx.execute(sql`
      with applied as (${appliedTotals(imp)})
      update settlement_import_rows r set duplicate = true
      from applied a
      where r.import_id = ${imp.id} and r.error is null and not r.duplicate and a.row_key = r.row_key
        and (r.amount is null or r.amount = a.total or a.corrected_to @> array[r.amount])`);
  else
    await tx.execute(sql`
      update settlement_import_rows r set duplicate = true
      where r.import_id = ${imp.id} and r.error is null and not r.duplicate
        and exists (select 1 from income_lines i where ${sameIdentity} and i.kind = ${imp.kind})`);
  await tx.execute(sql`
    update settlement_import_rows r set duplicate = true
    where r.import_id = ${imp.id} and r.error is null and not r.duplicate and r.user_id is null
      and exists (select 1 from settlement_unmatched i where ${sameIdentity} and i.kind = ${imp.kind})`);
}
