import type { OperatorRecord } from '@tuike/contract/admin-operators';

let next = 10;

/** One operator account as GET /admin-api/operators/page lists it. */
export const operatorRecord = (over: Partial<OperatorRecord> = {}): OperatorRecord => {
  const id = next++;
  return {
    id,
    account: `zhang${id}`,
    name: `张三${id}`,
    role: 'operator',
    disabled: false,
    totpEnabled: false,
    totpRequired: false,
    lastLoginAt: '2025-03-01T09:30:00+08:00',
    createdAt: '2025-01-02T10:00:00+08:00',
    ...over,
  };
};
