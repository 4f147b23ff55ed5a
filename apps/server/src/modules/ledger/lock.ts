import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { jsonSet } from '../../lib/json-set';

/**
 * Locks the balance rows of these users in ONE statement, in user-id order, creating the missing ones
 * first (in the same order), and answers each balance. Every writer locks in the same order, so two
 * transactions posting to overlapping users wait for each other instead of deadlocking; a caller about to
 * post in several batches (an import's confirm) locks all its users first, so no later batch waits
 * holding locks. Concurrent creators of one row meet on the primary key: one inserts, the other waits.
 */
export async function lockBalances(tx: Tx, userIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const held = new Map<number, number>();
  if (!ids.length) return held;
  const lock = async (some: number[]) => {
    const rows = (
      await tx.execute<{ user_id: number; balance: string }>(sql`
        select user_id, balance::text as balance from balances
        where user_id in (select value::int from jsonb_array_elements_text(${jsonSet(some)}))
        order by user_id for update`)
    ).rows;
    for (const r of rows) held.set(Number(r.user_id), Number(r.balance));
  };
  await lock(ids);
  const missing = ids.filter((id) => !held.has(id));
  if (missing.length) {
    await tx.execute(sql`
      insert into balances (user_id, balance)
      select value::int, 0 from jsonb_array_elements_text(${jsonSet(missing)}) order by 1
      on conflict (user_id) do nothing`);
    await lock(missing);
  }
  return held;
}
