import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';

interface Row extends Record<string, unknown> {
  user_id: number;
  balance: string | null;
  ledger_sum: string | null;
  last_balance_after: string | null;
}

/**
 * The money invariants, for every user with a balance row or a ledger entry: the balance equals the
 * sum of the ledger, the latest entry's `balance_after` equals the balance, and no balance is
 * negative. Answers what breaks them (empty when they hold) and how many users were checked. Free of
 * vitest, so the browser journeys (Playwright) check with it too; vitest tests call expectMoneyInvariants.
 */
export async function moneyInvariantProblems(db: DbOrTx): Promise<{ problems: string[]; users: number }> {
  // One statement, so it reads one snapshot even while postings run.
  const result = await db.execute<Row>(sql`
    select u.user_id,
           b.balance::text as balance,
           l.ledger_sum::text as ledger_sum,
           last.balance_after::text as last_balance_after
    from (select user_id from balances union select user_id from account_records) u
    left join balances b on b.user_id = u.user_id
    left join (select user_id, sum(amount) as ledger_sum from account_records group by user_id) l
      on l.user_id = u.user_id
    left join lateral (
      select balance_after from account_records r where r.user_id = u.user_id order by r.id desc limit 1
    ) last on true
    order by u.user_id`);
  const problems: string[] = [];
  for (const r of result.rows) {
    const balance = BigInt(r.balance ?? 0);
    const sum = BigInt(r.ledger_sum ?? 0);
    if (r.balance === null) problems.push(`user ${r.user_id}: ledger entries but no balance row`);
    if (balance < 0n) problems.push(`user ${r.user_id}: negative balance ${balance}`);
    if (balance !== sum) problems.push(`user ${r.user_id}: balance ${balance} ≠ ledger sum ${sum}`);
    if (r.last_balance_after !== null && BigInt(r.last_balance_after) !== balance)
      problems.push(`user ${r.user_id}: latest balance_after ${r.last_balance_after} ≠ balance ${balance}`);
  }
  return { problems, users: result.rows.length };
}
