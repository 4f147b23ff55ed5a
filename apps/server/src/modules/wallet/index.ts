// The wallet module's public entry: real name, withdrawal accounts, withdrawals and their payout.
export { dataKeyOf, type DataKey } from './data-key';
export { type PayoutStore, withdrawalOperations } from './operator-service';
export { manualPayout } from './payout-channels';
export { realNameService } from './real-name-service';
export { withdrawService } from './withdraw-service';
export type { WalletStore } from './store';
export { walletOwnerReads } from './owner-reads';
