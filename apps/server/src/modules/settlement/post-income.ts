import { inArray, SQL, sql } from 'drizzle-orm';
import { type IncomeProvenance, ZIncomeProvenance } from '@tuike/contract/money';
import type { Tx } from '../../db/client';
import { type INCOME_KINDS, type INCOME_REASON_CODES, taskPlatforms } from '../../db/schema';
import { jsonSet } from '../../lib/json-set';
import { type ClawbackPosting, type Posting, postToLedgerBatch } from '../ledger';
import { rebatePostings, stagedRebates } from './rebate';

export interface IncomeLineInput {
  userId: number;
  taskPlatformId: number;
  workId: number | null;
  kind: (typeof INCOME_KINDS)[number];
  /** The calendar day (Asia/Shanghai) the upstream attributes the income to, YYYY-MM-DD. */
  incomeDate: string;
  /** Upstream identity: with taskPlatformId and kind, unique on income_lines. */
  reportDate: string;
  /** The upstream row_id, or a hash of the row when it has none (computed by the importer). */
  rowKey: string;
  /** Signed integer fen: the promoter's amount after the price rule. Negative for refunds/扣量/penalties. */
  amount: number;
  /** For negative or correcting lines. */
  reasonCode: (typeof INCOME_REASON_CODES)[number] | null;
  /** task_platform_prices.id the amount was computed with (null only for platforms without versions). */
  priceId: number | null;
  provenance: IncomeProvenance;
  /** The app clock's time: the line's creation and its ledger row's. */
  at: Date;
  /** The ledger row's note; by default the platform, the day and what the line is. */
  note?: string;
  /** The operator's rebate rate (`promotion.rebateBps`), when the caller read it once for many lines. */
  rebateBps?: number;
}

const STATUS_OF_KIND = { estimate: 'estimated', settled: 'credited', adjustment: 'credited' } as const;

type LineResult = { lineId: number; created: boolean };

/** Writes one income line: the batch of one of postIncomeLines, which holds the rules. */
export async function postIncomeLine(tx: Tx, input: IncomeLineInput): Promise<LineResult> {
  const [result] = await postIncomeLines(tx, [input]);
  if (!result) throw new Error('a batch of one wrote no line');
  return result;
}

/**
 * Writes income lines, idempotently by their upstream identity (platform, report date, row key, kind),
 * with the same results as writing them one by one in this order, in a few statements per batch: a line
 * already there is answered with `created: false` and nothing else happens, so re-importing a report, or
 * retrying a confirm, changes no money. The same identity with another amount or promoter is a caller's
 * bug (a correction comes as an `adjustment` line of its own) and throws.
 *
 * An estimate only records the line. A settled or adjustment line is credited (or, negative, debited)
 * through the ledger in the same transaction, referencing the line, so it is `credited` from birth; a
 * debit past the balance leaves a receivable (待扣回) instead of failing. Then the inviter's rebate on
 * it, posted right after the line's own posting: all the batch's postings go to the ledger as one batch,
 * in that order. A correction of a rebated line (provenance `adjustment`) is written alone, after the
 * lines before it, because its rebate is the share of the running total of the line and its corrections.
 */
export async function postIncomeLines(tx: Tx, inputs: readonly IncomeLineInput[]): Promise<LineResult[]>;
export async function postIncomeLines(tx: Tx, inputs: StagedLines): Promise<{ given: number; created: number }>;
export async function postIncomeLines(
  tx: Tx,
  inputs: readonly IncomeLineInput[] | StagedLines,
): Promise<LineResult[] | { given: number; created: number }> {
  if ('staged' in inputs) return postStaged(tx, inputs);
  const results: LineResult[] = [];
  let run: IncomeLineInput[] = [];
  const flush = async () => {
    if (run.length) results.push(...(await postRun(tx, run)));
    run = [];
  };
  for (const input of inputs) {
    if (input.provenance.adjustment) await flush();
    run.push(input);
    if (input.provenance.adjustment) await flush();
  }
  await flush();
  return results;
}

/**
 * Lines the caller has in the database already (an import's matched rows, built by one select): a select
 * answering the columns of income_lines the caller decides — `ord` (the order to write them in), `user_id`,
 * `work_id`, `task_platform_id`, `kind`, `amount`, `income_date`, `provenance` (jsonb, the fields of
 * ZIncomeProvenance and no others; never `adjustment`), `report_date`, `row_key`, `reason_code`,
 * `price_id` — each written with `at`. They take the rules of postIncomeLines in SQL, so a million
 * rows never pass through the server: the lines, their rebates, their ledger postings.
 *
 * Several selects (an import's ranges of line numbers, in order) are written one after another, with
 * `onWritten` told the lines given so far after each, so a long write shows its progress; their rebates
 * and postings then go to the ledger as ONE batch, as if the lines had come in one select.
 */
