import type { OperatorRecord } from '@tuike/contract/admin-operators';
import { type OperatorMe } from '@tuike/contract/operator';
import { ROLE_GRANTS } from '@tuike/contract/operator-grants';
import { isoOperator } from '../../lib/time';
import type { OperatorRow } from './repository';

export const presentOperatorMe = (row: OperatorRow): OperatorMe => ({
  id: row.id,
  account: row.account,
  name: row.name,
  role: row.role,
  grants: [...ROLE_GRANTS[row.role]],
  totpEnabled: row.totpEnabledAt !== null,
  totpRequired: row.totpRequired,
  mustEnrollTotp: row.totpRequired && row.totpEnabledAt === null,
});

export const presentOperatorRecord = (row: OperatorRow, lastLoginAt: Date | null): OperatorRecord => ({
  id: row.id,
  account: row.account,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  totpEnabled: row.totpEnabledAt !== null,
  totpRequired: row.totpRequired,
  lastLoginAt: lastLoginAt && isoOperator(lastLoginAt),
  createdAt: isoOperator(row.createdAt),
});

/**
 * An account as the audit log keeps it: what the admin sees and changes, never a hash or a secret
 * (two-factor under names the audit mask does not take for a secret's, `audit/mask.ts`).
 */
export const auditedOperator = (row: OperatorRow) => ({
  account: row.account,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  twoFactorEnabled: row.totpEnabledAt !== null,
  twoFactorRequired: row.totpRequired,
});
