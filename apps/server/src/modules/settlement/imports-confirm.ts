import { SETTLEMENT_TYPE } from '@tuike/contract/enums';
import type { IncomeProvenance } from '@tuike/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { settlementImports, taskPlatformPrices, taskPlatforms } from '../../db/schema';
import { appliedTotals, correctionKey } from './imports-duplicates';
import { ROW_FILTERS } from './imports-preview';
import { presentImport } from './imports-presenter';
import { confirmProgress } from './imports-progress';
import { importsRepository } from './imports-repository';
import { lockBalances } from '../ledger';
import { type IncomeLineInput, postIncomeLines } from './post-income';

type Imp = typeof settlementImports.$inferSelect;

/** Matched rows read per statement while applying. */
const CONFIRM_BATCH = 5_000;

type MatchedRow = {
  line_no: number;
  row_key: string;
  row_date: string;
  user_id: number;
  work_id: number | null;
  matched_by: 'alias' | 'uid' | 'link';
  matched: string;
  upstream_amount: string | number;
  amount: string | number;
  price_id: number;
  /** Settled rows: what the identity's settled line and its corrections already hold (null: no settled line). */
  applied: string | number | null;
};

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The rule as the promoter reads it on the line (CPS 70%, CPA ¥3.50/人). */
function ruleText(settlementType: number, price: { shareBps: number | null; unitPriceFen: number | null }) {
  if (settlementType === SETTLEMENT_TYPE.cpa.value) return `CPA ${yuan(price.unitPriceFen ?? 0)}/人`;
  if (settlementType === SETTLEMENT_TYPE.perTask.value) return `按任务 ${yuan(price.unitPriceFen ?? 0)}/单`;
  const label = settlementType === SETTLEMENT_TYPE.cpm.value ? 'CPM' : 'CPS';
  return `${label} ${(price.shareBps ?? 0) / 100}%`;
}

/** The income line a matched row becomes (see apply). */
function lineOf(
  imp: Imp,
  platform: { settlementType: number; name: string } | undefined,
  price: typeof taskPlatformPrices.$inferSelect | undefined,
  r: MatchedRow,
  at: Date,
): IncomeLineInput {
  const amount = Number(r.amount);
  const line =
    r.applied !== null
      ? {
          kind: 'adjustment' as const,
          rowKey: correctionKey(r.row_key, amount),
          amount: amount - Number(r.applied),
          reasonCode: 'correction' as const,
        }
      : imp.kind === 'adjustment'
        ? { kind: 'adjustment' as const, rowKey: r.row_key, amount: -Math.abs(amount), reasonCode: imp.reasonCode ?? 'refund' }
        : { kind: imp.kind, rowKey: r.row_key, amount, reasonCode: null };
  const provenance: IncomeProvenance = {
    source: 'report',
    batch: `import-${imp.id}`,
    importId: imp.id,
    row: r.line_no,
    matchedBy: r.matched_by,
    matched: r.matched.slice(0, 500),
    rule: ruleText(platform?.settlementType ?? SETTLEMENT_TYPE.cps.value, price ?? { shareBps: null, unitPriceFen: null }),
    ...(price?.shareBps !== null && price?.shareBps !== undefined ? { shareBps: price.shareBps } : {}),
    ...(price?.unitPriceFen !== null && price?.unitPriceFen !== undefined ? { unitPrice: price.unitPriceFen } : {}),
    priceVersionId: r.price_id,
    upstreamAmount: Number(r.upstream_amount),
  };
  return {
    userId: r.user_id,
    taskPlatformId: imp.taskPlatformId,
    workId: r.work_id,
    kind: line.kind,
    incomeDate: r.row_date,
    reportDate: imp.reportDate,
    rowKey: line.rowKey,
    amount: line.amount,
    reasonCode: line.reasonCode,
    priceId: r.price_id,
    provenance,
    at,
    note: `${platform?.name ?? '任务平台'} ${r.row_date} ${line.amount < 0 ? '收益扣回' : line.kind === 'adjustment' ? '收益调整' : '收益入账'}`,
  };
}

/**
 * Applies one import, all of it in the caller's transaction: each matched row becomes an income line,
 * 5,000 rows per postIncomeLines (estimates recorded; settled and adjustment lines credited or debited
 * through the ledger, with the inviter's rebate); a settled row whose identity was applied with another amount
 * becomes an adjustment line for the difference (reason `correction`, keyed by the corrected figure),
 * never an edit; an adjustment report's rows are negative lines with the report's reason; unmatched
 * rows join the queue (once per identity). A queued row of an identity that now matched is settled by
 * this line, so it cannot be assigned again.
 */
