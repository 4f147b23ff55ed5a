import { SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { settlementImports, taskPlatforms } from '../../db/schema';
import { forBulkStatements } from './bulk-statements';
import { appliedTotals, correctionKeySql } from './imports-duplicates';
import type { ImportStore } from './import-store';
import { ROW_FILTERS } from './imports-preview';
import { presentImport } from './imports-presenter';
import { confirmProgress } from './imports-progress';
import { importsRepository } from './imports-repository';
import { lockBalances } from '../ledger';
import { postIncomeLines } from './post-income';

type Imp = typeof settlementImports.$inferSelect;

/**
 * Line numbers per range of lines written while applying: a million-row import's lines in 100 statements,
 * its progress moving with each (the cost is per row); their rebates and ledger postings then go as one batch.
 */
const CONFIRM_BATCH = 10_000;

/** An amount in fen as the app writes it: ¥3.50. */
const yuanSql = (fen: SQL) => sql`'¥' || to_char(${fen} / 100.0, 'FM999999999999990.00')`;

/** The rule as the promoter reads it on the line (CPS 70%, CPA ¥3.50/人), of the price version `v`. */
function ruleSql(settlementType: number): SQL {
  if (settlementType === SETTLEMENT_TYPE.cpa.value)
    return sql`'CPA ' || ${yuanSql(sql.raw('coalesce(v.unit_price_fen, 0)'))} || '/人'`;
  if (settlementType === SETTLEMENT_TYPE.perTask.value)
    return sql`'按任务 ' || ${yuanSql(sql.raw('coalesce(v.unit_price_fen, 0)'))} || '/单'`;
  const label = settlementType === SETTLEMENT_TYPE.cpm.value ? 'CPM' : 'CPS';
  return sql`${label} || ' ' || trim_scale(coalesce(v.share_bps, 0) / 100.0)::text || '%'`;
}

/**
 * The income lines the matched rows of lines (from, to] become, as the select postIncomeLines takes
 * (StagedLines): a settled row whose identity was applied with another amount becomes an adjustment line
 * for the difference (reason `correction`, keyed by the corrected figure), never an edit; an adjustment
 * report's rows are negative lines with the report's reason; the rest are lines of the import's kind. The
 * provenance names the import, the row, what matched and the price version with its rule.
 */
function linesOf(imp: Imp, settlementType: number, from: number, to: number): SQL {
  const corrected = sql.raw('a.total is not null');
  const kind = imp.kind === 'settled' ? sql`case when ${corrected} then 'adjustment' else 'settled' end` : sql`${imp.kind}::text`;
  const amount =
    imp.kind === 'adjustment'
      ? sql.raw('-abs(r.amount)')
      : sql.raw('case when a.total is not null then r.amount - a.total else r.amount end');
  const reason =
    imp.kind === 'adjustment'
      ? sql`${imp.reasonCode ?? 'refund'}::text`
      : sql.raw(`case when a.total is not null then 'correction' end`);
  return sql`
    select r.line_no as ord, r.user_id, r.work_id, ${imp.taskPlatformId}::int as task_platform_id, ${kind} as kind, ${amount} as amount,
      r.row_date as income_date, ${imp.reportDate}::date as report_date, r.price_id, ${reason} as reason_code,
      case when ${corrected} then ${correctionKeySql(sql.raw('r.row_key'), sql.raw('r.amount'))} else r.row_key end as row_key,
      jsonb_strip_nulls(jsonb_build_object('source', 'report', 'batch', ${`import-${imp.id}`}::text, 'importId', ${imp.id}::int,
        'row', r.line_no, 'matchedBy', r.matched_by, 'matched', left(r.matched, 500), 'rule', ${ruleSql(settlementType)},
        'shareBps', v.share_bps, 'unitPrice', v.unit_price_fen, 'priceVersionId', r.price_id, 'upstreamAmount', r.upstream_amount)) as provenance
    from settlement_import_rows r
    left join settlement_applied a on a.row_key = r.row_key
    left join task_platform_prices v on v.id = r.price_id
    where r.import_id = ${imp.id} and ${ROW_FILTERS.matched} and r.line_no > ${from} and r.line_no <= ${to}`;
}

/**
 * Applies one import, all of it in the caller's transaction: each matched row becomes an income line,
 * built in SQL (linesOf) 10,000 line numbers at a time by one postIncomeLines (estimates recorded; settled and adjustment lines credited or debited
 * through the ledger, with the inviter's rebate); a settled row whose identity was applied with another amount
 * becomes an adjustment line for the difference (reason `correction`, keyed by the corrected figure),
 * never an edit; an adjustment report's rows are negative lines with the report's reason; unmatched
 * rows join the queue (once per identity). A queued row of an identity that now matched is settled by
 * this line, so it cannot be assigned again.
 */
async function apply(tx: Tx, deps: ImportStore, imp: Imp) {
  const [platform] = await tx
    .select({ settlementType: taskPlatforms.settlementType })
    .from(taskPlatforms)
    .where(eq(taskPlatforms.id, imp.taskPlatformId));
  const settlementType = platform?.settlementType ?? SETTLEMENT_TYPE.cps.value;
  await forBulkStatements(tx);
  // What the report date's identities hold before this confirm, taken once (the lines it writes are its own rows'):
  // a temporary table the batches join, dropped with the transaction.
  await tx.execute(sql`create temporary table settlement_applied on commit drop as
    ${imp.kind === 'settled' ? appliedTotals(imp) : sql`select null::text as row_key, null::bigint as total limit 0`}`);
  await tx.execute(sql`create index on settlement_applied (row_key)`);
  // Its statistics (a temporary table is never analysed otherwise): unknown, the planner took it for ten
  // pages and probed its index once per staged row, ≈ 14 µs a line, even when it was empty.
  await tx.execute(sql`analyze settlement_applied`);
  const [{ total, last }] = (
    await tx.execute<{ total: number; last: number | null }>(
      sql`select count(*)::int as total, max(r.line_no) as last from settlement_import_rows r
        where r.import_id = ${imp.id} and ${ROW_FILTERS.matched}`,
    )
  ).rows as [{ total: number; last: number | null }];
  const snapshot = await importsRepository.get(tx, imp.id);
  if (snapshot) confirmProgress.start(presentImport(snapshot), total);
  const at = deps.clock.now();
  // Every balance this import will touch (its promoters' and their inviters'), locked up front in ONE
  // statement in user-id order: the batches below then never wait holding locks, so two imports that share
  // promoters take turns instead of deadlocking; the ledger batch at the end takes these locks as held.
  const locked = await lockBalances(
    tx,
    (
      await tx.execute<{ id: number }>(sql`
        select r.user_id as id from settlement_import_rows r where r.import_id = ${imp.id} and ${ROW_FILTERS.matched}
        union
        select u.inviter_id from settlement_import_rows r join users u on u.id = r.user_id
        where r.import_id = ${imp.id} and ${ROW_FILTERS.matched} and u.inviter_id is not null`)
    ).rows.map((r) => Number(r.id)),
  );
  // Nothing of this report written yet, nor waiting in the queue (whose assignment writes a line of its identity):
  // then the lines go in without `on conflict` (StagedLines.fresh). Asked under the locks of every balance the lines
  // go to: another confirm writing one of these identities to the same promoter has committed (and is seen here) or
  // waits for this one; to another promoter, it was an error either way (postIncomeLines' same-line rule).
  const [{ fresh }] = (
    await tx.execute<{ fresh: boolean }>(sql`
      select not exists (select 1 from income_lines l where l.task_platform_id = ${imp.taskPlatformId} and l.report_date = ${imp.reportDate})
        and not exists (select 1 from settlement_unmatched q where q.task_platform_id = ${imp.taskPlatformId}
          and q.report_date = ${imp.reportDate} and q.status = 'waiting') as fresh`)
  ).rows as [{ fresh: boolean }];
  // The lines are built in SQL from the staged rows, a range of line numbers at a time: a million-row
  // import never passes through the server, and its progress moves with each range.
  const ranges: SQL[] = [];
  for (let from = 0; from < Number(last ?? 0); from += CONFIRM_BATCH)
    ranges.push(linesOf(imp, settlementType, from, from + CONFIRM_BATCH));
  await postIncomeLines(tx, {
    staged: ranges,
    at,
    locked,
    fresh,
    onWritten: (given) => confirmProgress.advance(imp.id, given),
  });
  // Queued rows of identities this import matched now are settled by their new lines, in one statement. Its first
  // condition, on the queue alone, is a one-time filter: with nothing of the report waiting (the usual case) the join
  // is never run. Planned on the new lines' statistics of before the confirm, it walked every new line (0.5 s CPU at
  // 200,000 lines, log_statement_stats) to update nothing.
  const queued = sql`q.status = 'waiting' and q.task_platform_id = ${imp.taskPlatformId} and q.report_date = ${imp.reportDate}
    and q.kind = ${imp.kind}`;
  await tx.execute(sql`
    update settlement_unmatched q set status = 'assigned', assigned_user_id = i.user_id, income_line_id = i.id, assigned_at = ${at}
    from settlement_import_rows r
    join income_lines i on i.task_platform_id = ${imp.taskPlatformId} and i.report_date = ${imp.reportDate}
      and i.row_key = r.row_key and i.kind = ${imp.kind}
    where exists (select 1 from settlement_unmatched q where ${queued})
      and r.import_id = ${imp.id} and ${ROW_FILTERS.matched} and ${queued} and q.row_key = r.row_key`);
  await tx.execute(sql`
    insert into settlement_unmatched (import_id, line_no, task_platform_id, report_date, kind, reason_code, row_key, row_date, alias, uid,
      link, work_title, new_users, orders, upstream_amount, reason, created_at)
    select r.import_id, r.line_no, ${imp.taskPlatformId}, ${imp.reportDate}, ${imp.kind}, ${imp.reasonCode}, r.row_key, r.row_date, r.alias,
      r.uid, r.link, r.work_title, r.new_users, r.orders, r.upstream_amount, r.unmatched_reason, ${at}
    from settlement_import_rows r
    where r.import_id = ${imp.id} and ${ROW_FILTERS.unmatched}
    order by r.line_no
    on conflict do nothing`);
  await tx
    .update(settlementImports)
    .set({ status: 'applied', appliedAt: at, progressDone: total, progressTotal: total, leaseUntil: null })
    .where(eq(settlementImports.id, imp.id));
  // Dropped here too, not only at commit: the demo seed applies many imports in one transaction of its own.
  await tx.execute(sql`drop table settlement_applied`);
}

/**
 * Takes the oldest import waiting to be applied and applies it in ONE transaction. The claim is the
 * row lock itself (FOR UPDATE SKIP LOCKED): another node skips it while this one works, and if this
 * process dies the transaction rolls back, the lock goes with it and the import — still `confirming`,
 * nothing of it applied — is taken by the next tick of any node. Answers whether there was one.
 */
export async function confirmNext(deps: ImportStore): Promise<boolean> {
  let claimed: number | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [imp] = await tx
        .select()
        .from(settlementImports)
        .where(eq(settlementImports.status, 'confirming'))
        .orderBy(settlementImports.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!imp) return false;
      claimed = imp.id;
      await apply(tx, deps, imp);
      return true;
    });
  } catch (err) {
    // Rolled back: no money moved. The import ends failed with the reason rather than being retried forever.
    if (claimed === null) throw err;
    await deps.db
      .update(settlementImports)
      .set({
        status: 'failed',
        error: `入账失败，未做任何变动：${err instanceof Error ? err.message : String(err)}`.slice(0, 500),
      })
      .where(and(eq(settlementImports.id, claimed), eq(settlementImports.status, 'confirming')));
    throw err;
  } finally {
    if (claimed !== null) confirmProgress.end(claimed);
  }
}
