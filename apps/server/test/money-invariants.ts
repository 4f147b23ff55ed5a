import { expect } from 'vitest';
import type { DbOrTx } from '../src/db/client';
import { checkMoneyInvariants } from '../src/modules/ledger';

/**
 * Every money test calls this at its end (and the seed test after seeding): fails with the broken
 * invariants (checkMoneyInvariants, the check the nightly job runs), else answers the number of users
 * checked, so a test can tell it looked at something.
 */
export async function expectMoneyInvariants(db: DbOrTx): Promise<number> {
  const { problems, users } = await checkMoneyInvariants(db);
  expect(problems, 'money invariants').toEqual([]);
  return users;
}
