import { eq, type SQL, sql } from 'drizzle-orm';
import { shareOf } from '@tuike/contract/fee';
import type { IncomeProvenance } from '@tuike/contract/money';
import type { Tx } from '../../db/client';
import { incomeLines, rebates } from '../../db/schema';
import { jsonSet } from '../../lib/json-set';
import { readSetting } from '../app-config';
import { levelRebateBps } from '../vip';
import type { ClawbackPosting, Posting } from '../ledger';
import { shareSql } from './price-rule';

export interface RebateSource {
  lineId: number;
  /** The invitee whose line it is. */
  userId: number;
  amount: number;
  incomeDate: string;
  provenance: IncomeProvenance;
  at: Date;
  /** The operator's rebate rate, when the caller read it once for many lines (an import); an inviter's level rate still wins. */
  rebateBps?: number;
}

const percent = (bps: number) => `${bps / 100}%`;
const yuan = (fen: number) => `¥${(Math.abs(fen) / 100).toFixed(2)}`;

type Rebate = { source: RebateSource; inviterId: number; bps: number; amount: number };

/**
 * The inviters' rebates (one level: users.inviter_id) on settled or correcting lines just written: the
 * rebates rows, and the inviters' ledger postings referencing them, by source line id, for the caller to
 * post right after each line's own posting. The rate is the inviter's VIP level's rate when the level
 * sets one (modules/vip), the operator's `rebateBps` otherwise; a correction of a
 * line that earned a rebate takes that rebate's rate and inviter instead, so a full refund nets the
 * rebate to exactly 0 whatever the rate is now. Corrections of one line are rebated on their running
 * total (the share of what the line and its corrections now add up to, less what was rebated on them
 * so far), so three refunds of a third each also net to exactly 0, where rounding each would not: a
 * correction therefore comes alone (postIncomeLines), after the lines it corrects. A negative rebate the
 * inviter's balance cannot cover leaves a receivable, as the promoter's own debits do. Idempotent: one
 * rebate per source line. Nothing when there is no inviter or the rebate rounds to 0 fen. The inviters
 * are read in one statement and the rebates rows written in one.
 */
export async function rebatePostings(tx: Tx, sources: readonly RebateSource[]): Promise<Map<number, Posting | ClawbackPosting>> {
  const postings = new Map<number, Posting | ClawbackPosting>();
  if (!sources.length) return postings;
  const inviters = await invitersOf(
    tx,
    sources.filter((s) => !s.provenance.adjustment).map((s) => s.userId),
  );
  const byLevel = await levelRebateBps(tx, [...inviters.values()]);
  let settingBps: number | undefined;
  const rateNow = async (s: RebateSource) => s.rebateBps ?? (settingBps ??= (await readSetting(tx, 'promotion')).rebateBps);

  const due: Rebate[] = [];
  for (const source of sources) {
    const corrected = source.provenance.adjustment
      ? (await tx.select().from(rebates).where(eq(rebates.sourceLineId, source.provenance.adjustment.ofLineId)))[0]
      : undefined;
    const inviterId = source.provenance.adjustment
      ? (corrected?.userId ?? (await invitersOf(tx, [source.userId])).get(source.userId))
      : inviters.get(source.userId);
    if (!inviterId) continue;
    const bps = corrected?.bps ?? byLevel.get(inviterId) ?? (await rateNow(source));
    const amount = corrected ? await correctionRebate(tx, corrected.sourceLineId, bps) : shareOf(source.amount, bps);
    if (amount !== 0) due.push({ source, inviterId, bps, amount });
  }
  if (!due.length) return postings;

  const written = (
    await tx.execute<{ id: number; source_line_id: number }>(sql`
      insert into rebates (user_id, source_line_id, bps, amount, created_at)
      select x.user_id, x.source_line_id, x.bps, x.amount, x.at
      from jsonb_to_recordset(${jsonSet(
        due.map((d, ord) => ({
          ord,
          user_id: d.inviterId,
          source_line_id: d.source.lineId,
          bps: d.bps,
          amount: d.amount,
          at: d.source.at.toISOString(),
        })),
      )}) as x(ord int, user_id int, source_line_id int, bps int, amount bigint, at timestamptz)
      order by x.ord
      on conflict (source_line_id) do nothing
      returning id, source_line_id`)
  ).rows;
  const idOf = new Map(written.map((r) => [Number(r.source_line_id), Number(r.id)]));
  for (const { source, inviterId, bps, amount } of due) {
    const id = idOf.get(source.lineId);
    if (id === undefined) continue;
    const what = `邀请的推客 ${source.incomeDate} 收益 ${source.amount < 0 ? '-' : ''}${yuan(source.amount)} 的 ${percent(bps)}`;
    const posting = { userId: inviterId, type: 'rebate' as const, amount, ref: { type: 'rebate' as const, id }, at: source.at };
    postings.set(
      source.lineId,
      amount > 0
        ? { ...posting, note: `团队奖励：${what}` }
        : { ...posting, note: `团队奖励冲回：${what}`, onShortfall: 'receivable' },
    );
  }
  return postings;
}

