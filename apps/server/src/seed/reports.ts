import { Readable } from 'node:stream';
import {
  type AdjustmentReason,
  type ImportKind,
  STANDARD_TEMPLATE_COLUMNS,
  type TemplateColumn,
} from '@tuike/contract/settlement-rules';
import { stringify } from 'csv-stringify/sync';
import type { Tx } from '../db/client';
import type { MediaStorage } from '../deps';
import type { OperatorActor } from '../lib/authorize';
import { MINUTE } from '../lib/clock';
import { addDays, operatorTime } from '../lib/time';
import { confirmNext, type ImportStore, importsService, parseImport, receiveReport } from '../modules/settlement';
import type { MoneyEvent } from './money-event';

/**
 * The upstream settles by the week: its settled report (周结算单) of a Monday–Sunday week comes in the
 * Wednesday after and is imported at noon, crediting the balance. Until then a day has only its estimate,
 * which comes in the next morning (日报).
 */
const weekEndOf = (date: string) => addDays(date, (7 - new Date(`${date}T00:00:00Z`).getUTCDay()) % 7);
const settledAt = (weekEnd: string) => operatorTime(addDays(weekEnd, 3), '12:00:00');

/** Where a row of the day goes: the settled report of its week once that came in, else the day's estimate. */
export function reportOf(date: string, now: Date): Pick<ReportRow, 'kind' | 'reportDate'> {
  const weekEnd = weekEndOf(date);
  return settledAt(weekEnd) < now ? { kind: 'settled', reportDate: weekEnd } : { kind: 'estimate', reportDate: date };
}

/** A day at least this old is always in a settled report: its week's came in by the last Wednesday noon. */
export const ALWAYS_SETTLED_AGE = 10;

/** The report date of a correction to a settled row: the Friday after its week's settlement. */
export const correctionDate = (date: string) => addDays(weekEndOf(date), 5);

/** One row of a demo upstream report, in the standard template's terms. */
export interface ReportRow {
  platform: { id: number; name: string };
  kind: ImportKind;
  /** An adjustment report's one reason (a refund bill, an 扣量 notice). */
  reasonCode?: AdjustmentReason;
  reportDate: string;
  date: string;
  /** What names the promoter: their alias, the media account's UID, or the back-filled video's link. */
  alias?: string;
  uid?: string;
  link?: string;
  workTitle?: string;
  newUsers?: number;
  /** The billed amount (计费金额) in fen, which the platform's price rule applies to. */
  billed: number;
  /** A settled row the upstream's estimates never carried: it first shows in its week's settled report (延迟到账). */
  late?: boolean;
  /**
   * A row naming no promoter of the platform (the upstream's keyword misspelt): it waits in the unmatched queue
   * for finance, as a few rows of every real week do.
   */
  orphan?: boolean;
}

