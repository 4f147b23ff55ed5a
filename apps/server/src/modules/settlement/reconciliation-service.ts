import type { Reconciliation } from '@tuike/contract/admin-settlement';
import { RECONCILIATION_REASON_LABELS, type ReconciliationReason } from '@tuike/contract/settlement-rules';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize } from '../../lib/authorize';

interface Scope {
  userId?: number;
  taskPlatformId?: number;
  from: string;
  to: string;
}

const n = (v: unknown) => Number(v ?? 0);
const REASON_ORDER = Object.keys(RECONCILIATION_REASON_LABELS);

/**
 * Estimated vs settled income of a period (by income date), and the difference explained, each part
 * from the lines themselves:
 * - refund, invalid_traffic, penalty, correction: the adjustment lines by their reason code;
 * - revised: settled lines of a row this promoter's estimate carried, at another amount (the platform's final
 *   figure differs from its estimate: orders cancelled or confirmed after the estimate): settled − estimated;
 * - late: settled lines of a row no estimate of this promoter carried (same platform and row identity);
 * - unmatched: estimated rows of a settled day that no settled line of this promoter carries (negative:
 *   estimated, not paid to them — settled to nobody, or to the unmatched queue);
 * - pending: estimated rows of a day the platform has not settled yet (no settled line of that platform
 *   and income date, whoever's): not a loss, the settlement is still to come;
 * - cap: none is recorded yet (a platform cap is not data of this engine), so it never appears.
 * `unexplained` is what is left: 0 when every fen is accounted for.
 */
export async function reconcile(db: DbOrTx, s: Scope): Promise<Reconciliation> {
  const where = sql`i.income_date between ${s.from} and ${s.to}
    ${s.userId ? sql`and i.user_id = ${s.userId}` : sql``}
    ${s.taskPlatformId ? sql`and i.task_platform_id = ${s.taskPlatformId}` : sql``}`;
  const settledDay = sql`exists (select 1 from income_lines s where s.income_date = i.income_date
    and s.task_platform_id = i.task_platform_id and s.kind = 'settled')`;
  const byPlatform = (
    await db.execute<Record<string, unknown>>(sql`
      select p.id, p.name,
        coalesce(sum(i.amount) filter (where i.kind = 'estimate'), 0) as estimated,
        coalesce(sum(i.amount) filter (where i.kind <> 'estimate'), 0) as settled,
        (select to_char(max(si.report_date), 'YYYY-MM-DD') from settlement_imports si
          where si.task_platform_id = p.id and si.status = 'applied') as data_up_to
      from income_lines i join task_platforms p on p.id = i.task_platform_id
      where ${where}
      group by p.id, p.name order by p.id`)
  ).rows;
  const parts = (
    await db.execute<{ reason: string; amount: unknown; rows: unknown }>(sql`
      select i.reason_code as reason, sum(i.amount) as amount, count(*) as rows
      from income_lines i where ${where} and i.kind = 'adjustment' group by i.reason_code
      union all
      select 'revised', sum(i.amount - e.amount), count(*) from income_lines i
      join lateral (
        select sum(e.amount) as amount from income_lines e where e.task_platform_id = i.task_platform_id and e.row_key = i.row_key
          and e.kind = 'estimate' and e.user_id = i.user_id
      ) e on e.amount is not null
      where ${where} and i.kind = 'settled' and i.amount <> e.amount
      union all
      select 'late', sum(i.amount), count(*) from income_lines i
      where ${where} and i.kind = 'settled' and not exists (
        select 1 from income_lines e where e.task_platform_id = i.task_platform_id and e.row_key = i.row_key and e.kind = 'estimate'
          and e.user_id = i.user_id)
      union all
      select case when ${settledDay} then 'unmatched' else 'pending' end, -sum(i.amount), count(*) from income_lines i
      where ${where} and i.kind = 'estimate' and not exists (
        select 1 from income_lines e where e.task_platform_id = i.task_platform_id and e.row_key = i.row_key
          and e.kind = 'settled' and e.user_id = i.user_id)
      group by 1`)
  ).rows;
  const explained = parts
    .filter((p) => p.reason && n(p.rows) > 0)
    .map((p) => ({ reason: p.reason as ReconciliationReason, amount: n(p.amount), rows: n(p.rows) }))
    // The labels' order, whatever order the engine's grouping answered in.
    .sort((a, b) => REASON_ORDER.indexOf(a.reason) - REASON_ORDER.indexOf(b.reason));
  const estimated = byPlatform.reduce((t, p) => t + n(p.estimated), 0);
  const settled = byPlatform.reduce((t, p) => t + n(p.settled), 0);
  const difference = settled - estimated;
  return {
    from: s.from,
    to: s.to,
    estimated,
    settled,
    difference,
    explained,
    unexplained: difference - explained.reduce((t, e) => t + e.amount, 0),
    byPlatform: byPlatform.map((p) => ({
      taskPlatformId: n(p.id),
      taskPlatformName: String(p.name),
      estimated: n(p.estimated),
      settled: n(p.settled),
      difference: n(p.settled) - n(p.estimated),
      dataUpTo: (p.data_up_to as string | null) ?? null,
    })),
  };
}

/** The last day of a YYYY-MM month (Gregorian leap years). */
export function monthEnd(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return `${month}-${days}`;
}

export const reconciliationService = {
  operator(deps: Deps, actor: Actor, q: Scope) {
    if (actor.kind === 'operator') authorize(actor, 'run', { kind: 'settlement' });
    return reconcile(deps.db, q);
  },

  /** The promoter's own month, on the income page. */
  mine(deps: Deps, actor: Actor & { kind: 'promoter' }, q: { month: string; taskPlatformId?: number }) {
    authorize(actor, 'read', { kind: 'money', ownerId: actor.userId });
    return reconcile(deps.db, {
      userId: actor.userId,
      taskPlatformId: q.taskPlatformId,
      from: `${q.month}-01`,
      to: monthEnd(q.month),
    });
  },

  /**
   * Waiting queue rows that carry a UID the promoter held once (an account they unbound, or bound after
   * the video): bind it (again) and ask the operator, and the data is theirs. Grouped per platform and UID.
   */
  async uidNotices(deps: Deps, actor: Actor & { kind: 'promoter' }) {
    authorize(actor, 'read', { kind: 'money', ownerId: actor.userId });
    const rows = (
      await deps.db.execute<Record<string, unknown>>(sql`
        select q.task_platform_id, p.name, min(q.uid) as uid, count(*) as rows, to_char(max(q.report_date), 'YYYY-MM-DD') as latest
        from settlement_unmatched q join task_platforms p on p.id = q.task_platform_id
        where q.status = 'waiting' and q.uid is not null and exists (
          select 1 from platform_accounts a where a.user_id = ${actor.userId}
            and (case when a.platform in (1, 2) then lower(a.uid) else a.uid end)
              = (case when a.platform in (1, 2) then lower(q.uid) else q.uid end))
        group by q.task_platform_id, p.name, lower(q.uid)
        order by max(q.report_date) desc, q.task_platform_id
        limit 20`)
    ).rows;
    return rows.map((r) => ({
      taskPlatformId: n(r.task_platform_id),
      taskPlatformName: String(r.name),
      uid: String(r.uid),
      rows: n(r.rows),
      latestReportDate: String(r.latest),
    }));
  },
};
