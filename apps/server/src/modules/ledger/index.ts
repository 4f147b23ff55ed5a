/** The ledger: the only way a balance changes, and the fee arithmetic of money leaving it. */
export { checkMoneyInvariants, type MoneyInvariantReport } from './invariants';
export { lockBalances } from './lock';
export { postToLedger, postToLedgerBatch } from './post';
export type { ClawbackPosting, LedgerEntry, LedgerRefType, LedgerType, Posting } from './types';
export { bpsToRate, serviceFee } from '@tuike/contract/fee';
