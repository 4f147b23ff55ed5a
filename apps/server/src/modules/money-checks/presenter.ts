import type { MoneyCheckRun } from '@tuike/contract/money-checks';
import { isoOperator } from '../../lib/time';
import type { MoneyCheckRunRow } from './repository';

export const presentRun = (row: MoneyCheckRunRow): MoneyCheckRun => ({
  ranAt: isoOperator(row.ranAt),
  ok: row.problems.length === 0,
  users: row.users,
  problems: row.problems,
  durationMs: row.durationMs,
});
