import type { OperatorRole } from '@tuike/contract/operator-grants';
import type { DbOrTx } from '../db/client';
import { createOperator } from '../modules/operators';

/** The demo console logins, one per role; only where demo data goes (never in production). */
export const DEMO_OPERATORS: readonly { account: string; password: string; role: OperatorRole; name: string }[] = [
  { account: 'admin', password: 'Admin@123456', role: 'admin', name: '管理员' },
  { account: 'operator', password: 'Operator@123456', role: 'operator', name: '运营小林' },
  { account: 'finance', password: 'Finance@123456', role: 'finance', name: '财务小周' },
];

export async function seedDemoOperators(db: DbOrTx, now: Date) {
  for (const demo of DEMO_OPERATORS) await createOperator(db, demo, now);
}
