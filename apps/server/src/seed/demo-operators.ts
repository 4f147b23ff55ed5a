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

/**
 * Creates the demo logins and answers the one whose role reviews (operator), as the actor of the demo's
 * past review decisions: they are written through the console's own functions, audit rows included.
 */
export async function seedDemoOperators(db: DbOrTx, now: Date): Promise<OperatorActor> {
  let reviewer: OperatorActor | null = null;
  for (const demo of DEMO_OPERATORS) {
    const row = await createOperator(db, demo, now);
    if (demo.role === 'operator')
      reviewer = {
        kind: 'operator',
        operatorId: row.id,
        account: row.account,
        role: row.role,
        sessionId: 0,
        ip: '127.0.0.1',
        requestId: 'demo-seed',
      };
  }
  if (!reviewer) throw new Error('seedDemoOperators: no demo operator with the operator role');
  return reviewer;
}
