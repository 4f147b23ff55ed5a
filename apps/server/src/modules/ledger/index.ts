/** The ledger: the only way a balance changes, and the fee arithmetic of money leaving it. */
export { checkMoneyInvariants, type MoneyInvariantReport } from './invariants';
export { postToLedger } from './post';
export type { LedgerEntry, LedgerRefType, LedgerType, Posting } from './post';
export { bpsToRate, serviceFee } from '@tuike/contract/fee';
