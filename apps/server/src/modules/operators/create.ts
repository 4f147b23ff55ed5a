import type { OperatorRole } from '@tuike/contract/operator-grants';
import type { DbOrTx } from '../../db/client';
import { hashPassword } from '../user';
import { operatorRepository as repo } from './repository';

/** Creates an operator account (the seed, `npm run admin:create`, the console's own account page). */
export async function createOperator(
  db: DbOrTx,
  input: { account: string; name: string; password: string; role: OperatorRole },
  now: Date,
) {
  return repo.insert(db, {
    account: input.account,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    createdAt: now,
    updatedAt: now,
  });
}

/** How many operator accounts exist: a production start with none says how to create the first. */
export const operatorCount = (db: DbOrTx) => repo.count(db);
