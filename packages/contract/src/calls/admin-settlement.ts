import {
  ZAssignUnmatchedBody,
  ZAssignUnmatchedResponse,
  ZConfirmImportBody,
  ZImportMapping,
  ZImportMappingQuery,
  ZImportMappingResponse,
  ZImportPageQuery,
  ZImportPageResponse,
  ZImportParams,
  ZPreviewRowsQuery,
  ZPreviewRowsResponse,
  ZReconciliationQuery,
  ZReconciliationResponse,
  ZSettlementImportResponse,
  ZStoredFile,
  ZUnmatchedPageQuery,
  ZUnmatchedPageResponse,
} from '../admin-settlement';
import { callGroup, defineCall } from '../call';
import { ZCsvFile } from '../admin-withdrawals';
import { IMPORT_MAX_BYTES, STANDARD_TEMPLATE_COLUMNS } from '../settlement-rules';

const tags = ['console: settlement'];
const audience = 'operator';
const grant = 'settlement.run';

/**
 * The settlement engine: upstream reports in, income lines with provenance and ledger rows out. The
 * three import paths are the ones scripts rely on (issue 22); the rest serve the console's screens.
 */
export const adminSettlementCalls = callGroup({
  'POST /admin-api/settlement/imports': defineCall({
    method: 'POST',
    path: '/admin-api/settlement/imports',
    audience,
    grant,
    tags,
    summary: 'Upload an upstream report (multipart: taskPlatformId, reportDate, kind, then file); answers the import',
    description:
      `CSV or XLSX up to ${IMPORT_MAX_BYTES / 1024 / 1024} MB, parsed as a stream. The standard template's header is ` +
      `\`${STANDARD_TEMPLATE_COLUMNS.join(',')}\`; another header is read through the platform's saved mapping. ` +
      'The raw file is kept for audit. The answer is the import with status `parsing` (or `ready` with its preview ' +
      'when the file was small enough to finish at once); poll GET …/imports/:id for progress.',
    response: ZSettlementImportResponse,
  }),
  'GET /admin-api/settlement/imports': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/imports',
    audience,
    grant,
    tags,
    summary: 'Imports, newest first, by platform and status',
    query: ZImportPageQuery,
    response: ZImportPageResponse,
  }),
  'GET /admin-api/settlement/imports/:id': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/imports/:id',
    audience,
    grant,
    tags,
    summary: 'One import: its preview (matched, unmatched, errors, totals in fen), progress and status',
    params: ZImportParams,
    response: ZSettlementImportResponse,
  }),
  'GET /admin-api/settlement/imports/:id/file': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/imports/:id/file',
    audience,
    grant,
    tags,
    summary: 'The report file as it was uploaded (kept for audit), under its original name',
    description: 'Streams the stored CSV or XLSX with its own type; each download is audited.',
    params: ZImportParams,
    file: 'stored',
    response: ZStoredFile,
  }),
  'GET /admin-api/settlement/imports/:id/rows': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/imports/:id/rows',
    audience,
    grant,
    tags,
    summary: "An import's rows of one kind (matched, unmatched, error, already imported), in file order",
    params: ZImportParams,
    query: ZPreviewRowsQuery,
    response: ZPreviewRowsResponse,
  }),
  'POST /admin-api/settlement/imports/:id/confirm': defineCall({
    method: 'POST',
    path: '/admin-api/settlement/imports/:id/confirm',
    audience,
    grant,
    tags,
    summary: 'Apply a ready import in one transaction: income lines, ledger rows, rebates; unmatched rows to the queue',
    description:
      'Runs as a job: answers the import as `confirming` (or `applied`). Confirming an applied import, or the same ' +
      '`requestId` again, changes nothing; an import that is not ready answers 409.',
    params: ZImportParams,
    body: ZConfirmImportBody,
    response: ZSettlementImportResponse,
  }),
  'GET /admin-api/settlement/template': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/template',
    audience,
    grant,
    tags,
    summary: 'The standard report template (CSV with its header row and one example row)',
    file: 'csv',
    response: ZCsvFile,
  }),
  'GET /admin-api/settlement/mapping': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/mapping',
    audience,
    grant,
    tags,
    summary: "A task platform's saved column mapping for its own report format (null: the standard template)",
    query: ZImportMappingQuery,
    response: ZImportMappingResponse,
  }),
  'POST /admin-api/settlement/mapping/save': defineCall({
    method: 'POST',
    path: '/admin-api/settlement/mapping/save',
    audience,
    grant,
    tags,
    summary: "Save a task platform's column mapping; later imports of that platform read through it",
    body: ZImportMapping,
    response: ZImportMappingResponse,
  }),
  'GET /admin-api/settlement/unmatched/page': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/unmatched/page',
    audience,
    grant,
    tags,
    summary: 'The unmatched queue: report rows no promoter was found for, with the reason',
    query: ZUnmatchedPageQuery,
    response: ZUnmatchedPageResponse,
  }),
  'POST /admin-api/settlement/unmatched/assign': defineCall({
    method: 'POST',
    path: '/admin-api/settlement/unmatched/assign',
    audience,
    grant,
    tags,
    summary: 'Assign waiting unmatched rows to a promoter: each becomes their income line (and ledger row when settled)',
    body: ZAssignUnmatchedBody,
    response: ZAssignUnmatchedResponse,
  }),
  'GET /admin-api/settlement/reconciliation': defineCall({
    method: 'GET',
    path: '/admin-api/settlement/reconciliation',
    audience,
    grant,
    tags,
    summary: 'Estimated vs settled for a period (all promoters or one, all platforms or one), each difference explained',
    query: ZReconciliationQuery,
    response: ZReconciliationResponse,
  }),
});
