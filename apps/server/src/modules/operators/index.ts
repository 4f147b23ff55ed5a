// The operators module's public entry: the app resolves console sessions, and the seed and
// `admin:create` create operator accounts, only through this file.
export { createOperator } from './create';
export { operatorSessions } from './sessions';
export { operatorCount } from './create';
