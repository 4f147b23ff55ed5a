import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  accountRecords,
  balances,
  type LEDGER_REF_TYPES,
  type LEDGER_TYPES,
  type RECEIVABLE_REF_TYPES,
  receivablePayments,
  receivables,
} from '../../db/schema';
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

/**
 * A debit the upstream imposes (a refund, 扣量, a penalty, a reversed rebate): it must not fail for want
 * of balance, so what the balance cannot cover becomes a receivable (待扣回) instead of a 409.
 */
export interface ClawbackPosting extends Posting {
  ref: { type: (typeof RECEIVABLE_REF_TYPES)[number]; id: number };
  onShortfall: 'receivable';
}

export interface ClawbackResult {
  /** The ledger row of the part the balance covered; null when it covered nothing. */
  entry: LedgerEntry | null;
  created: boolean;
  /** What was left owed, in fen (0: the balance covered it all). */
  receivable: number;
}

const INSUFFICIENT_BALANCE_MSG = '余额不足';

/**
 * Postings that are earnings: `balances.earned` (累计入账) is their sum, kept with each posting. A
 * clawback is one too: it takes back, later, part of a negative earning the balance could not cover.
 */
const EARNING_TYPES: ReadonlySet<LedgerType> = new Set(['income', 'rebate', 'adjustment', 'clawback']);

/**
 * The one way money moves: posts one ledger row and updates the balance, inside the caller's
 * transaction (so the caller's own rows — a withdrawal, an income line's status — commit or roll
 * back with it).
 *
 * - The user's balance row is locked (`SELECT … FOR UPDATE`, created first if missing; concurrent
 *   creators meet on the primary key and wait), so postings to one user run one after another and no
 *   update is lost; each row's `balance_after` is the balance it left, and its id the posting order.
 * - An earning (income, rebate, adjustment, and a clawback taking one back) adds to `balances.earned`.
 * - Idempotent per reference: at most one entry per (ref type, ref id, type), held by a unique key.
 *   Posting a reference again — a retried request, a re-imported report — is a harmless no-op that
 *   returns the existing entry with `created: false` and changes nothing (not even when the balance
 *   could no longer cover it). Posting it again for another user or amount is a bug and throws.
 * - A debit larger than the balance is refused with 409 `INSUFFICIENT_BALANCE` (余额不足); the
 *   database refuses a negative balance too, should anything bypass this function. Except with
 *   `onShortfall: 'receivable'`: then the balance's part is debited and the rest recorded as a
 *   receivable (待扣回, docs/ARCHITECTURE.md "Clawback").
 * - Every credit pays off the user's open receivables first, oldest first: each payment is a
 *   `receivable_payments` row and a `clawback` ledger row of its own, right after the credit's row, so
 *   only what is left of the credit reaches the withdrawable balance.
 */
