import { type IncomeProvenance, ZIncomeProvenance } from '@tuike/contract/money';
import { INCOME_STATUS_LABELS } from '@tuike/contract/money-status';
import { type AccountRecord, type IncomeDetail, type IncomeLine, LEDGER_TYPE_LABELS } from '@tuike/contract/wallet';
import { isoOperator } from '../../lib/time';
import { reportNameOf } from '../settlement';
import type { IncomeDetailRow, IncomeLineRow, IncomeListRow } from './income-repository';
import type { AccountRecordRow } from './repository';

/** The stored provenance, read through the contract it was checked against when written. */
export const provenanceOf = (row: IncomeLineRow): IncomeProvenance => ZIncomeProvenance.parse(row.line.provenance);

const matchedByOf = ZIncomeProvenance.shape.matchedBy;

/** A line of the income list; its provenance's parts as the list statement read them (`IncomeListRow`). */
export function presentIncomeLine(row: IncomeListRow): IncomeLine {
  const { line } = row;
  return {
    id: line.id,
    amount: line.amount,
    status: line.status,
    statusLabel: INCOME_STATUS_LABELS[line.status],
    incomeDate: line.incomeDate,
    workId: line.workId,
    workTitle: row.workTitle,
    taskPlatformId: line.taskPlatformId,
    taskPlatformName: row.taskPlatformName,
    matchedBy: matchedByOf.parse(row.matchedBy),
    matched: row.matched,
    matchedName: row.matchedName,
    // A correcting line is negative in practice; either sign of it marks the line, so none slips through as income.
    isAdjustment: row.adjusting || line.amount < 0,
    superseded: line.supersededAt !== null,
    createdAt: isoOperator(line.createdAt),
  };
}

/** A line with why it was paid that amount; `aliasId` is the caller's alias the upstream row named, if any. */
export function presentIncomeDetail(row: IncomeDetailRow, p: IncomeProvenance, aliasId: number | null): IncomeDetail {
  return {
    ...presentIncomeLine({ ...row, matchedBy: p.matchedBy, matched: p.matched, adjusting: p.adjustment !== undefined }),
    provenance: {
      source: p.source,
      batch: reportNameOf(p.batch, row.report),
      row: p.row,
      rule: p.rule,
      shareBps: p.shareBps ?? null,
      unitPrice: p.unitPrice ?? null,
      baseAmount: p.upstreamAmount ?? null,
      aliasId,
      adjustment: p.adjustment ?? null,
    },
  };
}

export function presentRecord(row: AccountRecordRow): AccountRecord {
  return {
    id: row.id,
    type: row.type,
    typeLabel: LEDGER_TYPE_LABELS[row.type],
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    note: row.note,
    withdrawalId: row.refType === 'withdrawal' ? row.refId : null,
    createdAt: isoOperator(row.createdAt),
  };
}
