import type { OperatorRole } from '@tuike/contract/operator-grants';
import type { DbOrTx } from '../db/client';
import type { OperatorActor } from '../lib/authorize';
import { createOperator } from '../modules/operators';

/** The demo console logins, one per role; only where demo data goes (never in production). */
export const DEMO_OPERATORS: readonly { account: string; password: string; role: OperatorRole; name: string }[] = [
  { account: 'admin', password: 'Admin@123456', role: 'admin', name: '管理员' },
  { account: 'operator', password: 'Operator@123456', role: 'operator', name: '运营小林' },
  { account: 'finance', password: 'Finance@123456', role: 'finance', name: '财务小周' },
];

/** Creates the demo logins; answers the finance one, whose steps the demo withdrawals record. */
export async function seedDemoOperators(db: DbOrTx, now: Date): Promise<OperatorActor> {
  const made = [];
  for (const demo of DEMO_OPERATORS) made.push(await createOperator(db, demo, now));
  const finance = made.find((o) => o.role === 'finance');
  if (!finance) throw new Error('the demo operators include a finance login');
  return {
    kind: 'operator',
    operatorId: finance.id,
    account: finance.account,
    role: finance.role,
    sessionId: 0,
    ip: '127.0.0.1',
    requestId: 'demo-seed',
  };
}
