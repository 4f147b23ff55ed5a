import { sql } from 'drizzle-orm';
import { incomeLines } from '../../db/schema';

/**
 * The report an income line was imported from, as finance uploaded it (file name and report date), read
 * by the import id its provenance keeps: null for lines no import wrote (the unmatched queue's, the old
 * demo seed's), which keep their batch.
 */
export const importedReportSql = sql<{ fileName: string; reportDate: string } | null>`(
  select json_build_object('fileName', si.file_name, 'reportDate', to_char(si.report_date, 'YYYY-MM-DD'))
  from settlement_imports si where si.id = (${incomeLines.provenance}->>'importId')::int)`;

/**
 * What a promoter reads as a line's report: the imported file's name (its report date added when the name
 * lacks it), else the provenance's batch — an import's internal id tells them nothing.
 */
export function reportNameOf(batch: string, report: { fileName: string; reportDate: string } | null) {
  if (!report) return batch;
  return report.fileName.includes(report.reportDate) ? report.fileName : `${report.fileName}（${report.reportDate}）`;
}