/** Each user's inviter, for the users that have one, in one statement. */
async function invitersOf(tx: Tx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = (
    await tx.execute<{ id: number; inviter_id: number }>(sql`
      select id, inviter_id from users
      where inviter_id is not null and id in (select value::int from jsonb_array_elements_text(${jsonSet([...new Set(userIds)])}))`)
  ).rows;
  return new Map(rows.map((r) => [Number(r.id), Number(r.inviter_id)]));
}

/**
 * The rebate a new correction of line `ofLineId` (already written) brings: the share of the line and all
 * its corrections together, less the rebates already paid on them, so rounding never accumulates.
 */
async function correctionRebate(tx: Tx, ofLineId: number, bps: number): Promise<number> {
  const [row] = (
    await tx.execute<{ lines: string; rebated: string }>(sql`
      select coalesce(sum(l.amount), 0)::text as lines, coalesce(sum(r.amount), 0)::text as rebated
      from ${incomeLines} l left join ${rebates} r on r.source_line_id = l.id
      where l.id = ${ofLineId} or l.provenance -> 'adjustment' ->> 'ofLineId' = ${String(ofLineId)}`)
  ).rows;
  return shareOf(Number(row?.lines ?? 0), bps) - Number(row?.rebated ?? 0);
}

/**
 * rebatePostings for lines written from staged rows (postIncomeLines' staged form), set-based: the rebates
 * rows of the credited lines in `linesTable` (columns id, user_id, amount, kind, income_date) whose
 * promoter has an inviter, at the operator's `rebateBps`, in one `INSERT … SELECT` (shareOf in SQL, the
 * same formula; none when it rounds to 0 fen); kept in the temporary table `staged_rebates_new`. Answers
 * the select of their ledger postings (StagedPostings' columns, each ordered right after its line's).
 * Staged lines are never corrections of a rebated line (those have provenance `adjustment`).
 */
export async function stagedRebates(tx: Tx, linesTable: string, at: Date): Promise<SQL> {
  const { rebateBps } = await readSetting(tx, 'promotion');
  const lines = sql.identifier(linesTable);
  const share = shareSql(sql.raw('n.amount'), sql`${rebateBps}::bigint`);
  await tx.execute(sql`create temporary table staged_rebates_new on commit drop as
    select id, user_id, source_line_id, bps, amount from rebates limit 0`);
  await tx.execute(sql`
    with ins as (
      insert into rebates (user_id, source_line_id, bps, amount, created_at)
      select u.inviter_id, n.id, ${rebateBps}, ${share}, ${at}
      from ${lines} n join users u on u.id = n.user_id
      where u.inviter_id is not null and n.kind <> 'estimate' and n.amount <> 0 and ${share} <> 0
      order by n.id
      on conflict (source_line_id) do nothing
      returning id, user_id, source_line_id, bps, amount
    )
    insert into staged_rebates_new select * from ins`);
  await tx.execute(sql`analyze staged_rebates_new`);
  const what =
    sql.raw(`'邀请的推客 ' || to_char(n.income_date, 'YYYY-MM-DD') || ' 收益 ' || case when n.amount < 0 then '-' else '' end
    || '¥' || to_char(abs(n.amount) / 100.0, 'FM999999999999990.00') || ' 的 ' || trim_scale(r.bps / 100.0)::text || '%'`);
  return sql`
    select r.source_line_id::bigint * 2 + 1 as ord, r.user_id, 'rebate' as type, r.amount, 'rebate' as ref_type, r.id as ref_id,
      case when r.amount > 0 then '团队奖励：' else '团队奖励冲回：' end || ${what} as note, ${at}::timestamptz as at,
      r.amount < 0 as claw
    from staged_rebates_new r join ${lines} n on n.id = r.source_line_id`;
}
