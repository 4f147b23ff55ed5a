import { ZIncomeProvenance } from '@tuike/contract/money';
import type { TeamMember, TeamMemberDetail, TeamRebateLine, TeamStep } from '@tuike/contract/team';
import { maskPhone } from '../../lib/mask-phone';
import { reportNameOf } from '../settlement';
import type { MemberRow, RebateLineRow } from './repository';

/** The furthest step reached, in the funnel's order. */
function stepOf(row: MemberRow): TeamStep {
  if (row.firstIncomeAt) return 'earning';
  if (row.backfilledAt) return 'backfilled';
  if (row.boundAt) return 'bound';
  return 'registered';
}

export function presentMember(row: MemberRow): TeamMember {
  return {
    id: row.id,
    nickname: row.nickname,
    phoneMasked: maskPhone(row.phone),
    joinedAt: row.joinedAt.toISOString(),
    step: stepOf(row),
  };
}

/** A rebate line with its source line's provenance, minus what matched (the member's alias, UID or link). */
export function presentRebateLine(row: RebateLineRow): TeamRebateLine {
  const p = ZIncomeProvenance.parse(row.provenance);
  return {
    id: row.id,
    amount: row.amount,
    bps: row.bps,
    at: row.at.toISOString(),
    source: {
      lineId: row.lineId,
      incomeDate: row.incomeDate,
      amount: row.lineAmount,
      platformName: row.platformName,
      workName: row.workName,
      rule: p.rule,
      batch: reportNameOf(p.batch, row.report),
      row: p.row,
      matchedBy: p.matchedBy,
      adjustmentReason: p.adjustment?.reason ?? null,
    },
  };
}

export function presentMemberDetail(
  row: MemberRow,
  lines: RebateLineRow[],
  totals: { total: number; count: number },
): TeamMemberDetail {
  return {
    ...presentMember(row),
    steps: {
      registered: row.joinedAt.toISOString(),
      bound: row.boundAt?.toISOString() ?? null,
      backfilled: row.backfilledAt?.toISOString() ?? null,
      earning: row.firstIncomeAt?.toISOString() ?? null,
    },
    rebateTotal: totals.total,
    rebateCount: totals.count,
    rebates: lines.map(presentRebateLine),
  };
}
