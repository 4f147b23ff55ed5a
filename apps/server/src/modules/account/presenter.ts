import { type IncomeProvenance, ZIncomeProvenance } from '@tuike/contract/money';
import { INCOME_STATUS_LABELS } from '@tuike/contract/money-status';
import { type AccountRecord, type IncomeDetail, type IncomeLine, LEDGER_TYPE_LABELS } from '@tuike/contract/wallet';
import { isoOperator } from '../../lib/time';
import { reportNameOf } from '../settlement';
import type { IncomeDetailRow, IncomeLineRow } from './income-repository';
import type { AccountRecordRow } from './repository';

/** The stored provenance, read through the contract it was checked against when written. */
export const provenanceOf = (row: IncomeLineRow): IncomeProvenance => ZIncomeProvenance.parse(row.line.provenance);

export function presentIncomeLine(row: IncomeLineRow, provenance = provenanceOf(row)): IncomeLine {
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
    matchedBy: provenance.matchedBy,
    matched: provenance.matched,
    matchedName: row.matchedName,
    // A correcting line is negative in practice; either sign of it marks the line, so none slips through as income.
    isAdjustment: provenance.adjustment !== undefined || line.amount < 0,
    superseded: line.supersededAt !== null,
    createdAt: isoOperator(line.createdAt),
  };
}

/** A line with why it was paid that amount; `aliasId` is the caller's alias the upstream row named, if any. */
export function presentIncomeDetail(row: IncomeDetailRow, p: IncomeProvenance, aliasId: number | null): IncomeDetail {
  return {
    ...presentIncomeLine(row, p),
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
