import { eq, sql } from 'drizzle-orm';
import { shareOf } from '@tuike/contract/fee';
import type { IncomeProvenance } from '@tuike/contract/money';
import type { Tx } from '../../db/client';
import { incomeLines, rebates, users } from '../../db/schema';
import { readSetting } from '../app-config';
import { postToLedger } from '../ledger';

export interface RebateSource {
  lineId: number;
  /** The invitee whose line it is. */
  userId: number;
  amount: number;
  incomeDate: string;
  provenance: IncomeProvenance;
  at: Date;
  /** The operator's rebate rate, when the caller read it once for many lines (an import). */
  rebateBps?: number;
}

const percent = (bps: number) => `${bps / 100}%`;
const yuan = (fen: number) => `¥${(Math.abs(fen) / 100).toFixed(2)}`;

/**
 * The inviter's rebate (one level: users.inviter_id) on a settled or correcting line: a rebates row
 * and the inviter's ledger row referencing it. The rate is the operator's `rebateBps`; a correction of
 * a line that earned a rebate takes that rebate's rate and inviter instead, so a full refund nets the
 * rebate to exactly 0 whatever the rate is now. Corrections of one line are rebated on their running
 * total (the share of what the line and its corrections now add up to, less what was rebated on them
 * so far), so three refunds of a third each also net to exactly 0, where rounding each would not. A negative rebate
 * the inviter's balance cannot cover leaves a receivable, as the promoter's own debits do. Idempotent:
 * one rebate per source line. Nothing when there is no inviter or the rebate rounds to 0 fen.
 */
export async function postRebate(tx: Tx, source: RebateSource): Promise<void> {
  const corrected = source.provenance.adjustment
    ? (await tx.select().from(rebates).where(eq(rebates.sourceLineId, source.provenance.adjustment.ofLineId)))[0]
    : undefined;
  const inviterId =
    corrected?.userId ??
    (await tx.select({ inviterId: users.inviterId }).from(users).where(eq(users.id, source.userId)))[0]?.inviterId;
  if (!inviterId) return;
  const bps = corrected?.bps ?? source.rebateBps ?? (await readSetting(tx, 'promotion')).rebateBps;
  const amount = corrected ? await correctionRebate(tx, corrected.sourceLineId, bps) : shareOf(source.amount, bps);
  if (amount === 0) return;

  const [rebate] = await tx
    .insert(rebates)
    .values({ userId: inviterId, sourceLineId: source.lineId, bps, amount, createdAt: source.at })
    .onConflictDoNothing({ target: rebates.sourceLineId })
    .returning({ id: rebates.id });
  if (!rebate) return;
  const what = `邀请的推客 ${source.incomeDate} 收益 ${source.amount < 0 ? '-' : ''}${yuan(source.amount)} 的 ${percent(bps)}`;
  const posting = {
    userId: inviterId,
    type: 'rebate' as const,
    amount,
    ref: { type: 'rebate' as const, id: rebate.id },
    at: source.at,
  };
  if (amount > 0) await postToLedger(tx, { ...posting, note: `团队奖励：${what}` });
  else await postToLedger(tx, { ...posting, note: `团队奖励冲回：${what}`, onShortfall: 'receivable' });
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
