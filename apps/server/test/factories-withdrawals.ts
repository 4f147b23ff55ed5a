import { randomUUID } from 'node:crypto';
import { createUser } from './factories';
import { createWithdrawer } from './factories-wallet';
import { client, type TestApp } from './harness';

let seq = 0;

/**
 * A promoter with `balance` fen who applied (through the API, as the app does) to withdraw `amount`:
 * one submitted withdrawal. Overrides name the promoter's fields (nickname, phone) a test filters by.
 */
export async function submittedWithdrawal(
  t: Pick<TestApp, 'app' | 'db'>,
  { amount = 20_000, balance = 50_000, ...user }: { amount?: number; balance?: number; nickname?: string; phone?: string } = {},
) {
  const promoter = await createUser(t.db, user);
  const account = await createWithdrawer(t.db, promoter.user.id, balance);
  const res = await client(t).post(
    '/api/withdraw/Apply',
    { accountId: account.id, amount, requestId: `console-${process.pid}-${++seq}` },
    promoter.token,
  );
  if (res.status !== 200) throw new Error(`apply answered ${res.status}: ${res.body.msg}`);
  return { ...promoter, account, id: res.body.data.id as number };
}

/** A fresh idempotency key, as the console makes one per click. */
export const requestId = () => randomUUID();
