import type { ImportPreview, PreviewRow, SettlementImport } from '@tuike/contract/admin-settlement';
import { UNMATCHED_REASON_LABELS, type UnmatchedReason } from '@tuike/contract/settlement-rules';
import { maskPhone } from '../../lib/mask-phone';
import { isoOperator } from '../../lib/time';
import type { ImportRow } from './imports-repository';
import type { StagedRow } from './parse-rows';

/** An import as the console reads it. */
export function presentImport({ imp, taskPlatformName, createdBy, confirmedBy }: ImportRow): SettlementImport {
  const phase = imp.status === 'parsing' ? 'parsing' : imp.status === 'confirming' ? 'confirming' : null;
  return {
    id: imp.id,
    taskPlatformId: imp.taskPlatformId,
    taskPlatformName,
    reportDate: imp.reportDate,
    kind: imp.kind,
    reasonCode: imp.reasonCode,
    status: imp.status,
    fileName: imp.fileName,
    fileSize: imp.fileSize,
    // Reports hold promoters' data: kept in the storage under a key no public path serves.
    format: imp.format ?? 'standard',
    preview: (imp.preview as ImportPreview | null) ?? null,
    progress: { phase, done: imp.progressDone, total: imp.progressTotal },
    error: imp.error,
    createdBy,
    createdAt: isoOperator(imp.createdAt),
    confirmedBy,
    appliedAt: imp.appliedAt ? isoOperator(imp.appliedAt) : null,
  };
}

/** A staged row with what attribution found for it, as the preview's lists read it. */
export interface StagedRowWithPromoter extends StagedRow {
  amount: number | null;
  matchedBy: 'alias' | 'uid' | 'link' | null;
  duplicate: boolean;
  unmatchedReason: UnmatchedReason | null;
  userId: number | null;
  nickname: string | null;
  phone: string | null;
}

/** A staged row for the preview's lists, with why it is not credited when it is not. */
export function presentPreviewRow(r: StagedRowWithPromoter): PreviewRow {
  const reason = r.error
    ? r.error
    : r.duplicate
      ? `第 ${r.lineNo} 行：该行已导入过（同一平台、报表日期和行标识）`
      : r.unmatchedReason
        ? `第 ${r.lineNo} 行：${UNMATCHED_REASON_LABELS[r.unmatchedReason]}`
        : null;
  const matched = !r.error && !r.duplicate && r.userId !== null;
  return {
    lineNo: r.lineNo,
    rowKey: r.rowKey,
    date: r.rowDate,
    alias: r.alias,
    uid: r.uid,
    link: r.link,
    workTitle: r.workTitle,
    newUsers: r.newUsers,
    orders: r.orders,
    upstreamAmount: r.upstreamAmount,
    amount: matched ? r.amount : null,
    matchedBy: matched ? r.matchedBy : null,
    promoter:
      matched && r.userId !== null ? { id: r.userId, nickname: r.nickname ?? '', phoneMasked: maskPhone(r.phone ?? '') } : null,
    reason,
  };
}
