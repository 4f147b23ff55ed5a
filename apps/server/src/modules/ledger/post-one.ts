import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountRecords, balances, receivablePayments, receivables } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { firstRow } from '../../lib/rows';
import {
  type ClawbackPosting,
  EARNING_TYPES,
  isClawback,
  type LedgerEntry,
  type LedgerType,
  type Posting,
  type PostingResult,
} from './types';

const INSUFFICIENT_BALANCE_MSG = '余额不足';

/**
 * The careful path of a batch posting (post.ts): one posting at a time, for the postings the set-based
 * path leaves out — a reference posted before, a debit past the balance (409, or a receivable), a credit
 * to a user who owes receivables (paid off first, oldest first: each payment a `receivable_payments` row
 * and a `clawback` ledger row right after the credit's). The caller has locked the balance rows already;
 * the lock taken here again is the row's own, held by this transaction, so it never waits.
 */
export async function postOne(tx: Tx, p: Posting | ClawbackPosting): Promise<PostingResult> {
  const current = await lockBalance(tx, p.userId);
  const clawback = isClawback(p) ? p : null;

  const existing = await findByRef(tx, p.ref, p.type);
  if (clawback) {
    const owed = await findReceivable(tx, clawback.ref);
    if (existing || owed) return { ...sameClawback(existing ?? null, owed ?? null, clawback), created: false };
  } else if (existing) return { entry: same(existing, p), created: false, receivable: 0 };

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
    return { entry: clawback ? winner : same(winner, p), created: false, receivable: 0 };
  }
  const paidOff = posted > 0 ? await payOffReceivables(tx, p.userId, balanceAfter, p.at) : 0;

  const earnedBy = (EARNING_TYPES.has(p.type) ? posted : 0) - paidOff;
  const earned = earnedBy !== 0 ? { earned: sql`${balances.earned} + ${earnedBy}` } : {};
  await tx
    .update(balances)
    .set({ balance: balanceAfter - paidOff, ...earned, updatedAt: p.at })
    .where(eq(balances.userId, p.userId));
  return { entry, created: true, receivable };
}

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
/** The user's balance, its row already locked by the batch (post.ts) in this transaction. */
async function lockBalance(tx: Tx, userId: number): Promise<number> {
  const select = tx.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId)).for('update');
  return firstRow(await select, 'select of a balance row the batch locked').balance;
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
): Omit<PostingResult, 'created'> {
  const users = [entry?.userId, owed?.userId].filter((u) => u !== undefined);
  const total = (entry?.amount ?? 0) - (owed?.amount ?? 0);
  if (users.some((u) => u !== p.userId) || total !== p.amount) {
    throw new Error(
      `${p.type} ${p.ref.type}:${p.ref.id} was posted as ${total} fen to user ${users[0]}, now ${p.amount} fen to user ${p.userId}`,
    );
  }
  return { entry, receivable: owed?.amount ?? 0 };
}