/** The file name an upstream report is saved under, as finance would name it: 书旗小说_2026-11-22_周结算.csv. */
const FILE_WORD: Record<ImportKind | AdjustmentReason, string> = {
  estimate: '预估',
  settled: '周结算',
  adjustment: '调整',
  refund: '退款',
  invalid_traffic: '扣量',
  penalty: '处罚',
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A report's row as filed: the row with its upstream row_id. */
type Filed = ReportRow & { rowId: string };

/** The report as the upstream sends it: the standard template, Excel's UTF-8 BOM first. */
function csvOf(rows: readonly Filed[]) {
  const cells = rows.map((r): Record<TemplateColumn, string> => ({
    row_id: r.rowId,
    date: r.date,
    alias: r.alias ?? '',
    uid: r.uid ?? '',
    link: r.link ?? '',
    work_title: r.workTitle ?? '',
    new_users: r.newUsers === undefined ? '' : String(r.newUsers),
    orders: '',
    amount_yuan: yuan(r.billed),
  }));
  return `\uFEFF${stringify(cells, { header: true, columns: [...STANDARD_TEMPLATE_COLUMNS] })}`;
}

/**
 * When finance imported a report: an estimate the morning after its day (never after `now`: a seed run
 * before 09:30 would otherwise date yesterday's in the future), a week's settled report the Wednesday
 * after (reportOf files only weeks whose report came before `now`), an adjustment on its own day's afternoon.
 * A settled week's estimates are one report dated its Sunday, so they too come in the morning after.
 */
function importedAt(kind: ImportKind, reportDate: string, now: Date) {
  if (kind === 'settled') return settledAt(reportDate);
  if (kind === 'adjustment') return operatorTime(reportDate, '15:00:00');
  const next = operatorTime(addDays(reportDate, 1), '09:30:00');
  return next < now ? next : now;
}

interface Report {
  platform: ReportRow['platform'];
  kind: ImportKind;
  reasonCode?: AdjustmentReason;
  reportDate: string;
  /** A settled week's estimates in one file (周预估) rather than a file per day. */
  weekly: boolean;
  rows: Filed[];
}

/**
 * The upstream's row_id of each estimate or settled row: its day and its place among the platform's rows of
 * that day, so a row's estimate and its settlement carry the same identity (reconciliation pairs them by it).
 * An adjustment bill numbers its own rows.
 */
function withRowIds(rows: readonly ReportRow[]): Filed[] {
  const seq = new Map<string, number>();
  return rows.map((r) => {
    const key =
      r.kind === 'adjustment' ? `${r.platform.id} A ${r.reasonCode ?? ''} ${r.reportDate}` : `${r.platform.id} ${r.date}`;
    const n = (seq.get(key) ?? 0) + 1;
    seq.set(key, n);
    const day = (r.kind === 'adjustment' ? r.reportDate : r.date).replaceAll('-', '');
    return { ...r, rowId: `${r.kind === 'adjustment' ? 'A' : 'R'}${day}${String(n).padStart(4, '0')}` };
  });
}

/**
 * What the upstream's estimate said of a row it later settled: most estimates hold, every seventh ran 4 % high
 * (orders cancelled after the estimate), so the demo's 对账 shows the platform's final figure differing too.
 */
const estimatedBilled = (billed: number, i: number) => (i % 7 === 3 ? Math.round(billed * 1.04) : billed);

/**
 * The rows by report: one per platform, kind (with its reason) and report date, in the order the rows came.
 * A settled row was estimated first (unless it came late): its week's estimates, as the upstream sent them
 * day by day, are filed as one weekly estimate report per platform, which keeps the seed's imports few.
 */
function reportsOf(rows: readonly ReportRow[]): Report[] {
  const reports = new Map<string, Report>();
  const file = (r: Filed, weekly: boolean) => {
    const key = `${r.platform.id} ${r.kind} ${r.reasonCode ?? ''} ${r.reportDate}`;
    const report = reports.get(key) ?? {
      platform: r.platform,
      kind: r.kind,
      reasonCode: r.reasonCode,
      reportDate: r.reportDate,
      weekly,
      rows: [],
    };
    report.rows.push(r);
    reports.set(key, report);
  };
  const filed = withRowIds(rows);
  for (const [i, r] of filed.entries())
    if (r.kind === 'settled' && !r.late) file({ ...r, kind: 'estimate', billed: estimatedBilled(r.billed, i) }, true);
  for (const r of filed) file(r, false);
  return [...reports.values()];
}

/**
 * The demo's upstream reports, imported through the settlement engine exactly as finance's upload and the
 * import worker do (the file kept in the media storage, parsed, attributed, previewed, confirmed by
 * `finance`), each at its dated moment: answered as money events for seedDemo to run in time order with the
 * withdrawals they pay for. The engine writes every line, its ledger row and the inviters' rebates.
 */
export function reportEvents(
  tx: Tx,
  {
    rows,
    media,
    timeZone,
    finance,
    now,
  }: { rows: readonly ReportRow[]; media: MediaStorage; timeZone: string; finance: OperatorActor; now: Date },
): MoneyEvent[] {
  const store = (at: Date): ImportStore => ({ db: tx, clock: { now: () => at }, media, config: { timeZone } });
  return reportsOf(rows).map((report) => {
    const at = importedAt(report.kind, report.reportDate, now);
    return {
      at,
      run: async () => {
        // Uploaded a few minutes before it is confirmed, the preview read in between.
        const uploaded = new Date(at.getTime() - 5 * MINUTE);
        const word = `${report.weekly ? '周' : ''}${FILE_WORD[report.reasonCode ?? report.kind]}`;
        const name = `${report.platform.name}_${report.reportDate}_${word}.csv`;
        const id = await receiveReport(
          store(uploaded),
          finance,
          { taskPlatformId: report.platform.id, reportDate: report.reportDate, kind: report.kind, reasonCode: report.reasonCode },
          { stream: Readable.from([Buffer.from(csvOf(report.rows))]), filename: name },
        );
        await parseImport(store(uploaded), id);
        const requestId = `00000000-0000-4000-a000-${String(id).padStart(12, '0')}`;
        const { preview } = await importsService.confirm(store(at), finance, id, requestId);
        // Every demo row but the orphans names a promoter who could earn that day: anything else is a seed bug.
        const meant = report.rows.filter((r) => !r.orphan).length;
        if (!preview || preview.matchedRows !== meant)
          throw new Error(`seed: report ${name} matched ${preview?.matchedRows ?? 0} of ${meant} rows`);
        if (!(await confirmNext(store(at)))) throw new Error(`seed: report ${name} was not applied`);
      },
    };
  });
}
