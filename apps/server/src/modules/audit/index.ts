// The audit module's public entry: every module that lets an operator write records it through this file.
export { type AuditAction, type AuditEntry, recordAudit } from './service';
