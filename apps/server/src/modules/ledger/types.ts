import type { accountRecords, LEDGER_REF_TYPES, LEDGER_TYPES, RECEIVABLE_REF_TYPES } from '../../db/schema';

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

/** What one posting of a batch did. */
export interface PostingResult {
  /** The ledger row (null only for a clawback the balance covered nothing of). */
  entry: LedgerEntry | null;
  /** False when the reference was posted before: nothing changed. */
  created: boolean;
  /** What was left owed, in fen (0: the balance covered it all; always 0 but for a clawback). */
  receivable: number;
}

export type ClawbackResult = PostingResult;

/**
 * Postings that are earnings: `balances.earned` (累计入账) is their sum, kept with each posting. A
 * clawback is one too: it takes back, later, part of a negative earning the balance could not cover.
 */
export const EARNING_TYPES: ReadonlySet<LedgerType> = new Set(['income', 'rebate', 'adjustment', 'clawback']);

export const isClawback = (p: Posting): p is ClawbackPosting => 'onShortfall' in p;
