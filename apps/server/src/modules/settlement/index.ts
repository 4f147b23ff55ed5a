// The settlement module's public entry: the one writer of income lines and the money they move, and the
// report import engine (its routes and worker are registered by the app).
export { registerImportWorker } from './imports-worker';
