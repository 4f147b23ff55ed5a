import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { Clock } from '../../lib/clock';
import { type DataKey, dataKeyOf } from './data-key';
import { channelCap } from './payout';

/** What the wallet's functions need: the app's database (or the seed's transaction), clock and data key. */
export interface WalletStore {
  db: DbOrTx;
  clock: Clock;
  dataKey: DataKey;
  /** The largest withdrawal the payout channel carries, in fen (payout.ts, `channelCap`); null: no cap. */
  channelCap: number | null;
}

export const walletStore = (deps: Deps): WalletStore => ({
  db: deps.db,
  clock: deps.clock,
  dataKey: dataKeyOf(deps.config),
  channelCap: channelCap(deps.config.payout),
});
