import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountRecords, balances, type LEDGER_REF_TYPES, type LEDGER_TYPES } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { firstRow } from '../../lib/rows';

export type LedgerType = (typeof LEDGER_TYPES)[number];
export type LedgerRefType = (typeof LEDGER_REF_TYPES)[number];
export type LedgerEntry = typeof accountRecords.$inferSelect;

export interface Posting {
  userId: number;
  type: LedgerType;
  /** Signed integer fen: credits positive, debits negative; never zero. */
  amount: number;
  /**
   * What the posting is for (an income line, a withdrawal, a rebate, an operator's adjustment row):
   * always given, so a retried posting of the same thing is recognised and posts once, and every
   * balance change can be traced to its cause. The database refuses a new row without one.
   */
  ref: { type: LedgerRefType; id: number };
  note?: string;
  /** The app clock's time (the seed passes historical times). */
  at: Date;
}

const INSUFFICIENT_BALANCE_MSG = '余额不足';

/** Postings that are earnings: `balances.earned` (累计入账) is their sum, kept with each posting. */
const EARNING_TYPES: ReadonlySet<LedgerType> = new Set(['income', 'rebate', 'adjustment']);

/**
 * The one way money moves: posts one ledger row and updates the balance, inside the caller's
 * transaction (so the caller's own rows — a withdrawal, an income line's status — commit or roll
 * back with it).
 *
 * - The user's balance row is locked (`SELECT … FOR UPDATE`, created first if missing; concurrent
 *   creators meet on the primary key and wait), so postings to one user run one after another and no
 *   update is lost; each row's `balance_after` is the balance it left, and its id the posting order.
 * - An earning (income, rebate, adjustment) adds to `balances.earned` in the same update.
 * - Idempotent per reference: at most one entry per (ref type, ref id, type), held by a unique key.
 *   Posting a reference again — a retried request, a re-imported report — is a harmless no-op that
 *   returns the existing entry with `created: false` and changes nothing (not even when the balance
 *   could no longer cover it). Posting it again for another user or amount is a bug and throws.
 * - A debit larger than the balance is refused with 409 `INSUFFICIENT_BALANCE` (余额不足); the
 *   database refuses a negative balance too, should anything bypass this function.
 */
export async function postToLedger(tx: Tx, p: Posting): Promise<{ entry: LedgerEntry; created: boolean }> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
    throw badRequest('VALIDATION_FAILED', '金额必须是不为零的整数（分）', 'amount');
  }
  const current = await lockBalance(tx, p.userId);

  const existing = await findByRef(tx, p.ref, p.type);
  if (existing) return { entry: same(existing, p), created: false };

  const balanceAfter = current + p.amount;
  if (balanceAfter < 0) throw conflict('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE_MSG, 'amount');
  if (!Number.isSafeInteger(balanceAfter)) throw new Error(`balance of user ${p.userId} would leave the safe range`);

  const [entry] = await tx
    .insert(accountRecords)
    .values({
      userId: p.userId,
      type: p.type,
      amount: p.amount,
      balanceAfter,
      refType: p.ref.type,
      refId: p.ref.id,
      note: p.note ?? '',
      createdAt: p.at,
    })
    // Only reachable when the same reference is posted for another user at the same moment (the lock
    // above is per user); the unique key decides, and the loser reads the winner's entry below.
    .onConflictDoNothing({ target: [accountRecords.refType, accountRecords.refId, accountRecords.type] })
    .returning();
  if (!entry) {
    const winner = await findByRef(tx, p.ref, p.type);
    if (!winner) throw new Error('ledger insert skipped without a conflicting entry');
    return { entry: same(winner, p), created: false };
  }

  const earned = EARNING_TYPES.has(p.type) ? { earned: sql`${balances.earned} + ${p.amount}` } : {};
  await tx
    .update(balances)
    .set({ balance: balanceAfter, ...earned, updatedAt: p.at })
    .where(eq(balances.userId, p.userId));
  return { entry, created: true };
}

/** Locks the user's balance row and answers the balance, creating a zero row first if there is none. */
async function lockBalance(tx: Tx, userId: number): Promise<number> {
  const select = () => tx.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId)).for('update');
  let [row] = await select();
  if (!row) {
    // Two first postings at once both get here: one inserts, the other waits on the key and inserts nothing.
    await tx.insert(balances).values({ userId, balance: 0 }).onConflictDoNothing({ target: balances.userId });
    row = firstRow(await select(), 'select of the balance row just ensured');
  }
  return row.balance;
}

async function findByRef(tx: Tx, ref: Posting['ref'], type: LedgerType) {
  const [row] = await tx
    .select()
    .from(accountRecords)
    .where(and(eq(accountRecords.refType, ref.type), eq(accountRecords.refId, ref.id), eq(accountRecords.type, type)));
  return row;
}

/** An existing entry for the reference must be this very posting; anything else is a caller's bug. */
function same(existing: LedgerEntry, p: Posting): LedgerEntry {
  if (existing.userId !== p.userId || existing.amount !== p.amount) {
    throw new Error(
      `${p.type} ${p.ref.type}:${p.ref.id} was posted as ${existing.amount} fen to user ${existing.userId}, ` +
        `now ${p.amount} fen to user ${p.userId}`,
    );
  }
  return existing;
}
