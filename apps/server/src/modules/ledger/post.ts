import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { jsonSet } from '../../lib/json-set';
import { lockBalances } from './lock';
import { postOne } from './post-one';
import {
  type ClawbackPosting,
  type ClawbackResult,
  EARNING_TYPES,
  isClawback,
  type LedgerEntry,
  type Posting,
  type PostingResult,
} from './types';

/**
 * The one way money moves: posts one ledger row and updates the balance, inside the caller's
 * transaction (so the caller's own rows — a withdrawal, an income line's status — commit or roll
 * back with it). The batch of one of postToLedgerBatch, which holds the rules.
 */
export async function postToLedger(tx: Tx, p: ClawbackPosting): Promise<ClawbackResult>;
export async function postToLedger(tx: Tx, p: Posting): Promise<{ entry: LedgerEntry; created: boolean }>;
export async function postToLedger(
  tx: Tx,
  p: Posting | ClawbackPosting,
): Promise<ClawbackResult | { entry: LedgerEntry; created: boolean }> {
  const [result] = await postToLedgerBatch(tx, [p]);
  if (!result) throw new Error('a batch of one posted nothing');
  if (isClawback(p)) return result;
  if (!result.entry) throw new Error(`${p.type} ${p.ref.type}:${p.ref.id} left no ledger row`);
  return { entry: result.entry, created: result.created };
}

const refKey = (p: { type: string; ref: { type: string; id: number } }) => `${p.ref.type}:${p.ref.id}:${p.type}`;

/**
 * Posts many ledger rows and updates the balances, inside the caller's transaction, with the same
 * results as posting them one by one in this order — in a few statements instead of a few per posting.
 *
 * - Every affected balance row is locked in ONE statement, in user-id order (created first if missing),
 *   so postings to one user run one after another, no update is lost, and two batches never deadlock.
 * - Each row's `balance_after` is the balance it left (a running sum over the locked balance); its id
 *   is the posting order. An earning (income, rebate, adjustment, and a clawback taking one back) adds
 *   to `balances.earned`.
 * - Idempotent per reference: at most one entry per (ref type, ref id, type), held by a unique key.
 *   Posting a reference again — a retried request, a re-imported report — is a harmless no-op that
 *   answers the existing entry with `created: false` and changes nothing (not even when the balance
 *   could no longer cover it). Posting it again for another user or amount is a bug and throws.
 * - A debit larger than the balance is refused with 409 `INSUFFICIENT_BALANCE` (余额不足); the
 *   database refuses a negative balance too, should anything bypass this function. Except with
 *   `onShortfall: 'receivable'`: then the balance's part is debited and the rest recorded as a
 *   receivable (待扣回, docs/ARCHITECTURE.md "Clawback").
 * - Every credit pays off the user's open receivables first, oldest first: each payment is a
 *   `receivable_payments` row and a `clawback` ledger row of its own, right after the credit's row, so
 *   only what is left of the credit reaches the withdrawable balance.
 *
 * A user whose postings meet any of those cases — a reference posted before (or twice in the batch), a
 * debit the running balance cannot cover, open receivables — has all their postings of the batch taken
 * one by one, in order, by the careful path (post-one.ts); everyone else's go in one `INSERT … SELECT`
 * and one balance `UPDATE`, in a single statement.
 */
export async function postToLedgerBatch(tx: Tx, postings: readonly (Posting | ClawbackPosting)[]): Promise<PostingResult[]> {
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      throw badRequest('VALIDATION_FAILED', '金额必须是不为零的整数（分）', 'amount');
    }
  }
  if (!postings.length) return [];
  const held = await lockBalances(
    tx,
    postings.map((p) => p.userId),
  );
  const careful = await usersNeedingCare(tx, postings, held);
  const bulk = postings.filter((p) => !careful.has(p.userId));
  const entries = await postInBulk(tx, bulk);

  const results: PostingResult[] = [];
  for (const p of postings) {
    if (careful.has(p.userId)) results.push(await postOne(tx, p));
    else results.push({ entry: entries.get(refKey(p)) ?? null, created: true, receivable: 0 });
  }
  return results;
}

