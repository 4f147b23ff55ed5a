// The settlement module's public entry: the one writer of income lines and the money they move, and the
// report import engine's worker (registered by the app).
export { type IncomeLineInput, postIncomeLine, postIncomeLines } from './post-income';
export { registerImportWorker } from './imports-worker';
