// The settlement module's public entry: the one writer of income lines and the money they move, the
// report import engine's worker (registered by the app), and the import steps the worker and the routes
// run, which the demo seed runs in-process on its demo reports.
export { type IncomeLineInput, postIncomeLine, postIncomeLines } from './post-income';
export { registerImportWorker } from './imports-worker';
export type { ImportStore } from './import-store';
export { receiveReport } from './imports-upload';
export { parseImport } from './imports-parse';
export { confirmNext } from './imports-confirm';
export { importsService } from './imports-service';
export { importedReportSql, reportNameOf } from './report-name';