export interface StagedLines {
  staged: SQL | readonly SQL[];
  at: Date;
  onWritten?: (given: number) => void;
  /** The balances the caller locked up front (lockBalances' answer): the ledger does not lock them again. */
  locked?: ReadonlyMap<number, number>;
  /**
   * No line holds any of these identities, and none can be written meanwhile: the caller found nothing of their
   * report, after locking every balance the lines go to (an import's first confirm). The lines then go in by a plain
   * insert: `on conflict do nothing`'s arbiter was a fifth of a line's insert (0.44 of 2.0 s CPU for 200,000 lines).
   * The unique key still refuses an identity held after all: the statement fails and nothing of the batch stands.
   */
  fresh?: boolean;
}

/**
 * The staged form of postRun: the lines of each select in one `INSERT … SELECT` (identity conflicts skipped,
 * then checked to be the very same lines), then the inviters' rebates of all of them in one, and their
 * postings as one staged ledger batch (each line's posting, then its rebate's; the ledger note the one
 * defaultNotes gives): each balance is updated once per import, not once per range. Answers how many lines
 * were given and how many written.
 */
async function postStaged(
  tx: Tx,
  { staged, at, onWritten, locked, fresh = false }: StagedLines,
): Promise<{ given: number; created: number }> {
  await tx.execute(sql`create temporary table staged_lines_new on commit drop as
    select id, user_id, amount, kind, income_date, task_platform_id, work_id from income_lines limit 0`);
  let given = 0;
  let created = 0;
  // income_days and income_day_splits take the new lines once, grouped, after the last select, instead of an upsert
  // per promoter's day in each select's statement (migration income_lines_lean_writes): a new line is never
  // superseded yet, so the sums of what was inserted are what the trigger's INSERT branch would have added; its
  // UPDATE branch (estimates superseded meanwhile) runs as always.
  // The setting is the transaction's (or savepoint's): a failure rolls it back with the lines.
  await tx.execute(sql`select set_config('app.income_days_by_writer', 'on', true)`);
  for (const select of staged instanceof SQL ? [staged] : staged) {
    const counts = await writeStagedLines(tx, select, at, fresh);
    given += counts.given;
    created += counts.created;
    onWritten?.(given);
  }
  await tx.execute(sql`select set_config('app.income_days_by_writer', 'off', true)`);
  await tx.execute(sql`
    insert into income_days as d (user_id, income_date, amount)
    select user_id, income_date, sum(amount)::bigint from staged_lines_new group by user_id, income_date
    on conflict (user_id, income_date) do update set amount = d.amount + excluded.amount`);
  await tx.execute(sql`
    insert into income_day_splits as s (user_id, income_date, task_platform_id, work_id, amount, lines)
    select user_id, income_date, task_platform_id, work_id, sum(amount)::bigint, count(*)::int from staged_lines_new
    group by user_id, income_date, task_platform_id, work_id
    on conflict (user_id, income_date, task_platform_id, work_id)
      do update set amount = s.amount + excluded.amount, lines = s.lines + excluded.lines`);
  // Statistics for the joins below: a new temporary table looks nearly empty to the planner, which would then
  // scan it once per row of the other side.
  await tx.execute(sql`analyze staged_lines_new`);
  const rebates = await stagedRebates(tx, 'staged_lines_new', at);
  const what = sql.raw(`case when n.amount < 0 then '收益扣回' when n.kind = 'adjustment' then '收益调整' else '收益入账' end`);
  await postToLedgerBatch(tx, {
    staged: sql`
      select n.id::bigint * 2 as ord, n.user_id, case when n.kind = 'settled' and n.amount > 0 then 'income' else 'adjustment' end as type,
        n.amount, 'income_line' as ref_type, n.id as ref_id,
        coalesce(p.name, '任务平台') || ' ' || to_char(n.income_date, 'YYYY-MM-DD') || ' ' || ${what} as note,
        ${at}::timestamptz as at, n.amount < 0 as claw
      from staged_lines_new n left join task_platforms p on p.id = n.task_platform_id
      where n.kind <> 'estimate' and n.amount <> 0
      union all
      ${rebates}`,
    locked,
    // Each posting references a line or a rebate this call has just written.
    fresh: true,
  });
  await tx.execute(sql`drop table staged_lines_new`);
  await tx.execute(sql`drop table if exists staged_rebates_new`);
  return { given, created };
}

