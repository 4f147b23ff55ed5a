import { type OperatorMe } from '@tuike/contract/operator';
import { ROLE_GRANTS } from '@tuike/contract/operator-grants';
import type { OperatorRow } from './repository';

export const presentOperatorMe = (row: OperatorRow): OperatorMe => ({
  id: row.id,
  account: row.account,
  name: row.name,
  role: row.role,
  grants: [...ROLE_GRANTS[row.role]],
  totpEnabled: row.totpEnabledAt !== null,
  mustEnrollTotp: row.totpRequired && row.totpEnabledAt === null,
});
