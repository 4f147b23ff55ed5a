import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';

/** What the services need: the app's deps, or the seed's transaction and moment. */
export type Store = Pick<Deps, 'clock'> & { db: DbOrTx };
