import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** The key of the adjustment line that corrects a settled row to `amount` (fen): one per distinct corrected figure. */
export const correctionKey = (rowKey: string, amount: number) => `${rowKey}#${amount}`;

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
      update settlement_import_rows r set duplicate = true
      where r.import_id = ${imp.id} and r.error is null and not r.duplicate
        and (
          (exists (select 1 from income_lines i where ${sameIdentity} and i.kind = 'settled')
            and (r.amount is null or r.amount = (
              select coalesce(sum(i.amount), 0) from income_lines i
              where i.task_platform_id = ${imp.taskPlatformId} and i.report_date = ${imp.reportDate}
                and ((i.kind = 'settled' and i.row_key = r.row_key)
                  or (i.kind = 'adjustment' and i.reason_code = 'correction'
                    and left(i.row_key, length(r.row_key) + 1) = r.row_key || '#')))))
          or exists (select 1 from income_lines i
            where i.task_platform_id = ${imp.taskPlatformId} and i.report_date = ${imp.reportDate}
              and i.kind = 'adjustment' and i.row_key = r.row_key || '#' || r.amount))`);
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