async function apply(tx: Tx, deps: Deps, imp: Imp) {
  const [platform] = await tx
    .select({ settlementType: taskPlatforms.settlementType, name: taskPlatforms.name })
    .from(taskPlatforms)
    .where(eq(taskPlatforms.id, imp.taskPlatformId));
  const prices = new Map(
    (await tx.select().from(taskPlatformPrices).where(eq(taskPlatformPrices.taskPlatformId, imp.taskPlatformId))).map((p) => [
      p.id,
      p,
    ]),
  );
  // What the report date's identities hold before this confirm, taken once (the lines it writes are its own rows'):
  // a temporary table the batches join, dropped with the transaction.
  await tx.execute(sql`create temporary table settlement_applied on commit drop as
    ${imp.kind === 'settled' ? appliedTotals(imp) : sql`select null::text as row_key, null::bigint as total limit 0`}`);
  await tx.execute(sql`create index on settlement_applied (row_key)`);
  // Rows are read a batch at a time (keyset on the line number), so a million-row import is never in memory.
  const batchAfter = async (lineNo: number) =>
    (
      await tx.execute<MatchedRow>(sql`
        select r.line_no, r.row_key, to_char(r.row_date, 'YYYY-MM-DD') as row_date, r.user_id, r.work_id, r.matched_by, r.matched,
          r.upstream_amount, r.amount, r.price_id, a.total as applied
        from settlement_import_rows r left join settlement_applied a on a.row_key = r.row_key
        where r.import_id = ${imp.id} and ${ROW_FILTERS.matched} and r.line_no > ${lineNo}
        order by r.line_no limit ${CONFIRM_BATCH}`)
    ).rows;
  const [{ total }] = (
    await tx.execute<{ total: number }>(
      sql`select count(*)::int as total from settlement_import_rows r where r.import_id = ${imp.id} and ${ROW_FILTERS.matched}`,
    )
  ).rows as [{ total: number }];
  const snapshot = await importsRepository.get(tx, imp.id);
  if (snapshot) confirmProgress.start(presentImport(snapshot), total);
  const at = deps.clock.now();
  // Every balance this import will touch (its promoters' and their inviters'), locked up front in ONE
  // statement in user-id order: the batches below then never wait holding locks, so two imports that share
  // promoters take turns instead of deadlocking.
  await lockBalances(
    tx,
    (
      await tx.execute<{ id: number }>(sql`
        select r.user_id as id from settlement_import_rows r where r.import_id = ${imp.id} and ${ROW_FILTERS.matched}
        union
        select u.inviter_id from settlement_import_rows r join users u on u.id = r.user_id
        where r.import_id = ${imp.id} and ${ROW_FILTERS.matched} and u.inviter_id is not null`)
    ).rows.map((r) => Number(r.id)),
  );
  let done = 0;
  for (let rows = await batchAfter(0); rows.length; rows = await batchAfter(rows.at(-1)!.line_no)) {
    await postIncomeLines(
      tx,
      rows.map((r) => lineOf(imp, platform, prices.get(r.price_id), r, at)),
    );
    confirmProgress.advance(imp.id, (done += rows.length));
  }
  // Queued rows of identities this import matched now are settled by their new lines, in one statement.
  await tx.execute(sql`
    update settlement_unmatched q set status = 'assigned', assigned_user_id = i.user_id, income_line_id = i.id, assigned_at = ${at}
    from settlement_import_rows r
    join income_lines i on i.task_platform_id = ${imp.taskPlatformId} and i.report_date = ${imp.reportDate}
      and i.row_key = r.row_key and i.kind = ${imp.kind}
    where r.import_id = ${imp.id} and ${ROW_FILTERS.matched}
      and q.status = 'waiting' and q.task_platform_id = ${imp.taskPlatformId} and q.report_date = ${imp.reportDate}
      and q.row_key = r.row_key and q.kind = ${imp.kind}`);
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
}

/**
 * Takes the oldest import waiting to be applied and applies it in ONE transaction. The claim is the
 * row lock itself (FOR UPDATE SKIP LOCKED): another node skips it while this one works, and if this
 * process dies the transaction rolls back, the lock goes with it and the import — still `confirming`,
 * nothing of it applied — is taken by the next tick of any node. Answers whether there was one.
 */
export async function confirmNext(deps: Deps): Promise<boolean> {
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
