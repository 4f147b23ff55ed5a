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

const actorOf = (row: { id: number; account: string; role: OperatorRole }): OperatorActor => ({
  kind: 'operator',
  operatorId: row.id,
  account: row.account,
  role: row.role,
  sessionId: 0,
  ip: '127.0.0.1',
  requestId: 'demo-seed',
});

/**
 * Creates the demo logins and answers the ones the demo's history acts as: the operator who decided
 * the past reviews and the finance user who moved the past withdrawals. Both act through the
 * console's own functions, audit rows included.
 */
export async function seedDemoOperators(db: DbOrTx, now: Date): Promise<{ reviewer: OperatorActor; finance: OperatorActor }> {
  const made = [];
  for (const demo of DEMO_OPERATORS) made.push(await createOperator(db, demo, now));
  const reviewer = made.find((o) => o.role === 'operator');
  const finance = made.find((o) => o.role === 'finance');
  if (!reviewer || !finance) throw new Error('the demo operators include an operator and a finance login');
  return { reviewer: actorOf(reviewer), finance: actorOf(finance) };
}