/** The users whose postings the set-based path cannot take (see postToLedgerBatch). */
async function usersNeedingCare(
  tx: Tx,
  postings: readonly (Posting | ClawbackPosting)[],
  held: ReadonlyMap<number, number>,
): Promise<Set<number>> {
  const careful = new Set<number>();
  const running = new Map(held);
  const seen = new Set<string>();
  for (const p of postings) {
    const key = refKey(p);
    const after = (running.get(p.userId) ?? 0) + p.amount;
    if (seen.has(key) || after < 0) careful.add(p.userId);
    if (!Number.isSafeInteger(after)) throw new Error(`balance of user ${p.userId} would leave the safe range`);
    seen.add(key);
    running.set(p.userId, after);
  }
  const refs = postings.map((p) => ({
    user_id: p.userId,
    type: p.type,
    ref_type: p.ref.type,
    ref_id: p.ref.id,
    claw: isClawback(p),
  }));
  const rows = (
    await tx.execute<{ user_id: number }>(sql`
      with x as (
        select * from jsonb_to_recordset(${jsonSet(refs)}) as x(user_id int, type text, ref_type text, ref_id int, claw boolean)
      )
      select x.user_id from x join account_records a on a.ref_type = x.ref_type and a.ref_id = x.ref_id and a.type = x.type
      union
      select x.user_id from x join receivables r on x.claw and r.ref_type = x.ref_type and r.ref_id = x.ref_id
      union
      select r.user_id from receivables r where r.user_id in (select user_id from x) and r.paid < r.amount`)
  ).rows;
  for (const r of rows) careful.add(Number(r.user_id));
  return careful;
}

type EntryRow = {
  id: number;
  user_id: number;
  type: LedgerEntry['type'];
  amount: string;
  balance_after: string;
  ref_type: LedgerEntry['refType'];
  ref_id: number | null;
  note: string;
  created_at: string | Date;
};

/**
 * The set-based path, one statement: the ledger rows with `balance_after` as the running sum over each
 * user's locked balance, in posting order, then one balance update per user from what was inserted.
 */
async function postInBulk(tx: Tx, postings: readonly Posting[]): Promise<Map<string, LedgerEntry>> {
  const entries = new Map<string, LedgerEntry>();
  if (!postings.length) return entries;
  const rows = postings.map((p, ord) => ({
    ord,
    user_id: p.userId,
    type: p.type,
    amount: p.amount,
    ref_type: p.ref.type,
    ref_id: p.ref.id,
    note: p.note ?? '',
    at: p.at.toISOString(),
    earning: EARNING_TYPES.has(p.type),
  }));
  const inserted = (
    await tx.execute<EntryRow>(sql`
      with x as (
        select * from jsonb_to_recordset(${jsonSet(rows)})
          as x(ord int, user_id int, type text, amount bigint, ref_type text, ref_id int, note text, at timestamptz, earning boolean)
      ),
      ins as (
        insert into account_records (user_id, type, amount, balance_after, ref_type, ref_id, note, created_at)
        select x.user_id, x.type, x.amount, b.balance + sum(x.amount) over (partition by x.user_id order by x.ord),
          x.ref_type, x.ref_id, x.note, x.at
        from x join balances b on b.user_id = x.user_id
        order by x.ord
        on conflict (ref_type, ref_id, type) do nothing
        returning *
      ),
      upd as (
        update balances b set balance = b.balance + d.delta, earned = b.earned + d.earned, updated_at = d.at
        from (
          select ins.user_id, sum(ins.amount) as delta, coalesce(sum(ins.amount) filter (where x.earning), 0) as earned,
            max(x.at) as at
          from ins join x on x.ref_type = ins.ref_type and x.ref_id = ins.ref_id and x.type = ins.type
          group by ins.user_id
        ) d
        where b.user_id = d.user_id
      )
      select id, user_id, type, amount::text as amount, balance_after::text as balance_after, ref_type, ref_id, note, created_at
      from ins`)
  ).rows;
  if (inserted.length !== postings.length) {
    // Only when another transaction posted one of these references for another user at the same moment
    // (the locks are per user): the running sums above counted it, so nothing of this batch may stand.
    throw new Error(`${postings.length - inserted.length} ledger reference(s) of the batch were posted elsewhere meanwhile`);
  }
  for (const r of inserted) {
    const entry: LedgerEntry = {
      id: Number(r.id),
      userId: Number(r.user_id),
      type: r.type,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      refType: r.ref_type,
      refId: r.ref_id === null ? null : Number(r.ref_id),
      note: r.note,
      createdAt: new Date(r.created_at),
    };
    entries.set(`${entry.refType}:${entry.refId}:${entry.type}`, entry);
  }
  return entries;
}
