import type { AuditRecord } from '@tuike/contract/operator';

let next = 1;

/** One audit row as GET /admin-api/audit/page lists it. */
export const auditRecord = (over: Partial<AuditRecord> = {}): AuditRecord => {
  const id = next++;
  return {
    id,
    operatorId: 1,
    operatorAccount: 'admin',
    action: 'withdrawal.approve',
    targetType: 'withdrawals',
    targetId: String(40 + id),
    before: { status: 0, amount: 10000 },
    after: { status: 1, amount: 10000 },
    ip: '127.0.0.1',
    createdAt: '2025-03-01T09:30:00+08:00',
    ...over,
  };
};