/** One select's lines, written into income_lines and noted in `staged_lines_new` (see postStaged and StagedLines.fresh). */
async function writeStagedLines(tx: Tx, staged: SQL, at: Date, fresh: boolean): Promise<{ given: number; created: number }> {
  const [counts] = (
    await tx.execute<{ given: number; created: number }>(sql`
      with src as materialized (${staged}),
      ins as (
        insert into income_lines (user_id, work_id, task_platform_id, status, amount, income_date, provenance, report_date, row_key,
          kind, reason_code, price_id, created_at)
        select s.user_id, s.work_id, s.task_platform_id,
          case s.kind ${sql.raw(
            Object.entries(STATUS_OF_KIND)
              .map(([k, v]) => `when '${k}' then '${v}'`)
              .join(' '),
          )} end,
          s.amount, s.income_date, s.provenance, s.report_date, s.row_key, s.kind, s.reason_code, s.price_id, ${at}
        from src s
        order by s.ord
        ${fresh ? sql`` : sql`on conflict (task_platform_id, report_date, row_key, kind) do nothing`}
        returning id, user_id, amount, kind, income_date, task_platform_id, work_id
      ),
      kept as (insert into staged_lines_new select * from ins returning 1)
      select (select count(*) from src)::int as given, (select count(*) from kept)::int as created`)
  ).rows as [{ given: number; created: number }];
  const given = Number(counts.given);
  const created = Number(counts.created);
  if (created < given) {
    // An identity held already (by another import of the same report confirmed meanwhile): it must be this very line.
    const [other] = (
      await tx.execute<{ id: number; user_id: number; amount: string; s_user: number; s_amount: string } & IdentityRow>(sql`
        select l.id, l.user_id, l.amount::text as amount, s.user_id as s_user, s.amount::text as s_amount, l.task_platform_id,
          to_char(l.report_date, 'YYYY-MM-DD') as report_date, l.row_key, l.kind
        from (${staged}) s
        join income_lines l on l.task_platform_id = s.task_platform_id and l.report_date = s.report_date and l.row_key = s.row_key
          and l.kind = s.kind
        where l.user_id <> s.user_id or l.amount <> s.amount
        limit 1`)
    ).rows;
    if (other)
      sameLine(
        { id: Number(other.id), userId: Number(other.user_id), amount: Number(other.amount) },
        {
          userId: Number(other.s_user),
          amount: Number(other.s_amount),
          kind: other.kind as IncomeLineInput['kind'],
          reportDate: other.report_date,
          rowKey: other.row_key,
          taskPlatformId: Number(other.task_platform_id),
        },
      );
  }
  return { given, created };
}

const identity = (l: { taskPlatformId: number; reportDate: string; rowKey: string; kind: string }) =>
  `${l.taskPlatformId}|${l.reportDate}|${l.rowKey}|${l.kind}`;

type IdentityRow = { id: number; task_platform_id: number; report_date: string; row_key: string; kind: string };

async function postRun(tx: Tx, inputs: readonly IncomeLineInput[]): Promise<LineResult[]> {
  const lines = inputs.map((input) => {
    if (!Number.isSafeInteger(input.amount)) throw new Error(`income line amount must be whole fen, got ${input.amount}`);
    return { ...input, provenance: ZIncomeProvenance.parse(input.provenance) };
  });
  const inserted = (
    await tx.execute<IdentityRow>(sql`
      insert into income_lines (user_id, work_id, task_platform_id, status, amount, income_date, provenance, report_date, row_key,
        kind, reason_code, price_id, created_at)
      select x.user_id, x.work_id, x.task_platform_id, x.status, x.amount, x.income_date, x.provenance, x.report_date, x.row_key,
        x.kind, x.reason_code, x.price_id, x.created_at
      from jsonb_to_recordset(${jsonSet(
        lines.map((l, ord) => ({
          ord,
          user_id: l.userId,
          work_id: l.workId,
          task_platform_id: l.taskPlatformId,
          status: STATUS_OF_KIND[l.kind],
          amount: l.amount,
          income_date: l.incomeDate,
          provenance: l.provenance,
          report_date: l.reportDate,
          row_key: l.rowKey,
          kind: l.kind,
          reason_code: l.reasonCode,
          price_id: l.priceId,
          created_at: l.at.toISOString(),
        })),
      )}) as x(ord int, user_id int, work_id int, task_platform_id int, status text, amount bigint, income_date date,
        provenance jsonb, report_date date, row_key text, kind text, reason_code text, price_id int, created_at timestamptz)
      order by x.ord
      on conflict (task_platform_id, report_date, row_key, kind) do nothing
      returning id, task_platform_id, to_char(report_date, 'YYYY-MM-DD') as report_date, row_key, kind`)
  ).rows;
  const fresh = new Map(
    inserted.map((r) => [
      identity({ ...r, taskPlatformId: r.task_platform_id, rowKey: r.row_key, reportDate: r.report_date }),
      Number(r.id),
    ]),
  );
  const existing = await sameLines(
    tx,
    lines.filter((l) => !fresh.has(identity(l))),
  );

  const results: LineResult[] = [];
  const credited: { line: (typeof lines)[number]; lineId: number }[] = [];
  for (const line of lines) {
    const key = identity(line);
    const lineId = fresh.get(key);
    if (lineId === undefined) {
      results.push({ lineId: sameLine(existing.get(key), line), created: false });
      continue;
    }
    // The identity's first line in the batch is written; a second one with it is answered as existing.
    fresh.delete(key);
    existing.set(key, { id: lineId, userId: line.userId, amount: line.amount });
    results.push({ lineId, created: true });
    if (line.kind !== 'estimate' && line.amount !== 0) credited.push({ line, lineId });
  }

  const rebates = await rebatePostings(
    tx,
    credited.map(({ line, lineId }) => ({ ...line, lineId })),
  );
  const notes = await defaultNotes(
    tx,
    credited.map((c) => c.line),
  );
  const postings: (Posting | ClawbackPosting)[] = [];
  for (const { line, lineId } of credited) {
    const posting = {
      userId: line.userId,
      type: line.kind === 'settled' && line.amount > 0 ? ('income' as const) : ('adjustment' as const),
      amount: line.amount,
      ref: { type: 'income_line' as const, id: lineId },
      note: line.note ?? notes(line),
      at: line.at,
    };
    // A debit the upstream imposes never fails for want of balance: the rest is owed (待扣回).
    postings.push(line.amount > 0 ? posting : { ...posting, onShortfall: 'receivable' });
    const rebate = rebates.get(lineId);
    if (rebate) postings.push(rebate);
  }
  await postToLedgerBatch(tx, postings);
  return results;
}