export async function postToLedger(tx: Tx, p: ClawbackPosting): Promise<ClawbackResult>;
export async function postToLedger(tx: Tx, p: Posting): Promise<{ entry: LedgerEntry; created: boolean }>;
export async function postToLedger(
  tx: Tx,
  p: Posting | ClawbackPosting,
): Promise<ClawbackResult | { entry: LedgerEntry; created: boolean }> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
    throw badRequest('VALIDATION_FAILED', '金额必须是不为零的整数（分）', 'amount');
  }
  const current = await lockBalance(tx, p.userId);
  const clawback = isClawback(p) ? p : null;

  const existing = await findByRef(tx, p.ref, p.type);
  if (clawback) {
    const owed = await findReceivable(tx, clawback.ref);
    if (existing || owed) return { ...sameClawback(existing ?? null, owed ?? null, clawback), created: false };
  } else if (existing) return { entry: same(existing, p), created: false };

  let posting: Posting = p;
  let receivable = 0;
  if (current + p.amount < 0) {
    if (!clawback) throw conflict('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE_MSG, 'amount');
    receivable = -p.amount - current;
    const note = `${p.note ?? ''}（余额不足，¥${(receivable / 100).toFixed(2)} 待扣回）`;
    await tx
      .insert(receivables)
      .values({ userId: p.userId, refType: clawback.ref.type, refId: p.ref.id, amount: receivable, note, createdAt: p.at });
    if (current === 0) return { entry: null, created: true, receivable };
    posting = { ...p, amount: -current, note };
  }
  const posted = posting.amount;
  const balanceAfter = current + posted;
  if (!Number.isSafeInteger(balanceAfter)) throw new Error(`balance of user ${p.userId} would leave the safe range`);

  const entry = await insertEntry(tx, posting, balanceAfter);
  if (!entry) {
    // Only reachable when the same reference is posted for another user at the same moment (the lock
    // above is per user); the unique key decides, and the loser reads the winner's entry below.
    const winner = await findByRef(tx, p.ref, p.type);
    if (!winner) throw new Error('ledger insert skipped without a conflicting entry');
    return clawback ? { entry: winner, created: false, receivable: 0 } : { entry: same(winner, p), created: false };
  }
  const paidOff = posted > 0 ? await payOffReceivables(tx, p.userId, balanceAfter, p.at) : 0;

  const earnedBy = (EARNING_TYPES.has(p.type) ? posted : 0) - paidOff;
  const earned = earnedBy !== 0 ? { earned: sql`${balances.earned} + ${earnedBy}` } : {};
  await tx
    .update(balances)
    .set({ balance: balanceAfter - paidOff, ...earned, updatedAt: p.at })
    .where(eq(balances.userId, p.userId));
  return clawback ? { entry, created: true, receivable } : { entry, created: true };
}

const isClawback = (p: Posting): p is ClawbackPosting => 'onShortfall' in p;

function insertEntry(tx: Tx, p: Posting, balanceAfter: number): Promise<LedgerEntry | undefined> {
  return tx
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
    .onConflictDoNothing({ target: [accountRecords.refType, accountRecords.refId, accountRecords.type] })
    .returning()
    .then((rows) => rows[0]);
}

/**
 * Pays the user's open receivables, oldest first, out of a credit that left the balance at `balance`
 * (the caller holds the balance lock, so no other posting interleaves). Answers the fen paid off.
 */
async function payOffReceivables(tx: Tx, userId: number, balance: number, at: Date): Promise<number> {
  const open = await tx
    .select()
    .from(receivables)
    .where(and(eq(receivables.userId, userId), sql`${receivables.paid} < ${receivables.amount}`))
    .orderBy(asc(receivables.id));
  let left = balance;
  for (const r of open) {
    if (left === 0) break;
    const pay = Math.min(left, r.amount - r.paid);
    const payment = firstRow(
      await tx.insert(receivablePayments).values({ receivableId: r.id, amount: pay, createdAt: at }).returning(),
      'insert into receivable_payments',
    );
    left -= pay;
    const note = `扣回待扣回款项：${r.note}`;
    const entry = await insertEntry(
      tx,
      { userId, type: 'clawback', amount: -pay, ref: { type: 'receivable_payment', id: payment.id }, note, at },
      left,
    );
    if (!entry) throw new Error(`receivable payment ${payment.id} was already posted`);
    await tx
      .update(receivables)
      .set({ paid: sql`${receivables.paid} + ${pay}` })
      .where(eq(receivables.id, r.id));
  }
  return balance - left;
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

async function findReceivable(tx: Tx, ref: ClawbackPosting['ref']) {
  const [row] = await tx
    .select()
    .from(receivables)
    .where(and(eq(receivables.refType, ref.type), eq(receivables.refId, ref.id)));
  return row;
}

/** A debit posted before, in part or whole as a receivable: together they must be this very posting. */
function sameClawback(
  entry: LedgerEntry | null,
  owed: typeof receivables.$inferSelect | null,
  p: ClawbackPosting,
): Omit<ClawbackResult, 'created'> {
  const users = [entry?.userId, owed?.userId].filter((u) => u !== undefined);
  const total = (entry?.amount ?? 0) - (owed?.amount ?? 0);
  if (users.some((u) => u !== p.userId) || total !== p.amount) {
    throw new Error(
      `${p.type} ${p.ref.type}:${p.ref.id} was posted as ${total} fen to user ${users[0]}, now ${p.amount} fen to user ${p.userId}`,
    );
  }
  return { entry, receivable: owed?.amount ?? 0 };
}
