import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { DbOrTx } from '../src/db/client';
import { checkMoneyInvariants } from '../src/modules/ledger';
import { client, createTestApp, type TestApp } from './harness';

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

/** A test app with its inject client (`api`), as `moneyTestApp` hands it to a file. */
export type MoneyTestApp = TestApp & { api: ReturnType<typeof client> };

/**
 * Registers a money test file's hooks: a test app and its client before the file's tests, the money invariants
 * after each test, the app closed after the file. The answer is filled in `beforeAll`, so read it in hooks and
 * tests, not while the file loads.
 */
export function moneyTestApp(): MoneyTestApp {
  const t = {} as MoneyTestApp;
  beforeAll(async () => {
    const app = await createTestApp();
    // The test app's functions close over its state (none reads `this`), so copying them keeps them working.
    Object.assign(t, app, { api: client(app) });
  });
  afterEach(async () => {
    await expectMoneyInvariants(t.db);
  });
  afterAll(() => t.close());
  return t;
}
