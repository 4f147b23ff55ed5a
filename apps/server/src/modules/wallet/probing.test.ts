import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createWithdrawer } from '../../../test/factories-wallet';
import { moneyTestApp } from '../../../test/money-invariants';

const t = moneyTestApp();

/** An id no row has: sequences start at 1 and a test database never gets near it. */
const MISSING = 2_000_000_000;
let req = 0;
const requestId = () => `probe-${Date.now()}-${++req}`;

describe('ids of money rows cannot be probed', () => {
  it("answers someone else's withdrawal, withdrawal account or account to withdraw to exactly as a missing one", async () => {
    const [me, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
    // Real name and money of my own, so Apply gets as far as the account check.
    await createWithdrawer(t.db, me.user.id, 100_000);
    const theirs = await createWithdrawer(t.db, other.user.id, 100_000);
    const withdrawal = (
      await t.api.post('/api/withdraw/Apply', { accountId: theirs.id, amount: 1_000, requestId: requestId() }, other.token)
    ).body.data;

    const calls: [string, (id: number) => ReturnType<typeof t.api.get>][] = [
      ['withdraw/detail', (id) => t.api.get('/api/withdraw/detail', { id }, me.token)],
      [
        'withdraw/Apply accountId',
        (id) => t.api.post('/api/withdraw/Apply', { accountId: id, amount: 1_000, requestId: requestId() }, me.token),
      ],
      ['withdrawAccount/Delete', (id) => t.api.post('/api/withdrawAccount/Delete', { id }, me.token)],
    ];
    const ids = { 'withdraw/detail': withdrawal.id, 'withdraw/Apply accountId': theirs.id, 'withdrawAccount/Delete': theirs.id };
    for (const [name, call] of calls) {
      const missing = await call(MISSING);
      const someoneElses = await call(ids[name as keyof typeof ids]);
      expect(missing.status, name).toBe(404);
      expect(someoneElses.status, name).toBe(404);
      expect(someoneElses.body, name).toEqual(missing.body);
    }
    // Nothing happened to the other promoter's rows.
    expect((await t.api.get('/api/withdraw/detail', { id: withdrawal.id }, other.token)).status).toBe(200);
    expect((await t.api.get('/api/withdrawAccount/list', {}, other.token)).body.data.accounts).toHaveLength(1);
  });
});