type Held = { id: number; userId: number; amount: number };

/** The lines already holding these identities, in one statement. */
async function sameLines(tx: Tx, lines: readonly IncomeLineInput[]): Promise<Map<string, Held>> {
  if (!lines.length) return new Map();
  const keys = lines.map((l) => ({ p: l.taskPlatformId, d: l.reportDate, k: l.rowKey, t: l.kind }));
  const rows = (
    await tx.execute<IdentityRow & { user_id: number; amount: string }>(sql`
      select l.id, l.user_id, l.amount::text as amount, l.task_platform_id, to_char(l.report_date, 'YYYY-MM-DD') as report_date,
        l.row_key, l.kind
      from income_lines l
      join jsonb_to_recordset(${jsonSet(keys)}) as x(p int, d date, k text, t text)
        on l.task_platform_id = x.p and l.report_date = x.d and l.row_key = x.k and l.kind = x.t`)
  ).rows;
  return new Map(
    rows.map((r) => [
      identity({ taskPlatformId: r.task_platform_id, reportDate: r.report_date, rowKey: r.row_key, kind: r.kind }),
      { id: Number(r.id), userId: Number(r.user_id), amount: Number(r.amount) },
    ]),
  );
}

/** The line already holding the identity; it must be this very line. */
function sameLine(
  existing: Held | undefined,
  input: Pick<IncomeLineInput, 'userId' | 'amount' | 'kind' | 'reportDate' | 'rowKey' | 'taskPlatformId'>,
): number {
  if (!existing) throw new Error('income line of a conflicting identity: expected a row, got none');
  if (existing.userId !== input.userId || existing.amount !== input.amount) {
    throw new Error(
      `income line ${existing.id} (${input.kind} ${input.reportDate} row ${input.rowKey} of platform ${input.taskPlatformId}) ` +
        `holds ${existing.amount} fen for user ${existing.userId}, now ${input.amount} fen for user ${input.userId}: ` +
        'a correction is an adjustment line of its own',
    );
  }
  return existing.id;
}

/** The ledger note of a line the caller gave none: the platform, the day and what the line is. */
async function defaultNotes(tx: Tx, lines: readonly IncomeLineInput[]): Promise<(line: IncomeLineInput) => string> {
  const ids = [...new Set(lines.filter((l) => l.note === undefined && !l.provenance.adjustment).map((l) => l.taskPlatformId))];
  const names = new Map(
    ids.length
      ? (
          await tx
            .select({ id: taskPlatforms.id, name: taskPlatforms.name })
            .from(taskPlatforms)
            .where(inArray(taskPlatforms.id, ids))
        ).map((p) => [p.id, p.name])
      : [],
  );
  return (line) => {
    if (line.provenance.adjustment) return `收益调整：${line.provenance.adjustment.reason}`;
    const what = line.amount < 0 ? '收益扣回' : line.kind === 'adjustment' ? '收益调整' : '收益入账';
    return `${names.get(line.taskPlatformId) ?? '任务平台'} ${line.incomeDate} ${what}`;
  };
}
